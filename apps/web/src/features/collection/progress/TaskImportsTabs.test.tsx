import type { TaskCompletion } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bodyOf, fakeApi, ok, signInAsStaff, staffPermissions } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";

const completion: TaskCompletion = {
  taskId: 5,
  taskName: "Reading minutes",
  formId: 31,
  needReview: false,
  fillerType: 0,
  subjectType: 1,
  recurrence: 0,
  acceptsLate: false,
  periodStart: "2026-11-02T00:00:00.000Z",
  periodEnd: "2026-11-08T15:59:00.000Z",
  periods: [{ start: "2026-11-02T00:00:00.000Z", end: "2026-11-08T15:59:00.000Z" }],
  expected: 2,
  filled: 2,
  onTime: 2,
  late: 0,
  classes: [
    { classId: 3, className: "Class 1-1", gradeName: "Grade 1", expected: 2, filled: 2, onTime: 2, late: 0 },
  ],
};

const anImport = {
  id: 8,
  formId: 31,
  fileName: "minutes.xlsx",
  state: "done",
  dryRun: false,
  percent: 100,
  total: 3,
  imported: 2,
  problems: [{ row: 4, name: "Student no.", msg: "unknown" }],
  taskId: 5,
  createdAt: "2026-11-23T02:00:00.000Z",
  values: 2,
  createdBy: 1,
  replacesId: null,
  acknowledgedAt: null,
  legacy: false,
  replacedBy: null,
  updatingId: null,
};

const noCounts = {
  waiting: 0,
  running: 0,
  done: 1,
  failed: 0,
  cancelled: 0,
  refused: 0,
  attention: 1,
  percent: null,
};
const page = (list: unknown[]) => ok({ list, total: list.length, page: 1, size: 10 });
const withForms = () => ok({ ...staffPermissions, codes: [...staffPermissions.codes, "forms.data"] });

