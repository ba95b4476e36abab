import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import type { Call, Reply } from "../../../test/fetchMock.ts";
import { bodyOf, fakeApi, type Handlers, ok } from "../../../test/peopleTestKit.ts";

/** Test support for the designer: a fake forms API that keeps the draft and assigns ids like the server. */

export type WireItem = Record<string, unknown> & {
  id?: number | string;
  type: number;
  childItem?: WireItem[];
};

export const text = (id: number, name: string, extra: Partial<WireItem> = {}): WireItem => ({
  id,
  name,
  type: 1,
  isNull: "Y",
  showState: 1,
  typeJson: {},
  optionInfos: [],
  childItem: [],
  ...extra,
});

export function fakeFormsServer(items: WireItem[], handlers: Handlers = {}) {
  const state = { items: structuredClone(items), nextId: 5000, name: "Trip sign-up" };
  const assign = (list: WireItem[]): WireItem[] =>
    list.map((x) => ({ ...x, id: x.id ?? state.nextId++, childItem: assign(x.childItem ?? []) }));
  const api = fakeApi({
    "GET /v3/eos/form/admin/byid": () =>
      ok({
        id: 7,
        name: state.name,
        items: state.items,
        settings: { submitText: "Send" },
        version: 2,
        draftChanged: false,
        updatedAt: "2026-11-20T08:00:00.000Z",
      }),
    "POST /v3/eos/form/admin/save": (call: Call): Reply => {
      const body = bodyOf(call) as { items: WireItem[]; name?: string };
      state.items = assign(body.items);
      if (body.name) state.name = body.name;
      return ok({ id: 7, items: state.items });
    },
    ...handlers,
  });
  return {
    ...api,
    state,
    saves: () => api.calls.filter((c) => c.url.pathname.endsWith("/admin/save")).map(bodyOf),
  };
}

export const lastSave = (saves: () => Record<string, unknown>[]) =>
  saves().at(-1) as { id: number; items: WireItem[]; name?: string };

/** The canvas items' names in display order (nested ones after their container). */
export const canvasNames = () => screen.queryAllByTestId("canvas-item-name").map((x) => x.textContent);

export const itemRow = (name: string): HTMLElement => {
  const row = screen
    .getAllByTestId("canvas-item")
    .find((x) => within(x).getAllByTestId("canvas-item-name")[0].textContent === name);
  if (!row) throw new Error(`no canvas item ${name}`);
  return row;
};

export const selectItem = (name: string) =>
  fireEvent.click(within(itemRow(name)).getAllByTestId("canvas-item-head")[0]);

export async function saveAndWait(saves: () => unknown[]) {
  const before = saves().length;
  fireEvent.click(screen.getByTestId("designer-save"));
  await waitFor(() => expect(saves().length).toBeGreaterThan(before));
  await waitFor(() => expect(screen.getByTestId("save-state").textContent).toBe("All changes saved"));
}
