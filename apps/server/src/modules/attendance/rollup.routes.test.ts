import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { asSystem } from "../../platform/db/tenant-context.ts";
import { ATTENDANCE_ROLLUP_JOB, scheduleRollupsOnStart } from "./rollup.service.ts";

// Monday 25 January 2027, 13:00 at the schools (Asia/Shanghai); Thursday and Friday before are closed days.
let clock = Date.parse("2027-01-25T05:00:00Z");
const now = () => new Date(clock);
const DAY = "2027-01-25";
const FRIDAY = "2027-01-22";
const THURSDAY = "2027-01-21";
// Tuesday 00:30 at the schools: after the nightly run's time (10 minutes past midnight).
const TUESDAY_NIGHT = Date.parse("2027-01-25T16:30:00Z");
const WEDNESDAY_NIGHT = Date.parse("2027-01-26T16:30:00Z");

type Student = { studentId: number };

describe("attendance daily roll-up (closed days for the boards, the nightly job, late corrections)", () => {
  let t: TestApp;
  let admin: string;
  let leader: string;
  let areaAdmin: string;
  let primaryId: number;
  let classId: number;
  let pointId: number;
  let roster: Student[];

  const get = (url: string, token: string) => t.call({ method: "GET", url, headers: bearer(token) });
  const post = (url: string, payload: object, token: string) =>
    t.call({ method: "POST", url, headers: bearer(token), payload });
  const query = async <T>(q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows as T[];

  const mark = async (day: string, status: (i: number) => string, students = roster) => {
    const marks = students.map((s, i) => ({ studentId: s.studentId, status: status(i), reason: "" }));
    const res = await post("/api/signinStu/mark", { classId, pointId, day, marks }, leader);
    expect(res.body.success).toBe(true);
  };

  /** What the boards show of the range: the school's trend, the area's board and its countAll. */
  const boards = async (to = DAY) => {
    const trend = (await get(`/api/v3/visual/ershi/trend?from=${THURSDAY}&to=${to}`, admin)).body;
    const area = (await get("/api/sys/area/visual/board", areaAdmin)).body;
    const count = (
      await get(`/api/vocate/v2/vocateManage/jwinfo/countAll?from=${THURSDAY}&to=${to}`, areaAdmin)
    ).body;
    for (const b of [trend, area, count]) expect(b.success).toBe(true);
    const { updatedAt: _, ...areaData } = area.data;
    return { trend: trend.data, area: areaData, count: count.data };
  };
  const dayOf = (b: Awaited<ReturnType<typeof boards>>, day: string) =>
    b.trend.days.find((d: { day: string }) => d.day === day);
  const areaDayOf = (b: Awaited<ReturnType<typeof boards>>, day: string) =>
    b.area.trend.find((d: { day: string }) => d.day === day);

  // The test reads and starts jobs as background work does (system scope, outside any request).
  const runs = async () =>
    (await asSystem(() => t.app.jobs.list(primaryId, { kind: ATTENDANCE_ROLLUP_JOB, page: 1, size: 50 })))
      .list;
  const drain = () => asSystem(() => t.app.jobs.drain());
  const rolled = () =>
    query<
      Record<string, unknown>
    >(sql`select day::text, point_id, class_id, total, present, late, leave, absent,
      early_leave from attendance_daily where school_id = ${primaryId} order by day, point_id, class_id`);
  const built = async () =>
    (
      await query<{ day: string }>(
        sql`select day::text as day from attendance_daily_built where school_id = ${primaryId} order by day`,
      )
    ).map((r) => r.day);
  const stale = async () =>
    (
      await query<{ day: string }>(
        sql`select day::text as day from attendance_daily_stale where school_id = ${primaryId} order by day`,
      )
    ).map((r) => r.day);

  beforeAll(async () => {
    t = await createTestApp({}, now);
    primaryId = await schoolIdOf(t, "primary.demo");
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    leader = (await signIn(t, "primary.demo", "t001", 0)).token;
    areaAdmin = (await signIn(t, "area.demo", "areaadmin", 0)).token;
    const led = (await get("/api/signinStu/classes", leader)).body.data.find(
      (c: { leader: boolean }) => c.leader,
    );
    classId = led.classId;
    // One morning point for the leader's grade (saving it starts the school's roll-up job).
    const saved = await post(
      "/api/signinStu/point/save",
      {
        name: "晨检",
        kind: "arrival",
        gradeIds: [led.gradeId],
        startTime: "07:30",
        endTime: "08:10",
        lateAfter: 10,
        weekdays: [1, 2, 3, 4, 5],
      },
      admin,
    );
    expect(saved.body.success).toBe(true);
    pointId = saved.body.data.id;
    roster = (await get(`/api/signinStu/roster?classId=${classId}&pointId=${pointId}&day=${DAY}`, leader))
      .body.data.students;
    expect(roster.length).toBeGreaterThan(5);
    await mark(THURSDAY, (i) => (i < 2 ? "late" : "present"));
    await mark(FRIDAY, (i) => ["absent", "leave", "earlyLeave", "late"][i] ?? "present");
    await mark(DAY, (i) => (i === 0 ? "absent" : "present"), roster.slice(0, 4));
  });
  afterAll(() => t?.close());

  it("builds closed days through the job, and the boards read the same figures from them as live", async () => {
    const live = await boards();
    expect(dayOf(live, FRIDAY)).toMatchObject({ total: roster.length, absent: 1, leave: 1, late: 1 });
    expect(await built()).not.toContain(FRIDAY);
    // Saving the point queued a run for now: it builds every closed day since the school's first record.
    expect((await runs()).map((r) => r.state)).toEqual(["queued"]);
    await drain();
    const done = (await runs()).filter((r) => r.state === "done");
    expect(done).toHaveLength(1);
    expect((done[0].result as { days: number; today: string }).today).toBe(DAY);
    // The next run waits for Tuesday 00:10 at the school.
    expect((await runs()).filter((r) => r.state === "queued")).toHaveLength(1);
    // A start of the server schedules every school taking attendance, never a second run beside a waiting one.
    expect(await scheduleRollupsOnStart(t.database.db, t.app.jobs)).toBeGreaterThan(0);
    expect((await runs()).filter((r) => r.state === "queued")).toHaveLength(1);
    const days = await built();
    expect(days).toEqual(expect.arrayContaining([THURSDAY, FRIDAY, "2027-01-23", "2027-01-24"]));
    expect(days).not.toContain(DAY);
    // Today's marks left their day stale (read live); the closed days' marks were rebuilt and their marks removed.
    expect(await stale()).toEqual([DAY]);
    const friday = (await rolled()).filter((r) => r.day === FRIDAY);
    expect(friday).toEqual([
      {
        day: FRIDAY,
        point_id: pointId,
        class_id: classId,
        total: roster.length,
        present: roster.length - 4,
        late: 1,
        leave: 1,
        absent: 1,
        early_leave: 1,
      },
    ]);
    expect(await boards()).toEqual(live);
  });

  it("reads closed days from the roll-up, under the area's and the school's row-level security", async () => {
    const before = await boards();
    await t.database.db.execute(sql`update attendance_daily set absent = absent + 1000, total = total + 1000
      where school_id = ${primaryId} and day = ${FRIDAY}::date`);
    try {
      const shown = await boards();
      expect(dayOf(shown, FRIDAY).absent).toBe(dayOf(before, FRIDAY).absent + 1000);
      expect(areaDayOf(shown, FRIDAY).absent).toBe(areaDayOf(before, FRIDAY).absent + 1000);
      // Today is live: the roll-up has no row of it.
      expect(dayOf(shown, DAY)).toEqual(dayOf(before, DAY));
    } finally {
      await t.database.db.execute(sql`update attendance_daily set absent = absent - 1000, total = total - 1000
        where school_id = ${primaryId} and day = ${FRIDAY}::date`);
    }
    expect(await boards()).toEqual(before);
  });

  it("shows a late correction to a closed day at once (read live), and the next run folds it in", async () => {
    const before = await boards();
    // The leader corrects Friday: the present fifth student was absent after all.
    await mark(FRIDAY, () => "absent", [roster[4]]);
    expect(await stale()).toEqual([FRIDAY, DAY]);
    const after = await boards();
    expect(dayOf(after, FRIDAY)).toMatchObject({
      total: roster.length,
      absent: 2,
      present: dayOf(before, FRIDAY).present - 1,
    });
    expect(areaDayOf(after, FRIDAY).absent).toBe(areaDayOf(before, FRIDAY).absent + 1);
    expect(after.count.sum.absent).toBe(before.count.sum.absent + 1);
    // After the school's midnight the nightly run rebuilds Friday and builds Monday, now closed too.
    clock = TUESDAY_NIGHT;
    await drain();
    expect((await runs()).filter((r) => r.state === "done")).toHaveLength(2);
    expect(await stale()).toEqual([]);
    expect(await built()).toContain(DAY);
    const friday = (await rolled()).filter((r) => r.day === FRIDAY);
    expect(friday).toMatchObject([{ absent: 2, present: roster.length - 5, total: roster.length }]);
    // The same figures as read live before the run (Monday is no longer today, the range is the same).
    const nightly = await boards();
    expect(nightly.trend).toEqual(after.trend);
    expect(nightly.count).toEqual(after.count);
  });

  it("is idempotent: a run with nothing stale changes nothing, rebuilding a day gives the same rows", async () => {
    const rows = await rolled();
    const days = await built();
    const shown = await boards();
    await asSystem(() =>
      t.app.jobs.enqueue({ schoolId: primaryId, kind: ATTENDANCE_ROLLUP_JOB, payload: {} }),
    );
    await drain();
    const done = (await runs()).filter((r) => r.state === "done");
    expect(done).toHaveLength(3);
    expect(done.map((r) => r.result)).toContainEqual({ today: "2027-01-26", days: 0, rows: 0 });
    expect(await rolled()).toEqual(rows);
    expect(await built()).toEqual(days);
    // A mark and its undoing on Thursday leave it stale with the same records: the rebuild gives the same rows.
    await mark(THURSDAY, () => "absent", [roster[3]]);
    await mark(THURSDAY, () => "present", [roster[3]]);
    expect(await stale()).toContain(THURSDAY);
    clock = WEDNESDAY_NIGHT;
    await drain();
    expect(await stale()).toEqual([]);
    const rebuilt = await rolled();
    expect(rebuilt.filter((r) => String(r.day) <= DAY)).toEqual(rows);
    expect((await boards(DAY)).trend).toEqual(shown.trend);
  });
  it("stays right when corrections to a closed day race a run of the job", async () => {
    const enqueue = () =>
      asSystem(() => t.app.jobs.enqueue({ schoolId: primaryId, kind: ATTENDANCE_ROLLUP_JOB, payload: {} }));
    const statuses = ["absent", "late", "leave", "present", "earlyLeave", "absent"];
    await mark(THURSDAY, () => "present", roster.slice(0, 6));
    await enqueue();
    // Six corrections of Thursday, each its own request, sent together with the run.
    const results = await Promise.all([
      drain(),
      ...roster.slice(0, 6).map((s, i) =>
        post(
          "/api/signinStu/mark",
          {
            classId,
            pointId,
            day: THURSDAY,
            marks: [{ studentId: s.studentId, status: statuses[i], reason: "" }],
          },
          leader,
        ),
      ),
    ]);
    for (const r of results.slice(1)) expect((r as { body: { success: boolean } }).body.success).toBe(true);
    // Whatever the order, the roll-up of Thursday (once no mark of it is left) equals its records.
    await enqueue();
    await drain();
    expect(await stale()).toEqual([]);
    const records = await query<Record<string, unknown>>(sql`select day::text, point_id, class_id,
        count(*)::int as total, count(*) filter (where status = 'present')::int as present,
        count(*) filter (where status = 'late')::int as late, count(*) filter (where status = 'leave')::int as leave,
        count(*) filter (where status = 'absent')::int as absent,
        count(*) filter (where status = 'earlyLeave')::int as early_leave
      from attendance_record where school_id = ${primaryId} and day = ${THURSDAY}::date
      group by day, point_id, class_id order by point_id, class_id`);
    expect((await rolled()).filter((r) => r.day === THURSDAY)).toEqual(records);
    expect(records[0]).toMatchObject({ absent: 2, late: 1, leave: 1, early_leave: 1 });
  });
});
