import type { CompletionPerson, TaskCompletion } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { bodyOf, fakeApi, ok, signInAsStaff, staffPermissions } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";

const slow = { timeout: 25_000 };

const completion: TaskCompletion = {
  taskId: 5,
  taskName: "Lunch survey",
  formId: 31,
  needReview: false,
  fillerType: 2,
  subjectType: 1,
  recurrence: 0,
  acceptsLate: false,
  periodStart: "2026-11-02T00:00:00.000Z",
  periodEnd: "2026-11-08T15:59:00.000Z",
  periods: [{ start: "2026-11-02T00:00:00.000Z", end: "2026-11-08T15:59:00.000Z" }],
  expected: 4,
  filled: 1,
  onTime: 1,
  late: 0,
  classes: [
    { classId: 3, className: "Class 1-1", gradeName: "Grade 1", expected: 2, filled: 1, onTime: 1, late: 0 },
    { classId: 4, className: "Class 1-2", gradeName: "Grade 1", expected: 2, filled: 0, onTime: 0, late: 0 },
  ],
};

/** A daily task on Wednesday: today's figures, and Monday's when asked for. */
const daily = (period: string | null): TaskCompletion => {
  const periods = [
    { start: "2026-11-24T16:00:00.000Z", end: "2026-11-25T16:00:00.000Z" },
    { start: "2026-11-23T16:00:00.000Z", end: "2026-11-24T16:00:00.000Z" },
    { start: "2026-11-22T16:00:00.000Z", end: "2026-11-23T16:00:00.000Z" },
  ];
  const shown = periods.find((p) => p.start === period) ?? periods[0];
  const filled = shown === periods[2] ? 2 : 0;
  return {
    ...completion,
    recurrence: 1,
    periods,
    periodStart: shown.start,
    periodEnd: shown.end,
    filled,
    onTime: filled,
    classes: [{ ...completion.classes[0], filled, onTime: filled, late: 0 }],
  };
};

const person = (studentId: number, studentName: string, filled: boolean): CompletionPerson => ({
  studentId,
  studentName,
  studentNo: `S${studentId}`,
  classId: 3,
  className: "Class 1-1",
  filled,
  late: false,
  filledAt: filled ? "2026-11-03T01:00:00.000Z" : null,
  filledBy: filled ? "Ann's mother" : null,
  formValId: filled ? 90 : null,
  reviewState: null,
  reviewComment: null,
});

