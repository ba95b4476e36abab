import type { TaskCompletion } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Call } from "../../../test/fetchMock.ts";
import { bodyOf, demoTree, fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page, scene, task } from "../../../test/scenesTestKit.ts";

const teacher = (id: number, name: string) => ({
  id,
  name,
  gender: 1,
  phone: null,
  subject: "Maths",
  isAdmin: false,
  account: `t${id}`,
  createdAt: "2026-09-01T00:00:00.000Z",
});

const parentRow = (id: number, name: string) => ({
  id,
  name,
  phone: "13800000000",
  account: null,
  children: [{ id: 9, name: "Kid", studentNo: "S9", classId: 3, className: "Class 1-1", relation: "mother" }],
  createdAt: "2026-09-01T00:00:00.000Z",
});

const released = {
  id: 31,
  name: "Health check",
  version: 2,
  draftChanged: false,
  itemCount: 3,
  valueCount: 0,
  updatedAt: "2026-11-20T08:00:00.000Z",
};

const api = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    "GET /v3/scene/byid": () => ok(scene(5, "Teacher growth", { shown: true })),
    "GET /v3/task/list": () =>
      ok([
        task(21, "Open lessons", {
          fillers: [
            { kind: "duty", id: 1, name: "" },
            { kind: "user", id: 2, name: "Bob" },
          ],
          reminders: [1440],
        }),
      ]),
    "GET /v3/eos/form/admin/page": () => ok(page([released])),
    "GET /v3/org/tree": () => ok(demoTree()),
    "GET /v3/teaRole/list": () => ok([{ id: 7, name: "Head of year" }]),
    "GET /v3/tea/page": () =>
      ok({ list: [teacher(1, "Ann"), teacher(2, "Bob")], total: 2, page: 1, size: 10 }),
    "GET /v3/par/page": () => ok({ list: [parentRow(5, "Mum")], total: 1, page: 1, size: 10 }),
    ...extra,
  });

const pick = async (testId: string, option: string) => {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole("combobox"));
  fireEvent.click(await screen.findByTitle(option));
};

const tickMember = async (id: number) => {
  const row = await screen.findByTestId(`member-row-${id}`);
  fireEvent.click(within(row).getByRole("checkbox"));
};

