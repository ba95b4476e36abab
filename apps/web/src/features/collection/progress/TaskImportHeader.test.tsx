import type { ImportFormInfo, ImportTaskDetail, TaskCompletion } from "@eos/contracts";
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
  filled: 1,
  onTime: 1,
  late: 0,
  classes: [
    { classId: 3, className: "Class 1-1", gradeName: "Grade 1", expected: 2, filled: 1, onTime: 1, late: 0 },
  ],
};

const detail = (blockedBy: ImportTaskDetail["blockedBy"]): ImportTaskDetail => ({
  id: 5,
  name: "Reading minutes",
  scene: { id: 2, name: "Reading", shown: true },
  form: { id: 31, name: "Reading log", version: 3 },
  fillerType: 0,
  subjectType: 1,
  state: blockedBy === "closed" ? 2 : 1,
  recurrence: 0,
  period: { start: null, end: null },
  open: blockedBy === null,
  blockedBy,
  imports: {
    total: 2,
    waiting: 0,
    running: 0,
    done: 2,
    failed: 0,
    cancelled: 0,
    refused: 0,
    attention: 0,
    percent: null,
    values: 4,
  },
  values: { total: 7, period: 7 },
});

const columns: ImportFormInfo = {
  taskId: 5,
  form: { id: 31, name: "Reading log", version: 3 },
  studentNoColumn: "Student no.",
  columns: [
    {
      id: 11,
      name: "Minutes read",
      type: 19,
      typeName: "Integer",
      required: true,
      options: [],
      min: 0,
      max: 600,
      maxLength: null,
      hint: "",
    },
  ],
  skipped: [{ id: 12, name: "Photo", type: 6, typeName: "Image" }],
};

const aCheck = {
  id: 9,
  formId: 31,
  fileName: "minutes.xlsx",
  state: "done",
  dryRun: true,
  percent: 100,
  total: 3,
  imported: 2,
  problems: [{ row: 4, name: "Minutes read", msg: "must be 0 to 600" }],
  taskId: 5,
  createdAt: "2026-11-23T02:00:00.000Z",
  values: 0,
  createdBy: 1,
  replacesId: null,
  acknowledgedAt: null,
  legacy: false,
  replacedBy: null,
  updatingId: null,
  syncedFrom: null,
  syncedBy: null,
  syncable: true,
};

const page = (list: unknown[]) => ok({ list, total: list.length, page: 1, size: 10 });
const withForms = () => ok({ ...staffPermissions, codes: [...staffPermissions.codes, "forms.data"] });
const counts = {
  waiting: 0,
  running: 0,
  done: 2,
  failed: 0,
  cancelled: 0,
  refused: 0,
  attention: 0,
  percent: null,
};

const world = (blockedBy: ImportTaskDetail["blockedBy"]) => {
  let synced = false;
  const api = fakeApi({
    "POST /center/permissions/getUserInfo": withForms,
    "GET /v3/statistics/task/completion": () => ok(completion),
    "GET /v3/statistics/task/people": () => ok({ list: [], total: 0, page: 1, size: 20 }),
    "GET /v3/formImport/taskDetail": () => ok(detail(blockedBy)),
    "GET /v3/formImport/formItemInfo": () => ok(columns),
    "GET /v3/formImport/page": () =>
      page(
        synced
          ? [
              { ...aCheck, id: 10, dryRun: false, syncedFrom: 9, syncable: false, values: 2 },
              { ...aCheck, syncedBy: 10, syncable: false },
            ]
          : [aCheck],
      ),
    "GET /v3/formImport/commonPercentCount": () => ok(counts),
    "POST /v3/formImport/syncExcelData": () => {
      synced = true;
      return ok({ id: 10 });
    },
    "GET /v3/task/joinUser/page": () => page([]),
  });
  return api;
};

describe("the top of a task's Imports tab", { timeout: 60_000 }, () => {
  it("shows what an import goes into, how to fill each column, and imports a check's rows without re-uploading", async () => {
    signInAsStaff();
    const api = world(null);
    renderRoute("/admin/tasks/5/stats");
    const header = await screen.findByTestId("import-task-header", {}, { timeout: 25_000 });
    const facts = within(header).getByTestId("import-task-facts");
    expect(within(facts).getByText("Reading log (version 3)")).toBeTruthy();
    expect(within(facts).getByText("Students: each row names one by student no.")).toBeTruthy();
    expect(within(facts).getByText("The whole task")).toBeTruthy();
    expect(within(facts).getByText("7 in all, 7 this period")).toBeTruthy();
    expect(within(facts).getByText("2 imports, still holding 4 values")).toBeTruthy();
    expect(within(header).queryByTestId("import-blocked")).toBeNull();
    expect((within(header).getByTestId("import-template") as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(within(header).getByText("How to fill each column"));
    const cols = await within(header).findByTestId("import-columns");
    expect(within(cols).getByText("Student no.")).toBeTruthy();
    expect(within(cols).getByText("Minutes read")).toBeTruthy();
    expect(within(cols).getByText("0 to 600")).toBeTruthy();
    expect(within(cols).getByText("These items cannot be filled by an import: Photo")).toBeTruthy();

    const imports = screen.getByTestId("task-imports");
    fireEvent.click(await within(imports).findByTestId("import-sync-9"));
    expect(await screen.findByText(/The check passed 2 rows and found problems in 1/)).toBeTruthy();
    fireEvent.click(await screen.findByTestId("sync-ok"));
    expect(await screen.findByText("Import #10 started")).toBeTruthy();
    const sent = api.calls.find((c) => c.url.pathname.endsWith("/formImport/syncExcelData"));
    expect(bodyOf(sent as NonNullable<typeof sent>)).toMatchObject({ id: 9 });
    await waitFor(() => expect(within(imports).getByText("Imported by #10")).toBeTruthy());
    expect(within(imports).getByText("From check #9")).toBeTruthy();
    expect(within(imports).queryByTestId("import-sync-9")).toBeNull();
  });

  it("says why a closed task takes no import and offers no template", async () => {
    signInAsStaff();
    world("closed");
    renderRoute("/admin/tasks/5/stats");
    const header = await screen.findByTestId("import-task-header", {}, { timeout: 25_000 });
    expect(within(header).getByTestId("import-blocked").textContent).toContain(
      "The task is closed: publish it again to import",
    );
    expect((within(header).getByTestId("import-template") as HTMLButtonElement).disabled).toBe(true);
  });
});
