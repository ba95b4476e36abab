import { beforeAll, describe, expect, it } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  leader,
  myClass,
  otherClassId,
  post,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";

useCollectionApp();

type Teacher = { id: number; name: string; account: string | null };
type Entry = {
  orgId: number;
  day: number;
  period: number;
  subject: string;
  teacherId: number | null;
  room: string;
};

const periods = [
  { no: 1, start: "08:00", end: "08:45" },
  { no: 2, start: "08:55", end: "09:40" },
  { no: 3, start: "10:00", end: "10:45" },
  { no: 4, start: "10:55", end: "11:40" },
  { no: 5, start: "14:00", end: "14:45" },
  { no: 6, start: "14:55", end: "15:40" },
];
let setId: number;
let teachers: Teacher[];
const classA = () => myClass[0].classId;

const plan = () => {
  const [t1, t2, t3, t4] = teachers;
  return {
    setId,
    lines: [
      { orgId: classA(), subject: "Chinese", teacherId: t1.id, hours: 6, main: true },
      { orgId: classA(), subject: "Math", teacherId: t2.id, hours: 6, main: true },
      { orgId: classA(), subject: "PE", teacherId: t3.id, hours: 3, roomKind: "gym" },
      { orgId: otherClassId, subject: "Chinese", teacherId: t1.id, hours: 6, main: true },
      { orgId: otherClassId, subject: "Math", teacherId: t4.id, hours: 6, main: true },
      { orgId: otherClassId, subject: "PE", teacherId: t3.id, hours: 3, roomKind: "gym" },
    ],
    rules: {
      maxSubjectPerDay: 2,
      teacherMaxPerDay: 4,
      morningPeriods: 4,
      rooms: [{ kind: "gym", names: ["Gym"] }],
      unavailable: [
        { teacherId: t1.id, day: 1, period: 1 },
        { teacherId: t1.id, day: 1, period: 2 },
      ],
      fixed: [{ day: 5, period: 6, subject: "Class meeting" }],
    },
  };
};
const lessons = async () =>
  (await data(get(admin, `/timetable/manage/api/getTimetableSet?id=${setId}`))).entries as Entry[];

beforeAll(async () => {
  const all: Teacher[] = (await data(get(admin, "/v3/tea/page?size=200"))).list;
  teachers = all.slice(0, 4);
  setId = (
    await data(
      post(admin, "/timetable/manage/api/saveTimetableSet", {
        name: "Generated",
        days: [1, 2, 3, 4, 5],
        periods,
      }),
    )
  ).id;
});

describe("automatic timetabling of a set", () => {
  it("refuses anyone but a school administrator on the plan and generation routes", async () => {
    expect((await get(leader, `/timetable/manage/api/getPlan?setId=${setId}`)).status).toBe(403);
    expect((await post(leader, "/timetable/manage/api/savePlan", plan())).status).toBe(403);
    expect((await post(leader, "/timetable/manage/api/generate", { setId })).status).toBe(403);
  });

  it("refuses a plan it cannot schedule, with the reason, and keeps nothing of it", async () => {
    const unknownKind = plan();
    unknownKind.rules.rooms = [];
    const r1 = await post(admin, "/timetable/manage/api/savePlan", unknownKind, EN);
    expect(r1.status).toBe(400);
    expect(r1.body.errorDesc).toBe("the room kind 'gym' is not among the rooms");
    const tooFull = plan();
    tooFull.lines[0].hours = 25;
    const r2 = await post(admin, "/timetable/manage/api/savePlan", tooFull, EN);
    expect(r2.status).toBe(400);
    expect(r2.body.errorDesc).toMatch(/has 34 lessons planned a week for 29 free periods$/);
    const outside = plan();
    outside.rules.fixed = [{ day: 6, period: 1, subject: "Assembly" }];
    expect((await post(admin, "/timetable/manage/api/savePlan", outside, EN)).status).toBe(400);
    const kept = await data(get(admin, `/timetable/manage/api/getPlan?setId=${setId}`));
    expect(kept.lines).toEqual([]);
    expect(kept.rules.maxSubjectPerDay).toBe(2);
    const empty = await post(admin, "/timetable/manage/api/generate", { setId }, EN);
    expect(empty.status).toBe(400);
    expect(empty.body.errorDesc).toBe("the teaching plan is empty: fill it in first");
  });

  it("generates the set's lessons from the plan in a job, breaking no hard rule", async () => {
    await data(post(admin, "/timetable/manage/api/savePlan", plan()));
    const saved = await data(get(admin, `/timetable/manage/api/getPlan?setId=${setId}`));
    expect(saved.lines).toHaveLength(6);
    expect(saved.lines[0].teacherName).toBe(teachers[0].name);

    const { jobId } = await data(post(admin, "/timetable/manage/api/generate", { setId }));
    await t.app.jobs.drain();
    const job = await data(get(admin, `/v3/job/get?id=${jobId}`));
    expect(job.state).toBe("done");
    expect(job.result).toMatchObject({ written: true, hard: 0, lessons: 2 * 15 + 2, problems: [] });

    const all = await lessons();
    expect(all).toHaveLength(32);
    const [t1, , t3] = teachers;
    // The teachers' periods off, one place a period, at most 4 periods a day, 2 of a subject a day.
    expect(all.filter((e) => e.teacherId === t1.id && e.day === 1 && e.period <= 2)).toEqual([]);
    const taken = new Set<string>();
    for (const e of all.filter((x) => x.teacherId !== null)) {
      const key = `${e.teacherId}|${e.day}|${e.period}`;
      expect(taken.has(key)).toBe(false);
      taken.add(key);
    }
    for (const teacher of teachers)
      for (const day of [1, 2, 3, 4, 5])
        expect(all.filter((e) => e.teacherId === teacher.id && e.day === day).length).toBeLessThanOrEqual(4);
    for (const e of all)
      expect(
        all.filter((x) => x.orgId === e.orgId && x.subject === e.subject && x.day === e.day).length,
      ).toBeLessThanOrEqual(e.subject === "Class meeting" ? 1 : 2);
    // One gym: the two classes' PE never meet, and each has the gym.
    const pe = all.filter((e) => e.teacherId === t3.id);
    expect(pe).toHaveLength(6);
    expect(pe.every((e) => e.room === "Gym")).toBe(true);
    expect(all.filter((e) => e.subject === "Class meeting").map((e) => [e.day, e.period])).toEqual([
      [5, 6],
      [5, 6],
    ]);
  });

  it("leaves a published set alone", async () => {
    await data(post(admin, "/timetable/manage/api/publishTimetableSet", { id: setId, publish: true }));
    const r = await post(admin, "/timetable/manage/api/generate", { setId }, EN);
    expect(r.status).toBe(400);
    expect(r.body.errorDesc).toBe("the timetable is published: unpublish it before generating");
  });
});
