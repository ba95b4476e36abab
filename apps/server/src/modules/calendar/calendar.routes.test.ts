import ical from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, PHONE, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { runInScope, schoolsScope } from "../../platform/db/tenant-context.ts";
import { eventsBetween } from "./index.ts";

// Sessions last seven days: the clock stays within a week of the sign-in. Monday 25 January 2027.
const now = () => new Date("2027-01-25T02:00:00Z");

describe("school calendar (/api/schoolCalendar/*, /api/commoncalendar/queryTime)", () => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let parent: string;
  let otherAdmin: string;
  let sid: number;
  let otherSid: number;
  beforeAll(async () => {
    t = await createTestApp({}, now);
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    teacher = (await signIn(t, "primary.demo", "t001", 0)).token;
    otherAdmin = (await signIn(t, "middle.demo", "admin", 0)).token;
    sid = await schoolIdOf(t, "primary.demo");
    otherSid = await schoolIdOf(t, "middle.demo");
    const students = (await get("/api/v3/stu/page?size=1", teacher)).body.data.list;
    const parents = (await get(`/api/v3/par/ofStudent?studentId=${students[0].id}`)).body.data;
    parent = (await signIn(t, "primary.demo", parents[0].phone, 2, PHONE)).token;
    // The demo's events are seeded around the day the template was built: this test's week starts empty.
    for (const [token, school] of [
      [admin, sid],
      [otherAdmin, otherSid],
    ] as const) {
      const seeded = (
        await get(`/api/schoolCalendar/${school}/queryInfoByTime?start=2027-01-25&end=2027-02-07`, token)
      ).body.data.events;
      for (const e of seeded) await post("/api/schoolCalendar/delete", { id: e.id }, token);
    }
  }, 240_000);
  afterAll(() => t?.close());

  const get = (url: string, token = admin) => t.call({ method: "GET", url, headers: bearer(token) });
  const post = (url: string, payload: object, token = admin) =>
    t.call({ method: "POST", url, headers: bearer(token), payload });
  const week = (token: string) =>
    get(`/api/schoolCalendar/${sid}/queryInfoByTime?start=2027-01-25&end=2027-01-31`, token);

  const exam = {
    title: "期末考试",
    kind: "exam",
    start: "2027-01-26T08:30",
    end: "2027-01-26T11:00",
    allDay: false,
    description: "语文, 数学; 带好文具",
    audience: [0, 1, 2],
  };
  const meeting = {
    title: "教师会议",
    kind: "event",
    start: "2027-01-27",
    end: "2027-01-27",
    allDay: true,
    audience: [0],
  };
  const holiday = { title: "寒假", kind: "holiday", start: "2027-01-30", end: "2027-02-20", allDay: true };
  let examId: number;

  it("lets an administrator add events; a teacher or parent is refused, and bad input changes nothing", async () => {
    expect((await post("/api/schoolCalendar/save", exam, teacher)).status).toBe(403);
    expect((await post("/api/schoolCalendar/save", exam, parent)).status).toBe(403);
    const reversed = await post("/api/schoolCalendar/save", { ...exam, end: "2027-01-25T08:00" });
    expect(reversed.status).toBe(400);
    expect(reversed.body.success).toBe(false);
    const mixed = await post("/api/schoolCalendar/save", { ...exam, allDay: true });
    expect(mixed.status).toBe(400);
    expect((await week(admin)).body.data.events).toEqual([]);
    examId = (await post("/api/schoolCalendar/save", exam)).body.data.id;
    expect((await post("/api/schoolCalendar/save", meeting)).body.success).toBe(true);
    expect((await post("/api/schoolCalendar/save", holiday)).body.success).toBe(true);
  });

  it("answers the week's events shown to each role, with the term weeks", async () => {
    const forTeacher = (await week(teacher)).body.data;
    expect(forTeacher.today).toBe("2027-01-25");
    expect(forTeacher.events.map((e: { title: string }) => e.title)).toEqual([
      "期末考试",
      "教师会议",
      "寒假",
    ]);
    expect(forTeacher.events[0]).toMatchObject({
      start: "2027-01-26T08:30",
      end: "2027-01-26T11:00",
      allDay: false,
    });
    // The first term started on Tuesday 1 September 2026: its week 1 began on Monday 31 August.
    expect(forTeacher.weeks).toEqual([
      expect.objectContaining({
        week: 22,
        start: "2027-01-25",
        end: "2027-01-31",
        termName: "2026-2027学年第一学期",
      }),
    ]);
    const forParent = (await week(parent)).body.data;
    expect(forParent.events.map((e: { title: string }) => e.title)).toEqual(["期末考试", "寒假"]);
    const common = (
      await post("/api/commoncalendar/queryTime", { start: "2027-01-25", end: "2027-01-31" }, parent)
    ).body.data;
    expect(common.events).toEqual(forParent.events);
  });

  it("refuses another school's sid, and another school's administrator cannot touch the events", async () => {
    const other = await get(
      `/api/schoolCalendar/${otherSid}/queryInfoByTime?start=2027-01-25&end=2027-01-31`,
    );
    expect(other.status).toBe(403);
    expect(other.body.success).toBe(false);
    expect((await get(`/api/schoolCalendar/${sid}/export.ics`, otherAdmin)).status).toBe(403);
    expect((await post("/api/schoolCalendar/delete", { id: examId }, otherAdmin)).status).toBe(404);
    expect(
      (await post("/api/schoolCalendar/save", { ...exam, id: examId, title: "x" }, otherAdmin)).status,
    ).toBe(404);
    const theirs = (
      await get(`/api/schoolCalendar/${otherSid}/queryInfoByTime?start=2027-01-25&end=2027-01-31`, otherAdmin)
    ).body.data;
    expect(theirs.events).toEqual([]);
    expect((await week(admin)).body.data.events).toHaveLength(3);
  });

  it("refuses a reversed or too long range", async () => {
    expect(
      (await get(`/api/schoolCalendar/${sid}/queryInfoByTime?start=2027-02-01&end=2027-01-01`)).status,
    ).toBe(400);
    expect(
      (await get(`/api/schoolCalendar/${sid}/queryInfoByTime?start=2025-01-01&end=2027-01-01`)).status,
    ).toBe(400);
    expect(
      (await get(`/api/schoolCalendar/${sid}/queryInfoByTime?start=tomorrow&end=2027-01-01`)).status,
    ).toBe(400);
  });

  it("exports the calendar as iCalendar that a library parses: dates, UTC times, escaped text", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/schoolCalendar/${sid}/export.ics`,
      headers: bearer(parent),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/calendar");
    const parsed = Object.values(ical.sync.parseICS(res.body)).filter(
      (c) => c?.type === "VEVENT",
    ) as ical.VEvent[];
    const byTitle = new Map(parsed.map((e) => [String(e.summary), e]));
    // The parent is shown the exam and the holiday, not the teachers' meeting (beside the demo's own events).
    expect(byTitle.has("寒假") && byTitle.has("期末考试")).toBe(true);
    expect(byTitle.has("教师会议")).toBe(false);
    const examEvent = byTitle.get("期末考试") as ical.VEvent;
    // 08:30 in Asia/Shanghai is 00:30 UTC.
    expect(new Date(examEvent.start as Date).toISOString()).toBe("2027-01-26T00:30:00.000Z");
    expect(new Date(examEvent.end as Date).toISOString()).toBe("2027-01-26T03:00:00.000Z");
    expect(examEvent.description).toBe("语文, 数学; 带好文具");
    const holidayEvent = byTitle.get("寒假") as ical.VEvent;
    expect(holidayEvent.datetype).toBe("date");
    // The end of an all-day event is exclusive: the day after the last.
    expect(res.body).toContain("DTEND;VALUE=DATE:20270221");
  });

  it("publishes eventsBetween for the home: an event overlapping the range, for a role", async () => {
    // As the home's request does: inside the school's tenant scope (row-level security on PostgreSQL).
    const events = await runInScope(schoolsScope([sid], null), () =>
      eventsBetween(t.appDatabase.db, sid, "2027-02-01", "2027-02-07", { userType: 2, isAdmin: false }),
    );
    expect(events).toEqual([
      {
        id: expect.any(Number),
        title: "寒假",
        kind: "holiday",
        start: "2027-01-30",
        end: "2027-02-20",
        allDay: true,
      },
    ]);
  });

  it("lets an administrator delete an event; a teacher may not", async () => {
    expect((await post("/api/schoolCalendar/delete", { id: examId }, teacher)).status).toBe(403);
    expect((await post("/api/schoolCalendar/delete", { id: examId })).body.success).toBe(true);
    expect((await week(admin)).body.data.events).toHaveLength(2);
  });
});
