import type { FillableForm } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { option, wire } from "../../../test/fillerTestKit.ts";
import { bodyOf, demoTree, fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";

const slow = { timeout: 25_000 };

beforeEach(() => {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  vi.stubGlobal("ResizeObserver", NoopResizeObserver);
});

const student = (id: number, name: string) => ({
  id,
  name,
  gender: 2,
  studentNo: `S${id}`,
  classId: 3,
  className: "Class 1-1",
  account: `s${id}`,
  createdAt: "2026-09-01T00:00:00.000Z",
});

const fillable = (extra: Partial<FillableForm> = {}): FillableForm => ({
  id: 7,
  name: "Lunch choice",
  version: 1,
  items: [
    wire({
      id: 1,
      name: "Dish",
      type: 4,
      optionInfos: [option(11, "Rice", { maxCount: 5 }), option(12, "Noodles")],
    }),
  ],
  settings: {},
  optionCounts: { "1": { "11": 5 } },
  value: null,
  draft: null,
  ...extra,
});

describe("fill for others and editing", { timeout: 120_000 }, () => {
  it("fills one form for three students with addBatch and belongInfos", async () => {
    signInAsStaff();
    const api = fakeApi({
      "GET /app/eos/form/wx/byid": () => ok(fillable()),
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/stu/page": () =>
        ok({
          list: [student(21, "Dee"), student(22, "Eve"), student(23, "Fay")],
          total: 3,
          page: 1,
          size: 10,
        }),
      "POST /app/eos/form/wx/addBatch": () => ok({ formValIds: [1, 2, 3] }),
    });
    renderRoute("/admin/forms/7/batch");
    fireEvent.click(await screen.findByRole("radio", { name: /Noodles/ }, slow));
    fireEvent.click(screen.getByRole("button", { name: /Choose students/ }));
    for (const id of [21, 22, 23])
      fireEvent.click(within(await screen.findByTestId(`member-row-${id}`)).getByRole("checkbox"));
    fireEvent.click(screen.getByTestId("member-picker-ok"));
    await waitFor(() => expect(screen.getByTestId("batch-students").textContent).toContain("Fay"));
    fireEvent.click(screen.getByRole("button", { name: "Submit for 3 students" }));
    await screen.findByText("Submitted");
    const call = api.calls.find((c) => c.url.pathname.endsWith("/wx/addBatch"))!;
    expect(bodyOf(call)).toMatchObject({
      formId: 7,
      items: [{ itemId: 1, val: "12", itemType: 4, valOther: "", recordNum: null, pid: null }],
      exJson: { belongInfos: [{ stuId: 21 }, { stuId: 22 }, { stuId: 23 }] },
    });
  });

  it("edits a stored value: a full option it holds stays chosen, formValId is sent, no draft is saved", async () => {
    signInAsStaff();
    const value = {
      formValId: 5,
      version: 1,
      updatedAt: "2026-11-01T00:00:00Z",
      values: [
        { itemId: 1, val: "11", valOther: "", itemType: 4, recordNum: null, pid: null, hidden: false },
      ],
    };
    const api = fakeApi({
      "GET /app/eos/form/wx/byid": () => ok(fillable({ value })),
      "POST /app/eos/form/wx/add": () => ok({ formValId: 5 }),
    });
    renderRoute("/admin/forms/7/fill?formValId=5");
    const rice = (await screen.findByRole("radio", { name: /Rice/ }, slow)) as HTMLInputElement;
    expect(rice.checked).toBe(true);
    expect(rice.disabled).toBe(false);
    fireEvent.click(screen.getByTestId("form-submit"));
    await screen.findByText("Submitted");
    const call = api.calls.find((c) => c.url.pathname.endsWith("/wx/add"))!;
    expect(bodyOf(call).formValId).toBe(5);
    expect(api.calls.some((c) => c.url.pathname.endsWith("/task/addDrafts"))).toBe(false);
  });
});