describe("task imports and joined tabs", { timeout: 60_000 }, () => {
  it("lists the task's imports and deletes one with its values after confirming; lists who filled", async () => {
    signInAsStaff();
    let deleted = false;
    const api = fakeApi({
      "POST /center/permissions/getUserInfo": withForms,
      "GET /v3/statistics/task/completion": () => ok(completion),
      "GET /v3/statistics/task/people": () => ok({ list: [], total: 0, page: 1, size: 20 }),
      "GET /v3/formImport/page": () => page(deleted ? [] : [anImport]),
      "GET /v3/formImport/commonPercentCount": () => ok(noCounts),
      "POST /v3/formImport/del": () => {
        deleted = true;
        return ok({ values: 2 });
      },
      "GET /v3/task/joinUser/page": () =>
        ok({
          list: [{ userId: 1, userName: "Ms Lee", userType: 0, values: 2, lastFilledAt: anImport.createdAt }],
          total: 1,
          page: 1,
          size: 10,
        }),
    });
    renderRoute("/admin/tasks/5/stats");
    await screen.findByTestId("task-import-tabs", {}, { timeout: 25_000 });
    const imports = await screen.findByTestId("task-imports", {}, { timeout: 25_000 });
    expect(await within(imports).findByText("#8 minutes.xlsx")).toBeTruthy();
    expect(within(imports).getByText("Done")).toBeTruthy();
    fireEvent.click(screen.getByTestId("import-del-8"));
    expect(await screen.findByText(/The 2 values this import stored/)).toBeTruthy();
    fireEvent.click(await screen.findByTestId("confirm-ok"));
    expect(await screen.findByText("Deleted, with 2 values")).toBeTruthy();
    const del = api.calls.find((c) => c.url.pathname.endsWith("/formImport/del"));
    expect(bodyOf(del as NonNullable<typeof del>)).toMatchObject({ id: 8 });
    await waitFor(() =>
      expect(within(screen.getByTestId("task-imports")).getByText("No imports yet")).toBeTruthy(),
    );

    fireEvent.click(screen.getByText("Joined"));
    const joined = await screen.findByTestId("task-joined");
    expect(await within(joined).findByText("Ms Lee")).toBeTruthy();
    expect(within(joined).getByText("Teacher")).toBeTruthy();
  });

  it("updates an import with a corrected file after confirming, following its progress; a refused one changed nothing", async () => {
    signInAsStaff();
    let replaced = false;
    let updateRun = 0;
    let polls = 0;
    const update = (state: string, dryRun: boolean, percent: number, problems: unknown[] = []) => ({
      ...anImport,
      id: 20 + updateRun,
      fileName: "fixed.xlsx",
      state,
      dryRun,
      percent,
      imported: state === "done" ? 3 : 0,
      total: 3,
      problems,
      replacesId: 8,
    });
    const api = fakeApi({
      "POST /center/permissions/getUserInfo": withForms,
      "GET /v3/statistics/task/completion": () => ok(completion),
      "GET /v3/statistics/task/people": () => ok({ list: [], total: 0, page: 1, size: 20 }),
      "GET /v3/formImport/page": () =>
        page(
          replaced
            ? [
                { ...update("done", false, 100), values: 3 },
                { ...anImport, values: 0, replacedBy: 21 },
              ]
            : [anImport],
        ),
      "GET /v3/formImport/commonPercentCount": () => ok(noCounts),
      "POST /v3/formImport/updateExcelData": () => {
        updateRun++;
        polls = 0;
        return ok({ id: 20 + updateRun });
      },
      "GET /v3/eos/form/import/state": () => {
        polls++;
        // The first run: its new file has a problem row, so it is refused. The second: runs, then is done.
        if (updateRun === 1)
          return ok(
            update("refused", false, 100, [{ row: 3, name: "Minutes read", msg: "must be 0 to 600" }]),
          );
        if (polls < 2) return ok(update("running", false, 60));
        replaced = true;
        return ok(update("done", false, 100));
      },
      "GET /v3/task/joinUser/page": () => page([]),
    });
    renderRoute("/admin/tasks/5/stats");
    const imports = await screen.findByTestId("task-imports", {}, { timeout: 25_000 });
    expect(await within(imports).findByText("#8 minutes.xlsx")).toBeTruthy();
    expect(
      within(screen.getByTestId("import-counts")).getByText(/1 imports did not go cleanly/),
    ).toBeTruthy();
    fireEvent.click(within(imports).getByTestId("import-update-8"));
    const dialog = await screen.findByTestId("update-modal");
    expect(within(dialog).getByText(/Replace the 2 values this import stored/)).toBeTruthy();
    // The upload control renders a fresh input after each choice, as a browser's file picker resets.
    const input = () => dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

    // A file with a problem: nothing changes, and the rows to fix are shown.
    fireEvent.change(input(), { target: { files: [new File(["x"], "bad.xlsx")] } });
    fireEvent.click(screen.getByTestId("update-run"));
    expect(await screen.findByText(/will be replaced by the rows of "bad.xlsx"/)).toBeTruthy();
    fireEvent.click(await screen.findByTestId("update-confirm-ok"));
    expect((await screen.findByTestId("update-refused", {}, { timeout: 5000 })).textContent).toContain(
      "1 rows of the new file have problems, so nothing was changed",
    );
    expect(within(screen.getByTestId("update-problems")).getByText("must be 0 to 600")).toBeTruthy();

    // The corrected file: its progress, then done; the list shows the update and the replaced import.
    fireEvent.change(input(), { target: { files: [new File(["x"], "fixed.xlsx")] } });
    fireEvent.click(screen.getByTestId("update-run"));
    expect(await screen.findByText(/will be replaced by the rows of "fixed.xlsx"/)).toBeTruthy();
    fireEvent.click(await screen.findByTestId("update-confirm-ok"));
    expect(await screen.findByTestId("update-progress")).toBeTruthy();
    expect((await screen.findByTestId("update-done", {}, { timeout: 5000 })).textContent).toContain(
      "Updated: 3 rows stored",
    );
    // Replaced: nothing is left to update here, so the dialog offers no second run.
    expect((screen.getByTestId("update-run") as HTMLButtonElement).disabled).toBe(true);
    const sent = api.calls.filter((c) => c.url.pathname.endsWith("/formImport/updateExcelData"));
    expect(sent).toHaveLength(2);
    const form = sent[1].init.body as FormData;
    expect([form.get("id"), form.get("dryRun"), (form.get("file") as File).name]).toEqual([
      "8",
      "false",
      "fixed.xlsx",
    ]);
    await waitFor(() =>
      expect(within(screen.getByTestId("task-imports")).getByText("Replaced by #21")).toBeTruthy(),
    );
    expect(within(screen.getByTestId("task-imports")).getByText("Update of #8")).toBeTruthy();
    // A replaced import is updated through its replacement only.
    expect(within(screen.getByTestId("task-imports")).queryByTestId("import-update-8")).toBeNull();
  });
});
