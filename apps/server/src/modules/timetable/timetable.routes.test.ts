import { beforeAll, describe, expect, it } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  leader,
  myClass,
  otherClassId,
  parentOf,
  post,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { signIn } from "../../../test/sign-in.ts";

useCollectionApp();

type Teacher = { id: number; name: string; account: string | null };
type Entry = {
  id: number;
  orgId: number;
  className: string;
  day: number;
  period: number;
  teacherId: number | null;
};

const periods = [
  { no: 1, start: "08:00", end: "08:45" },
  { no: 2, start: "08:55", end: "09:40" },
  { no: 3, start: "10:00", end: "10:45" },
];
let teachers: Teacher[];
let t1: Teacher;
let t2: Teacher;
let student: string;
let setId: number;
const myClassId = () => myClass[0].classId;

const entries = async (token = admin, q = "") =>
  (await data(get(token, `/timetable/manage/api/getTimetableSet?id=${setId}${q}`))).entries as Entry[];
const place = (body: Record<string, unknown>, token = admin, headers: Record<string, string> = EN) =>
  post(token, "/timetable/manage/api/placeEntry", { setId, ...body }, headers);

beforeAll(async () => {
  teachers = (await data(get(admin, "/v3/tea/page?size=200"))).list;
  const unique = teachers.filter((x) => teachers.filter((y) => y.name === x.name).length === 1);
  t1 = teachers.find((x) => x.account === "t001") as Teacher;
  t2 = unique.find((x) => x.id !== t1.id) as Teacher;
  student = (await signIn(t, "primary.demo", "s26010101", 1)).token;
  setId = (
    await data(
      post(admin, "/timetable/manage/api/saveTimetableSet", {
        name: "Autumn timetable",
        days: [1, 2, 3, 4, 5],
        periods,
      }),
    )
  ).id;
});

