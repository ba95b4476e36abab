import type { FillableForm } from "@eos/contracts";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { wire } from "../../../test/fillerTestKit.ts";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
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

const fillable = (draft: FillableForm["draft"] = null): FillableForm => ({
  id: 7,
  name: "Trip consent",
  version: 2,
  items: [wire({ id: 1, name: "Name", type: 1 }), wire({ id: 2, name: "Allergies", type: 2 })],
  settings: {},
  optionCounts: {},
  value: null,
  draft,
});

describe("drafts", { timeout: 120_000 }, () => {
  it("saves a draft with a keepalive call when the page is left", async () => {
    signInAsStaff();
    const api = fakeApi({
      "GET /app/eos/form/wx/byid": () => ok(fillable()),
      "POST /app/eos/form/task/addDrafts": () => ok({ formValId: 3, updatedAt: "2026-11-22T00:00:00Z" }),
    });
    renderRoute("/admin/forms/7/fill");
    fireEvent.change(await screen.findByLabelText("Name", {}, slow), { target: { value: "Wu Di" } });
    act(() => void window.dispatchEvent(new Event("pagehide")));
    await waitFor(() => expect(api.calls.some((c) => c.url.pathname.endsWith("/task/addDrafts"))).toBe(true));
    const call = api.calls.find((c) => c.url.pathname.endsWith("/task/addDrafts"))!;
    expect(call.init.keepalive).toBe(true);
    expect(bodyOf(call)).toMatchObject({
      formId: 7,
      items: [
        { itemId: 1, val: "Wu Di", itemType: 1 },
        { itemId: 2, val: "", itemType: 2 },
      ],
    });
  });

  it("restores a saved draft when the form opens", async () => {
    signInAsStaff();
    const draft = {
      formValId: 3,
      version: 2,
      updatedAt: "2026-11-22T00:00:00Z",
      values: [
        { itemId: 2, val: "Peanuts", valOther: "", itemType: 2, recordNum: null, pid: null, hidden: false },
      ],
    };
    fakeApi({ "GET /app/eos/form/wx/byid": () => ok(fillable(draft)) });
    renderRoute("/admin/forms/7/fill");
    expect(((await screen.findByLabelText("Allergies", {}, slow)) as HTMLTextAreaElement).value).toBe(
      "Peanuts",
    );
    expect(screen.getByText("Your unsubmitted draft was restored")).toBeTruthy();
  });
});
