import type { TaskCompletion } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { bodyOf, fakeApi, ok, signInAsStaff, staffPermissions } from "../../people/peopleTestKit.ts";

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
};

describe("task imports and joined tabs", { timeout: 60_000 }, () => {
  it("lists the task's imports and deletes one with its values after confirming; lists who filled", async () => {
    signInAsStaff();
    let deleted = false;
    const api = fakeApi({
      "POST /center/permissions/getUserInfo": () =>
        ok({ ...staffPermissions, codes: [...staffPermissions.codes, "forms.data"] }),
      "GET /v3/statistics/task/completion": () => ok(completion),
      "GET /v3/statistics/task/people": () => ok({ list: [], total: 0, page: 1, size: 20 }),
      "GET /v3/formImport/page": () =>
        ok({ list: deleted ? [] : [anImport], total: deleted ? 0 : 1, page: 1, size: 10 }),
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
    expect(await within(imports).findByText("minutes.xlsx")).toBeTruthy();
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
});