describe("building a timetable set", () => {
  it("refuses a student and a teacher on the administrators' routes, and changes nothing", async () => {
    const asStudent = await post(student, "/timetable/manage/api/saveTimetableSet", {
      name: "mine",
      days: [1],
      periods,
    });
    expect(asStudent.status).toBe(403);
    expect(asStudent.body).toMatchObject({ success: false, errorCode: 403 });
    const asTeacher = await place({ orgId: myClassId(), day: 1, period: 1, subject: "语文" }, leader);
    expect(asTeacher.status).toBe(403);
    expect(await entries()).toEqual([]);
  });

  it("refuses bad periods and days with the envelope", async () => {
    const overlap = await post(
      admin,
      "/timetable/manage/api/saveTimetableSet",
      {
        name: "bad",
        days: [1],
        periods: [
          { no: 1, start: "08:00", end: "09:00" },
          { no: 2, start: "08:30", end: "09:30" },
        ],
      },
      EN,
    );
    expect(overlap.status).toBe(400);
    expect(overlap.body).toMatchObject({
      success: false,
      errorCode: -1,
      errorDesc: "periods 1 and 2 overlap or are out of order",
    });
    const badTime = await post(admin, "/timetable/manage/api/saveTimetableSet", {
      name: "x",
      days: [8],
      periods,
    });
    expect(badTime.status).toBe(400);
    const list = (await data(get(admin, "/timetable/manage/api/getTimetableSetList?size=200"))).list as {
      name: string;
    }[];
    expect(list.map((s) => s.name)).toContain("Autumn timetable");
    expect(list.map((s) => s.name)).not.toContain("bad");
    expect(list.map((s) => s.name)).not.toContain("x");
  });

  it("refuses a clash with its reason and writes nothing: a teacher or a room twice in a period, a cell outside the set", async () => {
    const first = await data(
      place({ orgId: myClassId(), day: 1, period: 1, subject: "语文", teacherId: t1.id, room: "101" }),
    );
    expect(first).toMatchObject({ orgId: myClassId(), day: 1, period: 1, teacherName: t1.name, room: "101" });
    const before = await entries();

    const teacherTwice = await place({
      orgId: otherClassId,
      day: 1,
      period: 1,
      subject: "数学",
      teacherId: t1.id,
    });
    expect(teacherTwice.status).toBe(400);
    expect(teacherTwice.body.errorDesc).toBe(
      `${t1.name} already teaches ${first.className} on Monday, period 1`,
    );
    expect(teacherTwice.body.data).toMatchObject({ clash: "teacherClash", entryId: first.id });

    const roomTwice = await place(
      { orgId: otherClassId, day: 1, period: 1, subject: "数学", teacherId: t2.id, room: "101" },
      admin,
      { "accept-language": "zh-CN" },
    );
    expect(roomTwice.status).toBe(400);
    expect(roomTwice.body.errorDesc).toBe(`101在周一第1节已被${first.className}使用`);

    const saturday = await place({ orgId: otherClassId, day: 6, period: 1, subject: "数学" });
    expect(saturday.body.errorDesc).toBe("Saturday is not a day of this timetable");
    const ninth = await place({ orgId: otherClassId, day: 1, period: 9, subject: "数学" });
    expect(ninth.body.errorDesc).toBe("this timetable has no period 9");
    const malformed = await place({ orgId: otherClassId, day: "Mon", period: 1, subject: "数学" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorCode).toBe(-1);

    expect(await entries()).toEqual(before);
  });

  it("moves a lesson only to a free cell, and a removed day must be emptied first", async () => {
    const other = await data(
      place({ orgId: otherClassId, day: 1, period: 2, subject: "数学", teacherId: t2.id }),
    );
    const [mine] = await entries(admin, `&orgId=${myClassId()}`);
    const onto = await post(
      admin,
      "/timetable/manage/api/moveEntry",
      { id: other.id, day: 1, period: 1 },
      EN,
    );
    expect(onto.status).toBe(200);
    expect(onto.body.data).toMatchObject({ day: 1, period: 1, orgId: otherClassId });
    const intoTaken = await post(
      admin,
      "/timetable/manage/api/moveEntry",
      { id: other.id, day: 1, period: 1, orgId: myClassId() },
      EN,
    );
    expect(intoTaken.status).toBe(400);
    expect(intoTaken.body.data).toMatchObject({ clash: "cellTaken", entryId: mine.id });
    const friday = await data(place({ orgId: otherClassId, day: 5, period: 3, subject: "英语" }));
    const shrink = await post(
      admin,
      "/timetable/manage/api/saveTimetableSet",
      { id: setId, name: "Autumn timetable", days: [1, 2, 3, 4], periods },
      EN,
    );
    expect(shrink.body.errorDesc).toBe("1 lessons sit on days or periods being removed; move them first");
    await data(post(admin, "/timetable/manage/api/removeEntry", { id: friday.id }));
    expect((await entries()).map((e) => e.id).sort()).toEqual([mine.id, other.id].sort());
  });
});

describe("who sees which timetable", () => {
  it("keeps a draft from everyone but administrators, then shows each person their own once published", async () => {
    expect((await get(leader, `/timetable/manage/api/getTimetableSet?id=${setId}`)).status).toBe(404);
    const ids = async () =>
      (
        (await data(get(leader, "/timetable/manage/api/getTimetableSetList?size=200"))).list as {
          id: number;
        }[]
      ).map((s) => s.id);
    expect(await ids()).not.toContain(setId);
    await data(post(admin, "/timetable/manage/api/publishTimetableSet", { id: setId }));
    expect(await ids()).toContain(setId);

    const week = await data(get(leader, `/timetable/manage/api/getTimetableByTeaId?setId=${setId}`));
    expect(week.set.id).toBe(setId);
    expect(week.entries.map((e: Entry) => e.teacherId)).toEqual([t1.id]);
    const someoneElse = await get(
      leader,
      `/timetable/manage/api/getTimetableByTeaId?teaId=${t2.id}&setId=${setId}`,
    );
    expect(someoneElse.status).toBe(403);
    const byAdmin = await data(
      get(admin, `/timetable/manage/api/getTimetableByTeaId?teaId=${t2.id}&setId=${setId}`),
    );
    expect(byAdmin.entries.map((e: Entry) => e.teacherId)).toEqual([t2.id]);
    expect((await get(student, "/timetable/manage/api/getTimetableByTeaId")).status).toBe(403);
  });

  it("shows a parent only the current child's class", async () => {
    const parent = await parentOf(myClass[0].id);
    const own = await data(get(parent, `/timetable/manage/api/getTimetableByOrgId?setId=${setId}`));
    expect(own.entries.length).toBeGreaterThan(0);
    expect(own.entries.every((e: Entry) => e.orgId === myClassId())).toBe(true);
    const other = await get(parent, `/timetable/manage/api/getTimetableByOrgId?orgId=${otherClassId}`);
    expect(other.status).toBe(403);
    const whole = await data(get(parent, `/timetable/manage/api/getTimetableSet?id=${setId}`));
    expect(whole.entries.map((e: Entry) => e.orgId)).toEqual([myClassId()]);
    const day = await data(get(parent, "/timetable/manage/api/myDay?date=2026-11-23"));
    // The seeded timetable (in force too) adds its own lessons of the day.
    expect(day.lessons).toContainEqual(
      expect.objectContaining({
        period: 1,
        start: "08:00",
        end: "08:45",
        subject: "语文",
        teacherName: t1.name,
        room: "101",
      }),
    );
  });

  it("gives a teacher today's lessons (the test clock is a Monday) and none on a Sunday", async () => {
    const today = await data(get(leader, "/timetable/manage/api/myDay"));
    expect(today.date).toBe("2026-11-23");
    expect(today.lessons).toContainEqual(
      expect.objectContaining({ subject: "语文", room: "101", period: 1 }),
    );
    expect(today.lessons.every((l: { className: string }) => l.className !== "")).toBe(true);
    expect((await data(get(leader, "/timetable/manage/api/myDay?date=2026-11-22"))).lessons).toEqual([]);
  });
});