beforeAll(async () => {
  await import("./SceneDetailPage.tsx");
  await import("../progress/TaskStatsPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

describe("who fills a task, in the task editor", { timeout: 60_000 }, () => {
  it("chooses class leaders, a teacher role, a department and a named teacher, with a reminder", async () => {
    const { calls } = api({ "POST /v3/task/save": () => ok({ id: 23 }) });
    renderRoute("/admin/scenes/5");
    fireEvent.click(await screen.findByTestId("task-add"));
    fireEvent.change(await screen.findByTestId("task-name"), { target: { value: "Self report" } });
    await pick("task-form", "Health check");
    const fillers = screen.getByTestId("task-fillers");
    fireEvent.click(within(fillers).getByLabelText("Class leaders"));
    await waitFor(() =>
      expect(within(screen.getByTestId("task-filler-roles")).getByRole("combobox")).toBeTruthy(),
    );
    await pick("task-filler-roles", "Head of year");
    await pick("task-filler-units", "Grade 1");
    fireEvent.click(screen.getByTestId("task-filler-pick"));
    await tickMember(1);
    fireEvent.click(screen.getByTestId("member-picker-ok"));
    expect(await within(screen.getByTestId("task-filler-people")).findByText("Ann")).toBeTruthy();
    await pick("task-reminders", "2 h before the deadline");
    fireEvent.click(screen.getByTestId("task-save"));
    await waitFor(() => expect(callsTo(calls, "/v3/task/save")).toHaveLength(1));
    const body = bodyOf(callsTo(calls, "/v3/task/save")[0]);
    expect(body).toMatchObject({ name: "Self report", fillerType: 0, reminders: [120] });
    const rules = (body.fillers as { kind: string; id: number }[]).map((r) => `${r.kind}:${r.id}`).sort();
    expect(rules).toEqual(["duty:1", "org:2", "role:7", "user:1"].sort());
  });

  it("shows a task's rules when editing, and clears them when the filler type changes to parents", async () => {
    const { calls } = api({ "POST /v3/task/save": () => ok({ id: 21 }) });
    renderRoute("/admin/scenes/5");
    const row = (await within(await screen.findByTestId("tasks-table")).findByText("Open lessons")).closest(
      "tr",
    ) as HTMLElement;
    fireEvent.click(within(row).getByText("Edit"));
    const fillers = await screen.findByTestId("task-fillers");
    expect(within(fillers).getByText("Bob")).toBeTruthy();
    expect((within(fillers).getByLabelText("Class leaders") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTitle("24 h before the deadline")).toBeTruthy();
    fireEvent.click(screen.getByTestId("task-filler-2"));
    await waitFor(() => expect(within(screen.getByTestId("task-fillers")).queryByText("Bob")).toBeNull());
    expect(screen.queryByTestId("task-filler-roles")).toBeNull();
    fireEvent.click(screen.getByTestId("task-filler-pick"));
    expect(await screen.findByText("Choose parents")).toBeTruthy();
    await tickMember(5);
    fireEvent.click(screen.getByTestId("member-picker-ok"));
    fireEvent.click(screen.getByTestId("task-save"));
    await waitFor(() => expect(callsTo(calls, "/v3/task/save")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/task/save")[0])).toMatchObject({
      id: 21,
      fillerType: 2,
      fillers: [{ kind: "user", id: 5 }],
    });
  });
});

const teacherCompletion: TaskCompletion = {
  taskId: 8,
  taskName: "Teacher self report",
  formId: 31,
  needReview: false,
  fillerType: 0,
  subjectType: 0,
  recurrence: 0,
  acceptsLate: false,
  periodStart: null,
  periodEnd: "2026-11-25T00:00:00.000Z",
  periods: [{ start: null, end: "2026-11-25T00:00:00.000Z" }],
  expected: 3,
  filled: 1,
  onTime: 1,
  late: 0,
  classes: [
    { classId: 7, className: "Teaching office", gradeName: "", expected: 1, filled: 0, onTime: 0, late: 0 },
    { classId: 0, className: "", gradeName: "", expected: 2, filled: 1, onTime: 1, late: 0 },
  ],
};

describe("the completion of a teacher task", { timeout: 60_000 }, () => {
  it("groups teachers by department and lists them as teachers", async () => {
    const people = (call: Call) =>
      ok({
        list: [
          {
            studentId: 1,
            studentName: "Ann",
            studentNo: "",
            classId: 0,
            className: "",
            filled: true,
            late: false,
            filledAt: "2026-11-23T02:00:00.000Z",
            filledBy: "Ann",
            formValId: 40,
            reviewState: null,
            reviewComment: null,
          },
        ],
        total: call.url.searchParams.get("state") === "missing" ? 0 : 1,
        page: 1,
        size: 20,
      });
    api({
      "GET /v3/statistics/task/completion": () => ok(teacherCompletion),
      "GET /v3/statistics/task/people": people,
    });
    renderRoute("/admin/tasks/8/stats");
    expect(await screen.findByText("Completion by department")).toBeTruthy();
    const groups = screen.getByTestId("task-stats-classes");
    expect(await within(groups).findByText("Teaching office")).toBeTruthy();
    expect(within(groups).getByText("No department")).toBeTruthy();
    const list = screen.getByTestId("task-stats-people");
    expect((await within(list).findAllByText("Teacher")).length).toBeGreaterThan(0);
    expect((await within(list).findAllByText("Ann")).length).toBeGreaterThan(0);
    expect(within(list).queryByText("Number")).toBeNull();
    expect(within(list).getAllByText("No department").length).toBeGreaterThan(0);
  });
});
