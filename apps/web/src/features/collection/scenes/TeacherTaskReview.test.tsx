import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bodyOf, demoTree, fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page, scene } from "../../../test/scenesTestKit.ts";

const released = {
  id: 31,
  name: "Lesson log",
  version: 2,
  draftChanged: false,
  itemCount: 1,
  valueCount: 0,
  updatedAt: "2026-11-20T08:00:00.000Z",
};

beforeAll(async () => {
  await import("./SceneDetailPage.tsx");
  await import("../progress/TaskStatsPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

describe("a teacher task that needs review", { timeout: 60_000 }, () => {
  it("keeps review on when the task becomes about the filling teachers", async () => {
    const { calls } = fakeApi({
      "GET /v3/scene/byid": () => ok(scene(5, "Teacher growth", { shown: true })),
      "GET /v3/task/list": () => ok([]),
      "GET /v3/eos/form/admin/page": () => ok(page([released])),
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/teaRole/list": () => ok([]),
      "POST /v3/task/save": () => ok({ id: 23 }),
    });
    renderRoute("/admin/scenes/5");
    fireEvent.click(await screen.findByTestId("task-add"));
    fireEvent.change(await screen.findByTestId("task-name"), { target: { value: "Lesson log" } });
    fireEvent.mouseDown(within(screen.getByTestId("task-form")).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Lesson log"));
    fireEvent.click(screen.getByTestId("task-need-review"));
    fireEvent.click(screen.getByTestId("task-subject-0"));
    expect(screen.getByTestId("task-need-review").getAttribute("aria-checked")).toBe("true");
    fireEvent.click(screen.getByTestId("task-save"));
    await waitFor(() => expect(callsTo(calls, "/v3/task/save")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/task/save")[0])).toMatchObject({
      name: "Lesson log",
      subjectType: 0,
      fillerType: 0,
      needReview: true,
    });
  });
});

describe("the review queue of a teacher task", { timeout: 60_000 }, () => {
  it("lists the teachers' own fills, with their department, and passes one", async () => {
    const { calls } = fakeApi({
      "GET /v3/statistics/task/completion": () =>
        ok({
          taskId: 5,
          taskName: "Lesson log",
          formId: 31,
          needReview: true,
          fillerType: 0,
          subjectType: 0,
          recurrence: 0,
          acceptsLate: false,
          periodStart: null,
          periodEnd: null,
          periods: [{ start: null, end: null }],
          expected: 2,
          filled: 1,
          onTime: 1,
          late: 0,
          classes: [
            { classId: 8, className: "Maths", gradeName: "", expected: 2, filled: 1, onTime: 1, late: 0 },
          ],
        }),
      "GET /v3/statistics/task/people": () =>
        ok(
          page([
            {
              studentId: 41,
              studentName: "Li Ming",
              studentNo: "",
              classId: 8,
              className: "Maths",
              filled: true,
              late: false,
              filledAt: "2026-11-23T02:00:00.000Z",
              filledBy: "Li Ming",
              formValId: 90,
              reviewState: null,
              reviewComment: null,
            },
          ]),
        ),
      "POST /v3/task/review": () => ok({ formValId: 90, reviewState: 1 }),
    });
    renderRoute("/admin/tasks/5/stats");
    const view = await screen.findByTestId("review-view-41", {}, { timeout: 25_000 });
    const row = view.closest("tr") as HTMLElement;
    expect(within(row).getAllByText("Li Ming").length).toBeGreaterThan(0);
    expect(within(row).getByText("Maths")).toBeTruthy();
    fireEvent.click(within(row).getByTestId("review-pass-41"));
    await waitFor(() => expect(callsTo(calls, "/v3/task/review")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/task/review")[0])).toMatchObject({
      taskId: 5,
      formValId: 90,
      pass: true,
    });
  });
});
