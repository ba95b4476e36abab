import type { AreaSchoolClasses, CompletionPerson } from "@eos/contracts";
import { SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeApi, ok, refuse, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page, scene, task } from "../../../test/scenesTestKit.ts";
import { demoArea, primarySchool } from "../../../test/schools.ts";
import { testSession } from "../../../test/session.ts";

const slow = { timeout: 25_000 };

const school = (schoolId: number, schoolName: string, copied: boolean, filled: number) => ({
  schoolId,
  schoolName,
  copied,
  taskCount: copied ? 1 : 0,
  expected: copied ? 4 : 0,
  filled,
});

const northClasses: AreaSchoolClasses = {
  schoolId: 40,
  schoolName: "North Middle School",
  tasks: [
    {
      taskId: 71,
      taskName: "Temperature",
      periodStart: null,
      periodEnd: null,
      periods: [{ start: null, end: null }],
      classes: [
        {
          classId: 81,
          className: "Class 7-1",
          gradeName: "Grade 7",
          expected: 2,
          filled: 1,
          onTime: 1,
          late: 0,
        },
        {
          classId: 82,
          className: "Class 7-2",
          gradeName: "Grade 7",
          expected: 2,
          filled: 0,
          onTime: 0,
          late: 0,
        },
      ],
    },
  ],
};

const person = (studentId: number, studentName: string, filled: boolean): CompletionPerson => ({
  studentId,
  studentName,
  studentNo: `S${studentId}`,
  classId: 81,
  className: "Class 7-1",
  late: false,
  filled,
  filledAt: filled ? "2026-11-03T01:00:00.000Z" : null,
  filledBy: filled ? "Ann's mother" : null,
  formValId: filled ? 90 : null,
  reviewState: null,
  reviewComment: null,
});

const api = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    "GET /auth/my/getschool": () => ok(demoArea),
    "GET /v3/scene/byid": () => ok(scene(5, "Morning check", { shelved: true })),
    "GET /v3/task/list": () => ok([task(21, "Temperature", { state: 1 })]),
    "GET /v3/statistics/area/scene/schools": () =>
      ok(page([school(40, "North Middle School", true, 1), school(41, "South Primary", false, 0)])),
    "GET /v3/statistics/area/scene/school": () => ok(northClasses),
    "GET /v3/statistics/area/scene/people": () =>
      ok(page([person(91, "Ann", true), person(92, "Ben", false)])),
    ...extra,
  });

const signInAsArea = () => {
  signInAsStaff();
  testSession.set(SessionKey.schoolId, String(demoArea.id));
  testSession.set(SessionKey.schoolInfo, JSON.stringify(demoArea));
};

/** A scene's page in the real console: collection's page shows insight's panel through the port the console wires. */
const renderScene = () => renderRoute("/admin/scenes/5");

beforeEach(() => signInAsArea());