describe("task statistics", { timeout: 60_000 }, () => {
  it("shows completion by class and the people, and reminds everyone missing after confirming", async () => {
    signInAsStaff();
    const api = fakeApi({
      "GET /v3/statistics/task/completion": () => ok(completion),
      "GET /v3/statistics/task/people": () =>
        ok({ list: [person(21, "Ann", true), person(22, "Ben", false)], total: 2, page: 1, size: 20 }),
      "POST /v3/statistics/task/remind": () => ok({ notified: 3, messages: 3 }),
    });
    renderRoute("/admin/tasks/5/stats");
    await waitFor(
      () => expect(screen.getByTestId("task-stats-title").textContent).toBe("Lunch survey"),
      slow,
    );
    const classes = screen.getByTestId("task-stats-classes");
    expect(within(classes).getByText("Class 1-2")).toBeTruthy();
    expect(within(classes).getByText("1 / 2")).toBeTruthy();
    const people = screen.getByTestId("task-stats-people");
    expect(await within(people).findByText("Ann")).toBeTruthy();
    expect(within(people).getByText("Ann's mother")).toBeTruthy();
    expect(within(people).getByText("No")).toBeTruthy();
    const query = api.calls.find((c) => c.url.pathname.endsWith("/task/people"))?.url.searchParams;
    expect(query?.get("taskId")).toBe("5");
    expect(query?.get("state")).toBe("all");

    fireEvent.click(screen.getByTestId("task-remind"));
    fireEvent.click(await screen.findByTestId("confirm-ok"));
    expect(await screen.findByText("3 people notified")).toBeTruthy();
    const remind = api.calls.find((c) => c.url.pathname.endsWith("/task/remind"));
    expect(bodyOf(remind as NonNullable<typeof remind>)).toMatchObject({ taskId: 5 });
    expect(bodyOf(remind as NonNullable<typeof remind>).classId).toBeUndefined();
  });

  it("shows a past day of a daily task: its figures, its people and its export, without reminders", async () => {
    signInAsStaff();
    const api = fakeApi({
      "GET /v3/statistics/task/completion": (call) => ok(daily(call.url.searchParams.get("period"))),
      "GET /v3/statistics/task/people": () => ok({ list: [], total: 0, page: 1, size: 20 }),
      "GET /v3/statistics/task/completionExport": () => ({ raw: "PK-figures" }),
    });
    // jsdom has no object URLs nor downloads: record the file instead.
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
    renderRoute("/admin/tasks/5/stats");
    const picker = await screen.findByTestId("task-stats-period-select", {}, slow);
    expect(screen.getByTestId("task-stats-ontime").textContent).toBe("On time: 0 · Late: 0");
    expect((screen.getByTestId("task-remind") as HTMLButtonElement).disabled).toBe(false);
    fireEvent.mouseDown(picker.closest(".ant-select") as HTMLElement);
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")];
      expect(found).toHaveLength(3);
      return found;
    });
    expect(options[0].textContent).toContain("(current)");
    fireEvent.click(options[2]);
    await waitFor(() =>
      expect(screen.getByTestId("task-stats-ontime").textContent).toBe("On time: 2 · Late: 0"),
    );
    expect(screen.getByTestId("task-stats-period").textContent).toContain("Past period");
    const classes = screen.getByTestId("task-stats-classes");
    expect(within(classes).getAllByText("On time").length).toBeGreaterThan(0);
    expect(within(classes).getAllByText("Late").length).toBeGreaterThan(0);
    expect((screen.getByTestId("task-remind") as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) =>
            c.url.pathname.endsWith("/task/people") &&
            c.url.searchParams.get("period") === "2026-11-22T16:00:00.000Z",
        ),
      ).toBe(true),
    );
    fireEvent.click(screen.getByTestId("task-export-figures"));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const exported = api.calls.find((c) => c.url.pathname.endsWith("/task/completionExport"))?.url
      .searchParams;
    expect(exported?.get("period")).toBe("2026-11-22T16:00:00.000Z");
    expect(exported?.get("taskId")).toBe("5");
  });

  it("sends nothing when the reminder is cancelled, and returns a fill with a comment on a reviewed task", async () => {
    signInAsStaff();
    const api = fakeApi({
      "GET /v3/statistics/task/completion": () => ok({ ...completion, needReview: true }),
      "GET /v3/statistics/task/people": () =>
        ok({ list: [person(21, "Ann", true)], total: 1, page: 1, size: 20 }),
      "POST /v3/task/review": () => ok({ formValId: 90, reviewState: 2 }),
    });
    renderRoute("/admin/tasks/5/stats");
    fireEvent.click(await screen.findByTestId("task-remind", {}, slow));
    fireEvent.click(await screen.findByTestId("confirm-cancel"));
    await waitFor(() => expect(screen.queryByTestId("confirm-cancel")).toBeNull());
    expect(api.calls.some((c) => c.url.pathname.endsWith("/task/remind"))).toBe(false);

    expect(screen.getByTestId("review-view-21").getAttribute("href")).toBe(
      "/admin/forms/31/fill?formValId=90&mode=query",
    );
    fireEvent.click(screen.getByTestId("review-return-21"));
    fireEvent.change(await screen.findByTestId("review-comment"), {
      target: { value: "Please add the menu" },
    });
    fireEvent.click(screen.getByTestId("review-return-ok"));
    await waitFor(() => expect(api.calls.some((c) => c.url.pathname.endsWith("/task/review"))).toBe(true));
    const review = api.calls.find((c) => c.url.pathname.endsWith("/task/review"));
    expect(bodyOf(review as NonNullable<typeof review>)).toMatchObject({
      taskId: 5,
      formValId: 90,
      pass: false,
      comment: "Please add the menu",
    });
  });

  it("imports values into the task: the template names the task, the upload carries it, and the percent shows", async () => {
    signInAsStaff();
    let polls = 0;
    const api = fakeApi({
      "POST /center/permissions/getUserInfo": () =>
        ok({ ...staffPermissions, codes: [...staffPermissions.codes, "forms.data"] }),
      "GET /v3/statistics/task/completion": () => ok(completion),
      "GET /v3/statistics/task/people": () => ok({ list: [], total: 0, page: 1, size: 20 }),
      "POST /v3/eos/form/import/upload": () => ok({ id: 8 }),
      "GET /v3/eos/form/import/state": () => {
        polls++;
        const done = polls > 1;
        return ok({
          id: 8,
          formId: 31,
          fileName: "minutes.xlsx",
          state: done ? "done" : "running",
          dryRun: false,
          percent: done ? 100 : 50,
          total: 3,
          imported: 1,
          problems: done
            ? [
                { row: 3, name: "Student no.", msg: 'no student has the student no. "X9"' },
                { row: 4, name: "Minutes", msg: "Minutes: enter 0 to 600" },
              ]
            : [],
          taskId: 5,
          createdAt: "2026-11-20T08:00:00.000Z",
        });
      },
    });
    renderRoute("/admin/tasks/5/stats");
    fireEvent.click(await screen.findByTestId("task-import-values", {}, slow));
    expect((await screen.findByTestId("import-hint", {}, slow)).textContent).toContain("student no.");
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["x"], "minutes.xlsx")] } });
    fireEvent.click(screen.getByTestId("import-run"));
    expect(await screen.findByTestId("import-progress")).toBeTruthy();
    expect(await screen.findByTestId("import-done", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId("import-done").textContent).toContain("Imported 1 rows; 2 rows have problems");
    expect(screen.getByText('no student has the student no. "X9"')).toBeTruthy();
    expect(screen.getByTestId("import-errors")).toBeTruthy();
    const upload = api.calls.find((c) => c.url.pathname.endsWith("/import/upload"));
    const form = upload?.init.body as FormData;
    expect([form.get("formId"), form.get("taskId"), form.get("dryRun")]).toEqual(["31", "5", "false"]);
  });
  it("speaks of fills after the deadline only for a task that has a deadline", async () => {
    signInAsStaff();
    let shown: TaskCompletion = completion;
    fakeApi({
      "GET /v3/statistics/task/completion": () => ok(shown),
      "GET /v3/statistics/task/people": () => ok({ list: [], total: 0, page: 1, size: 20 }),
    });
    const first = renderRoute("/admin/tasks/5/stats");
    await waitFor(() => expect(screen.getByTestId("task-stats-period")).toBeTruthy(), slow);
    expect(screen.getByText(/no fills after a period's deadline/)).toBeTruthy();
    first.unmount();
    shown = { ...completion, periodEnd: null, periods: [{ start: completion.periodStart, end: null }] };
    renderRoute("/admin/tasks/6/stats");
    await waitFor(() => expect(screen.getByTestId("task-stats-period").textContent).toContain("2026"), slow);
    expect(screen.queryByText(/deadline/)).toBeNull();
    // Nobody is late without a deadline: no on-time and late line, and no such columns by class.
    expect(screen.queryByTestId("task-stats-ontime")).toBeNull();
    expect(within(screen.getByTestId("task-stats-classes")).queryByText("Late")).toBeNull();
  });
});
