import { afterEach, describe, expect, it } from "vitest";
import {
  admin,
  area,
  data,
  get,
  myClass,
  parentOf,
  post,
  setClock,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { makeForm, submit } from "../../../test/form-fixtures.ts";

useCollectionApp();

const MONDAY = new Date("2026-11-23T02:00:00Z"); // 10:00 in Asia/Shanghai
const day = (n: number) => new Date(MONDAY.getTime() + n * 86_400_000);
afterEach(() => setClock(MONDAY));

type Period = { start: string | null; end: string | null };
type SchoolTask = {
  taskId: number;
  periodStart: string | null;
  periods: Period[];
  classes: { classId: number; expected: number; filled: number }[];
};

/** The area shares a daily scene; Demo Primary School copies it and publishes its task for the leader's class. */
const sharedDailyTask = async () => {
  const form = await makeForm(t, area, [{ id: "r", name: "Minutes read", type: 1, isNull: 1 }]);
  const { id: sceneId } = await data(post(area, "/v3/saveScene", { name: `Daily ${Math.random()}` }));
  await data(
    post(area, "/v3/task/save", {
      sceneId,
      name: "Daily reading",
      formId: form.formId,
      fillerType: 2,
      recurrence: 1,
    }),
  );
  await data(post(area, "/v3/scene/show", { id: sceneId }));
  await data(post(area, "/v3/scene/shelve", { id: sceneId }));
  const hall = await data(get(admin, "/v3/sceneHall/page?size=100"));
  const entry = hall.list.find((s: { sceneId: number }) => s.sceneId === sceneId);
  const { id: copy } = await data(
    post(admin, "/v3/sceneHall/copy", { fromSchoolId: entry.schoolId, sceneId }),
  );
  await data(post(admin, "/v3/scene/show", { id: copy }));
  const [task] = await data(get(admin, `/v3/task/list?sceneId=${copy}`));
  await data(
    post(admin, "/v3/task/save", { ...task, id: task.id, sceneId: copy, classIds: [myClass[0].classId] }),
  );
  await data(post(admin, "/v3/task/publish", { id: task.id }));
  const byid = await data(get(admin, `/v3/eos/form/admin/byid?id=${task.formId}`));
  return { sceneId, task, itemId: byid.items[0].id as number, schoolId: entry.schoolId as number };
};

describe("the area's drill-down below the school, period by period", () => {
  it("lists a recurring task's periods and shows a chosen day's figures by class and its students", async () => {
    setClock(MONDAY);
    const { sceneId, task, itemId } = await sharedDailyTask();
    for (const student of [myClass[0], myClass[1]]) {
      const r = await submit(t, await parentOf(student.id), {
        formId: task.formId,
        taskId: task.id,
        items: [{ itemId, val: "20" }],
      });
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    }
    setClock(day(1)); // Tuesday: nobody has filled yet

    const schools = await data(get(area, `/v3/statistics/area/scene/schools?sceneId=${sceneId}&size=100`));
    const school = schools.list.find((s: { copied: boolean }) => s.copied);
    const base = `/v3/statistics/area/scene/school?sceneId=${sceneId}&targetSchoolId=${school.schoolId}`;
    const today = (await data(get(area, base))).tasks.find(
      (x: SchoolTask) => x.taskId === task.id,
    ) as SchoolTask;
    expect(today.classes[0]).toMatchObject({ expected: myClass.length, filled: 0 });
    expect(today.periods.length).toBeGreaterThanOrEqual(2);
    expect(today.periods[0].start).toBe(today.periodStart);
    const monday = today.periods[1].start as string;
    // Monday 00:00 in Asia/Shanghai.
    expect(monday).toBe("2026-11-22T16:00:00.000Z");

    const then = (
      await data(get(area, `${base}&taskId=${task.id}&period=${encodeURIComponent(monday)}`))
    ).tasks.find((x: SchoolTask) => x.taskId === task.id) as SchoolTask;
    expect(then).toMatchObject({ periodStart: monday });
    expect(then.classes[0]).toMatchObject({ expected: myClass.length, filled: 2 });

    const people = (period?: string) =>
      data(
        get(
          area,
          `/v3/statistics/area/scene/people?sceneId=${sceneId}&targetSchoolId=${school.schoolId}&taskId=${task.id}&state=filled&size=200${
            period ? `&period=${encodeURIComponent(period)}` : ""
          }`,
        ),
      );
    expect((await people()).total).toBe(0);
    const filled = await people(monday);
    expect(filled.list.map((p: { studentId: number }) => p.studentId).sort()).toEqual(
      [myClass[0].id, myClass[1].id].sort(),
    );

    // A period the task does not have, a period without its task, or a malformed one: refused.
    const bad = await get(
      area,
      `${base}&taskId=${task.id}&period=${encodeURIComponent("2026-11-22T17:00:00.000Z")}`,
    );
    expect(bad.status).toBe(400);
    expect((await get(area, `${base}&period=${encodeURIComponent(monday)}`)).status).toBe(400);
    expect((await get(area, `${base}&taskId=${task.id}&period=monday`)).status).toBe(400);
    expect((await get(area, `${base}&taskId=999999`)).status).toBe(404);
    const peopleBad = await get(
      area,
      `/v3/statistics/area/scene/people?sceneId=${sceneId}&targetSchoolId=${school.schoolId}&taskId=${task.id}&period=${encodeURIComponent("2020-01-01T00:00:00.000Z")}`,
    );
    expect(peopleBad.status).toBe(400);
  });
});