describe("an area scene's completion across the area's schools", { timeout: 60_000 }, () => {
  it("lists the schools, opens a school's classes and a class's students", async () => {
    const { calls } = api();
    renderScene();
    const table = await screen.findByTestId("area-schools-progress-table", {}, slow);
    const north = (await within(table).findByText("North Middle School")).closest("tr") as HTMLElement;
    expect(within(north).getByText("Yes")).toBeTruthy();
    expect(within(north).getByText("1 / 4")).toBeTruthy();
    const south = within(table).getByText("South Primary").closest("tr") as HTMLElement;
    expect(within(south).getByText("No")).toBeTruthy();
    const schools = callsTo(calls, "/v3/statistics/area/scene/schools")[0]?.url.searchParams;
    expect(schools?.get("sceneId")).toBe("5");

    fireEvent.click(within(north).getByTestId("area-school-open-40"));
    const drawer = await screen.findByTestId("area-school-drawer");
    const row = (await within(drawer).findByText("Class 7-2")).closest("tr") as HTMLElement;
    expect(within(row).getByText("0 / 2")).toBeTruthy();
    const classes = callsTo(calls, "/v3/statistics/area/scene/school")[0]?.url.searchParams;
    expect(classes?.get("sceneId")).toBe("5");
    expect(classes?.get("targetSchoolId")).toBe("40");
    expect(classes?.get("schoolId")).toBe("1");

    fireEvent.click(within(drawer).getByText("Class 7-1"));
    const people = await within(drawer).findByTestId("area-class-people");
    expect(await within(people).findByText("Ann")).toBeTruthy();
    expect(within(people).getByText("Ann's mother")).toBeTruthy();
    const ben = within(people).getByText("Ben").closest("tr") as HTMLElement;
    expect(within(ben).getByText("No")).toBeTruthy();
    const first = callsTo(calls, "/v3/statistics/area/scene/people")[0]?.url.searchParams;
    expect(Object.fromEntries(first ?? [])).toMatchObject({
      sceneId: "5",
      targetSchoolId: "40",
      taskId: "71",
      classId: "81",
      state: "all",
    });

    fireEvent.click(within(people).getByText("Missing"));
    await waitFor(() => expect(callsTo(calls, "/v3/statistics/area/scene/people")).toHaveLength(2));
    expect(callsTo(calls, "/v3/statistics/area/scene/people")[1]?.url.searchParams.get("state")).toBe(
      "missing",
    );
  });

  it("picks an earlier day of a daily task: the classes and a class's students are that day's", async () => {
    const monday = "2026-11-22T16:00:00.000Z";
    const periods = [
      { start: "2026-11-23T16:00:00.000Z", end: "2026-11-24T16:00:00.000Z" },
      { start: monday, end: "2026-11-23T16:00:00.000Z" },
    ];
    const { calls } = api({
      "GET /v3/statistics/area/scene/school": (call) => {
        const period = call.url.searchParams.get("period");
        const shown = periods.find((p) => p.start === period) ?? periods[0];
        const [task] = northClasses.tasks;
        const filled = shown.start === monday ? 2 : 0;
        return ok({
          ...northClasses,
          tasks: [
            {
              ...task,
              periodStart: shown.start,
              periodEnd: shown.end,
              periods,
              classes: task.classes.map((c) => ({ ...c, filled, onTime: filled })),
            },
          ],
        });
      },
    });
    renderScene();
    const table = await screen.findByTestId("area-schools-progress-table", {}, slow);
    fireEvent.click(await within(table).findByTestId("area-school-open-40", {}, slow));
    const drawer = await screen.findByTestId("area-school-drawer");
    const first = (await within(drawer).findByText("Class 7-1")).closest("tr") as HTMLElement;
    expect(within(first).getByText("0 / 2")).toBeTruthy();
    const picker = within(drawer).getByTestId("task-stats-period-select");
    fireEvent.mouseDown(picker.closest(".ant-select") as HTMLElement);
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")];
      expect(found).toHaveLength(2);
      return found;
    });
    fireEvent.click(options[1]);
    await waitFor(() => {
      const row = within(drawer).getByText("Class 7-1").closest("tr") as HTMLElement;
      expect(within(row).getByText("2 / 2")).toBeTruthy();
    });
    const asked = callsTo(calls, "/v3/statistics/area/scene/school").at(-1)?.url.searchParams;
    expect(asked?.get("taskId")).toBe("71");
    expect(asked?.get("period")).toBe(monday);

    fireEvent.click(within(drawer).getByText("Class 7-1"));
    expect(await within(drawer).findByText("Ann", {}, slow)).toBeTruthy();
    const people = callsTo(calls, "/v3/statistics/area/scene/people").at(-1)?.url.searchParams;
    expect(people?.get("period")).toBe(monday);
  });

  it("shows a failed load with a retry that loads the schools", async () => {
    let failures = 2; // the query client retries once
    api({
      "GET /v3/statistics/area/scene/schools": () =>
        failures-- > 0 ? refuse(500, "Server busy") : ok(page([school(40, "North Middle School", true, 1)])),
    });
    renderScene();
    expect(await screen.findByText("Could not load completion by school", {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByTestId("area-schools-retry"));
    const table = await screen.findByTestId("area-schools-progress-table");
    expect(await within(table).findByText("North Middle School")).toBeTruthy();
  });

  it("is not shown on a school's own site", async () => {
    signInAsStaff();
    const { calls } = api({ "GET /auth/my/getschool": () => ok(primarySchool) });
    renderScene();
    expect((await screen.findByTestId("scene-title", {}, slow)).textContent).toBe("Morning check");
    await within(screen.getByTestId("tasks-table")).findByText("Temperature");
    expect(screen.queryByTestId("area-scene-progress")).toBeNull();
    expect(calls.some((c) => c.url.pathname.includes("/statistics/area/"))).toBe(false);
  });
});
