import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";

const released = {
  id: 5,
  name: "Trip sign-up",
  version: 2,
  settings: {},
  optionCounts: {},
  value: null,
  items: [
    { id: 11, name: "Pupil", type: 1, isNull: "N" },
    {
      id: 12,
      name: "Trip",
      type: 4,
      optionInfos: [
        { id: "a", name: "Museum" },
        { id: "b", name: "Zoo" },
      ],
    },
  ],
};

const value = (formValId: number, pupil: string, trip: string) => ({
  formValId,
  version: 2,
  userId: 1,
  userName: "Wang Fang",
  userType: 0,
  belongUserId: null,
  belongUserName: null,
  createdAt: "2026-11-20T08:00:00.000Z",
  updatedAt: "2026-11-20T08:00:00.000Z",
  values: [
    { itemId: 11, val: pupil, valOther: "", itemType: 1, recordNum: null, pid: null, hidden: false },
    { itemId: 12, val: trip, valOther: "", itemType: 4, recordNum: null, pid: null, hidden: false },
  ],
});

beforeAll(async () => {
  await import("./FormDataPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

describe("a form's data page", { timeout: 60_000 }, () => {
  it("shows each submission with option names, and deletes only after confirmation", async () => {
    let rows = [value(1, "Li Lei", "a"), value(2, "Han Meimei", "b")];
    const { calls } = fakeApi({
      "GET /app/eos/form/wx/byid": () => ok(released),
      "GET /v3/eos/form/value/page": () => ok({ list: rows, total: rows.length, page: 1, size: 20 }),
      "POST /v3/eos/form/value/del": (call) => {
        const { ids } = bodyOf(call) as { ids: number[] };
        rows = rows.filter((r) => !ids.includes(r.formValId));
        return ok(null);
      },
    });
    renderRoute("/admin/forms/5/data");
    const table = await screen.findByTestId("form-data-table");
    expect(await within(table).findByText("Museum")).toBeTruthy();
    expect(within(table).getByText("Zoo")).toBeTruthy();
    expect(within(table).getByText("Han Meimei")).toBeTruthy();
    expect(within(table).getByTestId("value-edit-2").closest("a")?.getAttribute("href")).toBe(
      "/admin/forms/5/fill?formValId=2",
    );
    fireEvent.click(within(table).getByTestId("value-delete-2"));
    await waitFor(() => expect(screen.getAllByTestId("confirm-ok").length).toBeGreaterThan(0));
    expect(calls.some((c) => c.url.pathname.endsWith("/value/del"))).toBe(false);
    fireEvent.click(screen.getAllByTestId("confirm-ok").at(-1)!);
    await waitFor(() => expect(within(table).queryByText("Han Meimei")).toBeNull());
    const del = calls.find((c) => c.url.pathname.endsWith("/value/del"));
    expect(bodyOf(del!)).toMatchObject({ formId: 5, ids: [2] });
  });

  it("says so when the form has not been released", async () => {
    fakeApi({
      "GET /app/eos/form/wx/byid": () => ({
        status: 404,
        body: {
          success: false,
          errorCode: 404,
          errorDesc: "This form has not been released yet",
          data: null,
        },
      }),
    });
    renderRoute("/admin/forms/5/data");
    expect(await screen.findByText("The form is not released yet; release it to collect data")).toBeTruthy();
  });

  it("shows one task's values when opened from the task, with the way back to its statistics", async () => {
    const { calls } = fakeApi({
      "GET /app/eos/form/wx/byid": () => ok(released),
      "GET /v3/eos/form/value/page": () => ok({ list: [], total: 0, page: 1, size: 20 }),
      "GET /v3/eos/form/value/export": () => ({ raw: "PK-zip" }),
    });
    renderRoute("/admin/forms/5/data?taskId=9");
    const back = await screen.findByTestId("form-data-task");
    expect(back.getAttribute("href")).toBe("/admin/tasks/9/stats");
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith("/value/page"))).toBe(true));
    const page = calls.find((c) => c.url.pathname.endsWith("/value/page"));
    expect(page?.url.searchParams.get("taskId")).toBe("9");

    // The values with their files, as a zip: the task's values, withFiles=1, saved as a file.
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return "blob:x";
      },
      revokeObjectURL: () => undefined,
    });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const zip = await screen.findByTestId("form-data-export-zip");
    expect(zip.textContent).toBe("Export with files (.zip)");
    await waitFor(() => expect((zip as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(zip);
    await waitFor(() => expect(blobs).toHaveLength(1));
    const exported = calls.find((c) => c.url.pathname.endsWith("/value/export"));
    expect(exported?.url.searchParams.get("withFiles")).toBe("1");
    expect(exported?.url.searchParams.get("taskId")).toBe("9");
  });

  it("checks an upload, polls its progress and lists the rows with problems", async () => {
    let polls = 0;
    const { calls } = fakeApi({
      "GET /app/eos/form/wx/byid": () => ok(released),
      "GET /v3/eos/form/value/page": () => ok({ list: [], total: 0, page: 1, size: 20 }),
      "POST /v3/eos/form/import/upload": () => ok({ id: 77 }),
      "GET /v3/eos/form/import/state": () => {
        polls++;
        const done = polls > 1;
        return ok({
          id: 77,
          formId: 5,
          fileName: "values.xlsx",
          state: done ? "done" : "running",
          dryRun: true,
          percent: done ? 100 : 40,
          total: 3,
          imported: 2,
          problems: done ? [{ row: 4, name: "Pupil", msg: "Pupil cannot be empty" }] : [],
          createdAt: "2026-11-20T08:00:00.000Z",
        });
      },
    });
    renderRoute("/admin/forms/5/data");
    expect(await screen.findByText("Nobody has filled this form yet")).toBeTruthy();
    const importButton = screen.getByTestId("form-data-import") as HTMLButtonElement;
    await waitFor(() => expect(importButton.disabled).toBe(false));
    fireEvent.click(importButton);
    fireEvent.click(await screen.findByTestId("import-check", {}, { timeout: 10_000 }));
    expect(await screen.findByText("Choose an .xlsx file first")).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(["x"], "values.xlsx")] } });
    fireEvent.click(screen.getByTestId("import-check"));
    expect(await screen.findByTestId("import-progress")).toBeTruthy();
    expect(await screen.findByTestId("import-checked", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId("import-checked").textContent).toContain(
      "2 rows can be imported, 1 rows have problems",
    );
    expect(within(screen.getByTestId("import-problems")).getByText("Pupil cannot be empty")).toBeTruthy();
    const upload = calls.find((c) => c.url.pathname.endsWith("/import/upload"))!;
    const form = upload.init.body as FormData;
    expect([form.get("formId"), form.get("dryRun")]).toEqual(["5", "true"]);
  });
});
