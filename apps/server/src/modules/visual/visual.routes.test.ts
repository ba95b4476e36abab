import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, PHONE, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

// Monday 25 January 2027, 13:00 at the schools (Asia/Shanghai): after the morning and lunch.
let clock = Date.parse("2027-01-25T05:00:00Z");
const now = () => new Date(clock);
const DAY = "2027-01-25";
const FRIDAY = "2027-01-22";

type Row = { id: number | null; name: string; [k: string]: unknown };

describe("visual (countAll, /v3/visual/*, /v3/teaVisualized/board, /sys/area/visual/board, /sys/api/log/v2/list)", () => {
  let t: TestApp;
  let admin: string;
  let leader: string;
  let otherTeacher: string;
  let student: string;
  let middleAdmin: string;
  let singleAdmin: string;
  let areaAdmin: string;
  let primaryId: number;
  let middleId: number;
  let singleId: number;
  let classId: number;
  let gradeId: number;
  let pointId: number;
  let classSize: number;
  let gradeSize: number;

  const get = (url: string, token: string) => t.call({ method: "GET", url, headers: bearer(token) });
  const post = (url: string, payload: object, token: string) =>
    t.call({ method: "POST", url, headers: bearer(token), payload });

  /** Disables a school's seeded points and adds one morning point for one grade (or every grade when none). */
  const onlyPoint = async (token: string, grades?: number[]) => {
    const list = (await get("/api/signinStu/point/list", token)).body.data;
    for (const p of list.points)
      await post("/api/signinStu/point/enable", { id: p.id, enabled: false }, token);
    const saved = await post(
      "/api/signinStu/point/save",
      {
        name: "晨检",
        kind: "arrival",
        gradeIds: grades ?? list.grades.map((g: { id: number }) => g.id),
        startTime: "07:30",
        endTime: "08:10",
        lateAfter: 10,
        weekdays: [1, 2, 3, 4, 5],
      },
      token,
    );
    expect(saved.body.success).toBe(true);
    return saved.body.data.id as number;
  };

  const rosterOf = async (token: string, klass: number, point: number, day = DAY) =>
    (await get(`/api/signinStu/roster?classId=${klass}&pointId=${point}&day=${day}`, token)).body.data
      .students as { studentId: number; name: string }[];

  beforeAll(async () => {
    t = await createTestApp({}, now);
    primaryId = await schoolIdOf(t, "primary.demo");
    middleId = await schoolIdOf(t, "middle.demo");
    singleId = await schoolIdOf(t, "single.demo");
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    leader = (await signIn(t, "primary.demo", "t001", 0)).token;
    otherTeacher = (await signIn(t, "primary.demo", "t002", 0)).token;
    student = (await signIn(t, "primary.demo", "s26010101", 1, PHONE)).token;
    middleAdmin = (await signIn(t, "middle.demo", "admin", 0)).token;
    singleAdmin = (await signIn(t, "single.demo", "admin", 0)).token;
    areaAdmin = (await signIn(t, "area.demo", "areaadmin", 0)).token;
    const led = (await get("/api/signinStu/classes", leader)).body.data.find(
      (c: { leader: boolean }) => c.leader,
    );
    classId = led.classId;
    gradeId = led.gradeId;
    pointId = await onlyPoint(admin, [gradeId]);

    // The leader's class on Monday: one late, one on leave, one absent, one early leave, two unmarked, the rest
    // present; on the Friday before, all present.
    const roster = await rosterOf(leader, classId, pointId);
    classSize = roster.length;
    const statuses = ["late", "leave", "absent", "earlyLeave"];
    const marks = roster.slice(0, classSize - 2).map((s, i) => ({
      studentId: s.studentId,
      status: statuses[i] ?? "present",
      reason: i === 2 ? "未到校" : "",
    }));
    expect(
      (await post("/api/signinStu/mark", { classId, pointId, day: DAY, marks }, leader)).body.success,
    ).toBe(true);
    const friday = roster.map((s) => ({ studentId: s.studentId, status: "present", reason: "" }));
    expect(
      (await post("/api/signinStu/mark", { classId, pointId, day: FRIDAY, marks: friday }, leader)).body
        .success,
    ).toBe(true);
    // Every class of the grade counts towards the grade's students.
    const classes = (await get("/api/signinStu/classes", admin)).body.data as {
      classId: number;
      gradeId: number;
    }[];
    gradeSize = 0;
    for (const c of classes.filter((c) => c.gradeId === gradeId))
      gradeSize += (await rosterOf(admin, c.classId, pointId)).length;

    // Another school of the area: its first class all absent today (never in the primary school's figures).
    const middlePoint = await onlyPoint(middleAdmin);
    const [middleClass] = (await get("/api/signinStu/classes", middleAdmin)).body.data;
    const middleRoster = await rosterOf(middleAdmin, middleClass.classId, middlePoint);
    await post(
      "/api/signinStu/mark",
      {
        classId: middleClass.classId,
        pointId: middlePoint,
        day: DAY,
        marks: middleRoster.map((s) => ({ studentId: s.studentId, status: "absent", reason: "" })),
      },
      middleAdmin,
    );
    // A school outside the area: marked too, never on the area's board.
    const singlePoint = await onlyPoint(singleAdmin);
    const [singleClass] = (await get("/api/signinStu/classes", singleAdmin)).body.data;
    const singleRoster = await rosterOf(singleAdmin, singleClass.classId, singlePoint);
    await post(
      "/api/signinStu/mark",
      {
        classId: singleClass.classId,
        pointId: singlePoint,
        day: DAY,
        marks: singleRoster.map((s) => ({ studentId: s.studentId, status: "present", reason: "" })),
      },
      singleAdmin,
    );

    // Lunch in the primary school's canteen: two places; and one in the middle school's (not counted here).
    for (const [token, events] of [
      [
        admin,
        [
          { eventId: "l1", cardNo: "V-1", at: "2027-01-25T04:00:00Z", amount: 650, place: "一食堂" },
          { eventId: "l2", cardNo: "V-2", at: "2027-01-25T04:01:00Z", amount: 800, place: "一食堂" },
          { eventId: "l3", cardNo: "V-3", at: "2027-01-25T04:02:00Z", amount: 300, place: "小卖部" },
          // Yesterday at the school (Sunday 23:59 local): not today's.
          { eventId: "l4", cardNo: "V-4", at: "2027-01-24T15:59:00Z", amount: 999, place: "一食堂" },
        ],
      ],
      [
        middleAdmin,
        [{ eventId: "m1", cardNo: "V-9", at: "2027-01-25T04:00:00Z", amount: 5000, place: "一食堂" }],
      ],
    ] as const) {
      const device = (await post("/api/onecard/admin/device/add", { name: "till", kind: "canteen" }, token))
        .body.data as { key: string };
      const r = await t.call({
        method: "POST",
        url: "/api/onecard/manage/consume",
        headers: { authorization: `Bearer ${device.key}` },
        payload: { events },
      });
      expect(r.body.success).toBe(true);
    }
  }, 240_000);
  afterAll(() => t?.close());

  const expectRates = (row: Record<string, unknown>) => {
    const marked = classSize - 2;
    expect(row).toMatchObject({
      total: classSize,
      present: classSize - 6,
      late: 1,
      leave: 1,
      absent: 1,
      earlyLeave: 1,
      unmarked: 2,
    });
    // Leave is not absence: those who came are present, late and early leave, of the marked records.
    expect(row.presentRate).toBeCloseTo((classSize - 6 + 2) / marked, 4);
    expect(row.absentRate).toBeCloseTo(1 / marked, 4);
    expect(row.leaveRate).toBeCloseTo(1 / marked, 4);
    expect(row.lateRate).toBeCloseTo(1 / marked, 4);
  };

  it("counts a day by class, grade, point and school, exactly, for the school's administrator", async () => {
    const byClass = await get(`/api/vocate/v2/vocateManage/jwinfo/countAll?by=class&date=${DAY}`, admin);
    expect(byClass.body.data).toMatchObject({ from: DAY, to: DAY, by: "class", scope: "school" });
    expectRates(byClass.body.data.rows.find((r: Row) => r.id === classId));
    // Other classes of the grade: expected at the point, nobody marked them.
    const others = byClass.body.data.rows.filter((r: Row) => r.id !== classId);
    expect(others.reduce((s: number, r: Row) => s + (r.unmarked as number), 0)).toBe(gradeSize - classSize);
    expect(others.every((r: Row) => r.presentRate === null)).toBe(true);

    const byGrade = (await get(`/api/vocate/v2/vocateManage/jwinfo/countAll?by=grade&date=${DAY}`, admin))
      .body.data;
    expect(byGrade.rows).toHaveLength(1);
    expect(byGrade.rows[0]).toMatchObject({ id: gradeId, total: gradeSize, absent: 1, leave: 1 });
    expect(byGrade.rows[0].unmarked).toBe(gradeSize - classSize + 2);
    const byPoint = (await get(`/api/vocate/v2/vocateManage/jwinfo/countAll?by=point&date=${DAY}`, admin))
      .body.data;
    expect(byPoint.rows).toEqual([expect.objectContaining({ id: pointId, name: "晨检", total: gradeSize })]);
    const school = (await get(`/api/vocate/v2/vocateManage/jwinfo/countAll?by=school&date=${DAY}`, admin))
      .body.data;
    expect(school.sum).toMatchObject({ total: gradeSize, present: classSize - 6, late: 1, absent: 1 });
  });

  it("counts a range: both school days, the weekend holds no point", async () => {
    const r = (
      await get(`/api/vocate/v2/vocateManage/jwinfo/countAll?by=class&from=${FRIDAY}&to=${DAY}`, admin)
    ).body.data;
    const mine = r.rows.find((x: Row) => x.id === classId);
    expect(mine).toMatchObject({
      total: 2 * classSize,
      present: classSize + classSize - 6,
      absent: 1,
      unmarked: 2,
    });
    // The future is capped at today; an inverted range is refused with the envelope.
    const bad = await get(`/api/vocate/v2/vocateManage/jwinfo/countAll?from=${DAY}&to=${FRIDAY}`, admin);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false });
  });

  it("shows a teacher only their classes, and refuses students", async () => {
    const mine = (await get(`/api/vocate/v2/vocateManage/jwinfo/countAll?by=class&date=${DAY}`, leader)).body
      .data;
    expect(mine.scope).toBe("classes");
    expect(mine.rows.map((r: Row) => r.id)).toContain(classId);
    const other = (
      await get(`/api/vocate/v2/vocateManage/jwinfo/countAll?by=class&date=${DAY}`, otherTeacher)
    ).body.data;
    expect(other.scope).toBe("classes");
    expect(other.rows.map((r: Row) => r.id)).not.toContain(classId);
    expect((await get("/api/vocate/v2/vocateManage/jwinfo/countAll", student)).status).toBe(403);
  });

  it("answers the school's board: grades, late trend, absences, canteen; never another school's", async () => {
    const r = await get("/api/v3/visual/huashang/board", admin);
    expect(r.status).toBe(200);
    const b = r.body.data;
    expect(b).toMatchObject({ date: DAY, today: DAY, hasPoints: true, updatedAt: now().toISOString() });
    expect(b.grades).toHaveLength(1);
    expect(b.grades[0]).toMatchObject({ id: gradeId, total: gradeSize, late: 1, absent: 1, leave: 1 });
    expect(b.school.presentRate).toBeCloseTo((classSize - 6 + 2) / (classSize - 2), 4);
    expect(b.lateTrend).toHaveLength(10);
    expect(b.lateTrend.at(-1)).toMatchObject({ day: DAY, late: 1, total: classSize - 2 });
    expect(b.lateTrend.at(-2)).toMatchObject({ day: FRIDAY, late: 0, present: classSize });
    expect(b.lateTrend.at(-3).total).toBe(0);
    // Only the one absent without leave, with class and point; the leave is not listed.
    expect(b.absent).toHaveLength(1);
    expect(b.absent[0]).toMatchObject({ pointId, pointName: "晨检", reason: "未到校" });
    expect(b.canteen).toEqual({
      amount: 1750,
      count: 3,
      places: [
        { place: "一食堂", amount: 1450, count: 2 },
        { place: "小卖部", amount: 300, count: 1 },
      ],
    });
  });

  it("refuses the school's board and trend to a teacher without attendance.view, and to students", async () => {
    for (const url of [
      "/api/v3/visual/huashang/board",
      `/api/v3/visual/ershi/trend?from=${FRIDAY}&to=${DAY}`,
    ]) {
      expect((await get(url, leader)).status).toBe(403);
      expect((await get(url, student)).status).toBe(403);
    }
  });

  it("answers range trends by grade", async () => {
    const r = (await get(`/api/v3/visual/ershi/trend?from=${FRIDAY}&to=${DAY}`, admin)).body.data;
    expect(r.days.map((d: { day: string }) => d.day)).toEqual([FRIDAY, "2027-01-23", "2027-01-24", DAY]);
    expect(r.days[0]).toMatchObject({ present: classSize, presentRate: 1, lateRate: 0 });
    expect(r.days[1]).toMatchObject({ total: 0, presentRate: null });
    expect(r.byGrade.map((g: Row) => g.id)).toEqual([gradeId]);
    expect(r.byGrade[0].days[3]).toMatchObject({ late: 1, absent: 1 });
    const one = (await get(`/api/v3/visual/ershi/trend?from=${FRIDAY}&to=${DAY}&gradeId=${gradeId}`, admin))
      .body.data;
    expect(one.gradeId).toBe(gradeId);
    expect(one.days[3]).toMatchObject({ late: 1 });
    expect((await get(`/api/v3/visual/ershi/trend?from=${DAY}&to=${FRIDAY}`, admin)).status).toBe(400);
  });

  it("answers the teacher's board with their classes only, per point marked, the week's rates", async () => {
    const b = (await get("/api/v3/teaVisualized/board", leader)).body.data;
    expect(b).toMatchObject({ date: DAY, weekFrom: DAY });
    const mine = b.classes.find((c: Row) => c.id === classId);
    expectRates(mine);
    expect(mine.points).toEqual([{ id: pointId, name: "晨检", marked: classSize - 2, total: classSize }]);
    expect(mine.week).toMatchObject({ total: classSize, late: 1 });
    expect(b.absent).toHaveLength(1);
    const other = (await get("/api/v3/teaVisualized/board", otherTeacher)).body.data;
    expect(other.classes.map((c: Row) => c.id)).not.toContain(classId);
    expect(other.absent.filter((a: { pointId: number }) => a.pointId === pointId)).toHaveLength(0);
    expect((await get("/api/v3/teaVisualized/board", student)).status).toBe(403);
  });

  it("gives the area's administrator its schools only, and refuses school administrators", async () => {
    const r = await get("/api/sys/area/visual/board", areaAdmin);
    expect(r.status).toBe(200);
    const b = r.body.data;
    expect(b).toMatchObject({ date: DAY, today: DAY });
    const ids = b.schools.map((s: Row) => s.id);
    expect(ids).toEqual(expect.arrayContaining([primaryId, middleId]));
    expect(ids).not.toContain(singleId);
    const primary = b.schools.find((s: Row) => s.id === primaryId);
    expect(primary).toMatchObject({ total: classSize - 2, late: 1, absent: 1, leave: 1 });
    const middle = b.schools.find((s: Row) => s.id === middleId);
    expect(middle.presentRate).toBe(0);
    expect(b.worst[0].id).toBe(middleId);
    expect(b.trend).toHaveLength(10);
    expect(b.trend.at(-2)).toMatchObject({ day: FRIDAY, present: classSize });
    // countAll on the area's site: by school, the same schools.
    const c = (await get(`/api/vocate/v2/vocateManage/jwinfo/countAll?date=${DAY}`, areaAdmin)).body.data;
    expect(c.scope).toBe("area");
    expect(c.rows.map((s: Row) => s.id)).not.toContain(singleId);
    expect(c.rows.find((s: Row) => s.id === primaryId)).toMatchObject({ absent: 1 });
    for (const token of [admin, leader, singleAdmin])
      expect((await get("/api/sys/area/visual/board", token)).status).toBe(403);
  });

  it("lists usage per day for administrators, by role, and refuses teachers", async () => {
    const q = "from=2026-01-01&to=2027-01-25";
    const all = await get(`/api/sys/api/log/v2/list?${q}&size=5`, admin);
    expect(all.status).toBe(200);
    expect(all.body.data.list).toHaveLength(5);
    expect(all.body.data.list[0].day).toBe(DAY);
    const sum = (rows: { signins: number }[]) => rows.reduce((s, r) => s + r.signins, 0);
    const tea = (await get(`/api/sys/api/log/v2/list?${q}&role=tea`, admin)).body.data.days;
    const stu = (await get(`/api/sys/api/log/v2/list?${q}&role=stu`, admin)).body.data.days;
    // This file signed in three teachers and one student at the primary school.
    expect(sum(tea)).toBeGreaterThanOrEqual(3);
    expect(sum(stu)).toBeGreaterThanOrEqual(1);
    expect(sum(all.body.data.days)).toBe(
      sum(tea) + sum(stu) + sum((await get(`/api/sys/api/log/v2/list?${q}&role=p`, admin)).body.data.days),
    );
    expect((await get(`/api/sys/api/log/v2/list?${q}`, leader)).status).toBe(403);
    expect((await get(`/api/sys/api/log/v2/list?${q}`, areaAdmin)).status).toBe(403);
  });

  it("on a day without a point shows the last school day's figures, and the teacher still their classes", async () => {
    const monday = clock;
    clock = Date.parse("2027-01-30T05:00:00Z"); // Saturday
    try {
      const b = (await get("/api/v3/visual/huashang/board", admin)).body.data;
      expect(b).toMatchObject({ date: DAY, today: "2027-01-30" });
      expect(b.school).toMatchObject({ late: 1, absent: 1, leave: 1 });
      expect(b.absent).toHaveLength(1);
      // The area's board too: the schools' Monday figures, saying so.
      const area = (await get("/api/sys/area/visual/board", areaAdmin)).body.data;
      expect(area).toMatchObject({ date: DAY, today: "2027-01-30" });
      expect(area.schools.find((s: Row) => s.id === primaryId)).toMatchObject({ late: 1, absent: 1 });
      // Asked for the Saturday itself: nothing held, nothing counted.
      const asked = (await get("/api/v3/visual/huashang/board?date=2027-01-30", admin)).body.data;
      expect(asked).toMatchObject({ date: "2027-01-30", school: { total: 0 } });
      const tea = (await get("/api/v3/teaVisualized/board", leader)).body.data;
      const mine = tea.classes.find((c: Row) => c.id === classId);
      expect(mine).toMatchObject({ total: 0, points: [] });
      // Monday to Friday held the point; only Monday was marked.
      expect(mine.week).toMatchObject({ total: 5 * classSize, late: 1, unmarked: 4 * classSize + 2 });
    } finally {
      clock = monday;
    }
  });
});
