import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, PHONE, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { runInScope, schoolsScope } from "../../platform/db/tenant-context.ts";
import { recordCardSignins } from "./index.ts";

// Monday 25 January 2027, 08:20 at the school (Asia/Shanghai); the clock moves for the QR's slots.
const START = Date.parse("2027-01-25T00:20:00Z");
let clock = START;
const now = () => new Date(clock);
const DAY = "2027-01-25";

describe("attendance (/api/signinStu/*, /api/signin/count/*)", () => {
  let t: TestApp;
  let sid: number;
  let admin: string;
  let leader: string;
  let otherTeacher: string;
  let student: { token: string; id: number };
  let secondStudent: { token: string; id: number };
  let classId: number;
  let gradeId: number;
  let pointId: number;
  let roster: { studentId: number; name: string; status: unknown }[];

  const get = (url: string, token: string) => t.call({ method: "GET", url, headers: bearer(token) });
  const post = (url: string, payload: object, token: string) =>
    t.call({ method: "POST", url, headers: bearer(token), payload });

  beforeAll(async () => {
    t = await createTestApp({}, now);
    sid = await schoolIdOf(t, "primary.demo");
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    leader = (await signIn(t, "primary.demo", "t001", 0)).token;
    otherTeacher = (await signIn(t, "primary.demo", "t002", 0)).token;
    const s1 = await signIn(t, "primary.demo", "s26010101", 1, PHONE);
    const s2 = await signIn(t, "primary.demo", "s26010102", 1, PHONE);
    student = { token: s1.token, id: s1.user.id as number };
    secondStudent = { token: s2.token, id: s2.user.id as number };
    const mine = (await get("/api/signinStu/classes", leader)).body.data;
    const led = mine.find((c: { leader: boolean }) => c.leader);
    classId = led.classId;
    gradeId = led.gradeId;
  }, 240_000);
  afterAll(() => t?.close());

  const point = {
    name: "早读签到",
    kind: "arrival",
    startTime: "08:00",
    endTime: "09:00",
    lateAfter: 30,
    weekdays: [1, 2, 3, 4, 5],
  };

  it("lets an administrator define a point; bad input answers the envelope and writes nothing", async () => {
    const before = (await get("/api/signinStu/point/list", admin)).body.data.points.length;
    expect((await post("/api/signinStu/point/save", { ...point, gradeIds: [gradeId] }, leader)).status).toBe(
      403,
    );
    const reversed = await post(
      "/api/signinStu/point/save",
      { ...point, gradeIds: [gradeId], startTime: "09:00", endTime: "08:00" },
      admin,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ success: false, errorCode: -1 });
    expect(reversed.body.errorDesc).toContain("结束时间");
    const unknown = await post("/api/signinStu/point/save", { ...point, gradeIds: [gradeId, 999999] }, admin);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorDesc).toContain("999999");
    expect((await get("/api/signinStu/point/list", admin)).body.data.points).toHaveLength(before);
    const saved = await post("/api/signinStu/point/save", { ...point, gradeIds: [gradeId] }, admin);
    expect(saved.body.success).toBe(true);
    pointId = saved.body.data.id;
    const list = (await get("/api/signinStu/point/list", leader)).body.data.points;
    expect(list).toHaveLength(before + 1);
    expect(list.find((p: { id: number }) => p.id === pointId)).toMatchObject({
      ...point,
      gradeIds: [gradeId],
      enabled: true,
    });
  });

  it("lets the class's teacher mark all present then exceptions in one request, and refuses others", async () => {
    const r = await get(`/api/signinStu/roster?classId=${classId}&pointId=${pointId}`, leader);
    expect(r.body.data).toMatchObject({ day: DAY, today: DAY, classId });
    roster = r.body.data.students;
    expect(roster.length).toBeGreaterThan(5);
    expect(roster.every((s: { status: unknown }) => s.status === null)).toBe(true);
    expect(roster.map((s) => s.studentId)).toContain(student.id);
    const [a, b, c] = roster.filter((s) => s.studentId !== student.id && s.studentId !== secondStudent.id);
    const marks = roster.map((s) => ({
      studentId: s.studentId,
      status:
        s.studentId === a.studentId || s.studentId === b.studentId
          ? "late"
          : s.studentId === c.studentId
            ? "absent"
            : "present",
      reason: s.studentId === c.studentId ? "没有请假" : "",
    }));
    const batch = { classId, pointId, day: DAY, marks };
    // Another class's leader, called directly: refused, nothing written.
    const refused = await post("/api/signinStu/mark", batch, otherTeacher);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, errorCode: 403 });
    expect(
      (await get(`/api/signinStu/roster?classId=${classId}&pointId=${pointId}`, otherTeacher)).status,
    ).toBe(403);
    const future = await post("/api/signinStu/mark", { ...batch, day: "2027-01-26" }, leader);
    expect(future.status).toBe(400);
    expect(future.body.errorDesc).toContain("2027-01-26");
    expect(
      (
        await get(`/api/signinStu/roster?classId=${classId}&pointId=${pointId}`, leader)
      ).body.data.students.every((s: { status: unknown }) => s.status === null),
    ).toBe(true);
    const saved = await post("/api/signinStu/mark", batch, leader);
    expect(saved.body.data).toEqual({ saved: roster.length, changed: roster.length });
    const after = (await get(`/api/signinStu/roster?classId=${classId}&pointId=${pointId}`, leader)).body.data
      .students;
    const statusOf = (id: number) => after.find((s: { studentId: number }) => s.studentId === id);
    expect(statusOf(a.studentId)).toMatchObject({ status: "late", source: "teacher" });
    expect(statusOf(c.studentId)).toMatchObject({ status: "absent", reason: "没有请假" });
    expect(statusOf(student.id)).toMatchObject({ status: "present" });
    // The same marks again change nothing and leave no history.
    expect((await post("/api/signinStu/mark", batch, leader)).body.data.changed).toBe(0);
  });

  it("keeps the replaced mark in a history only the class leader reads", async () => {
    const c = roster.find((s) => s.studentId !== student.id && s.studentId !== secondStudent.id)!;
    const again = await post(
      "/api/signinStu/mark",
      { classId, pointId, day: DAY, marks: [{ studentId: c.studentId, status: "leave", reason: "病假" }] },
      admin,
    );
    expect(again.body.data.changed).toBe(1);
    const q = `/api/signinStu/history?studentId=${c.studentId}&pointId=${pointId}&day=${DAY}`;
    const history = await get(q, leader);
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({ status: "late", source: "teacher", reason: "" });
    expect(history.body.data[0].changedByName).not.toBe("");
    expect(history.body.data[0].markedByName).not.toBe(history.body.data[0].changedByName);
    expect((await get(q, otherTeacher)).status).toBe(403);
  });

  it("checks a student in with the rotating QR: its slot and the one before, once, stale codes refused", async () => {
    expect((await post("/api/signinStu/qr/open", { classId, pointId }, otherTeacher)).status).toBe(403);
    const opened = (await post("/api/signinStu/qr/open", { classId, pointId }, leader)).body.data;
    expect(opened.code).toMatch(/^\d+\.\d+\.[A-Za-z0-9_-]{22}$/);
    // Ten seconds on, the code changes; the one before is still taken.
    clock += 10_000;
    const next = (await get(`/api/signinStu/qr/code?sessionId=${opened.sessionId}`, leader)).body.data;
    expect(next.code).not.toBe(opened.code);
    const first = await post("/api/signinStu/qr/checkin", { c: opened.code }, student.token);
    expect(first.body).toMatchObject({ success: true, data: { status: "present", day: DAY } });
    const twice = await post("/api/signinStu/qr/checkin", { c: next.code }, student.token);
    expect(twice.status).toBe(400);
    expect(twice.body.errorDesc).toContain("已经");
    // Half a minute later the first code is stale, whoever sends it; a forged one is invalid.
    clock += 30_000;
    const stale = await post("/api/signinStu/qr/checkin", { c: opened.code }, secondStudent.token);
    expect(stale.status).toBe(400);
    expect(stale.body.errorDesc).toContain("过期");
    const forged = `${opened.code.slice(0, -1)}${opened.code.endsWith("A") ? "B" : "A"}`;
    expect(
      (await post("/api/signinStu/qr/checkin", { c: forged }, secondStudent.token)).body.errorDesc,
    ).toContain("无效");
    expect((await post("/api/signinStu/qr/checkin", { c: opened.code }, leader)).status).toBe(403);
    const current = (await get(`/api/signinStu/qr/code?sessionId=${opened.sessionId}`, leader)).body.data;
    expect(current.checkedIn).toBe(1);
    const second = await post("/api/signinStu/qr/checkin", { c: current.code }, secondStudent.token);
    expect(second.body.data.status).toBe("present");
    const after = (await get(`/api/signinStu/roster?classId=${classId}&pointId=${pointId}`, leader)).body.data
      .students;
    expect(after.find((s: { studentId: number }) => s.studentId === student.id)).toMatchObject({
      status: "present",
      source: "qr",
    });
  });

  it("places card sign-ins in their point and day, keeping teachers' marks", async () => {
    const teacherMarked = roster.find((s) => s.studentId !== student.id && s.studentId !== secondStudent.id)!;
    // Tuesday has no marks yet; Monday has the teacher's.
    const at = (iso: string) => new Date(iso);
    const results = await runInScope(schoolsScope([sid], null), () =>
      t.appDatabase.db.transaction((tx) =>
        recordCardSignins(tx, [
          // Tuesday 08:45 local, out of order: after the 08:20 event below, which is the one kept. (The demo's
          // own points, 07:30–08:10 and 13:30–14:00, cover none of these times.)
          {
            schoolId: sid,
            studentId: student.id,
            at: at("2027-01-26T00:45:00Z"),
            deviceId: 1,
            eventId: "e2",
          },
          {
            schoolId: sid,
            studentId: student.id,
            at: at("2027-01-26T00:20:00Z"),
            deviceId: 1,
            eventId: "e1",
          },
          {
            schoolId: sid,
            studentId: secondStudent.id,
            at: at("2027-01-26T00:45:00Z"),
            deviceId: 1,
            eventId: "e3",
          },
          // Monday 08:30, already marked by the teacher.
          {
            schoolId: sid,
            studentId: teacherMarked.studentId,
            at: at("2027-01-25T00:30:00Z"),
            deviceId: 1,
            eventId: "e4",
          },
          // Tuesday 10:00 local: no point then.
          {
            schoolId: sid,
            studentId: student.id,
            at: at("2027-01-26T02:00:00Z"),
            deviceId: 1,
            eventId: "e5",
          },
        ]),
      ),
    );
    expect(results).toEqual([
      { eventId: "e2", result: "ignored", reason: "alreadyRecorded" },
      { eventId: "e1", result: "recorded" },
      { eventId: "e3", result: "recorded" },
      { eventId: "e4", result: "ignored", reason: "teacherMarked" },
      { eventId: "e5", result: "ignored", reason: "noPoint" },
    ]);
    clock = Date.parse("2027-01-26T03:00:00Z");
    const tuesday = (await get(`/api/signinStu/roster?classId=${classId}&pointId=${pointId}`, leader)).body
      .data;
    const row = (id: number) => tuesday.students.find((s: { studentId: number }) => s.studentId === id);
    expect(row(student.id)).toMatchObject({ status: "present", source: "card" });
    expect(row(secondStudent.id)).toMatchObject({ status: "late", source: "card" });
    clock = START + 60_000;
  });

  it("counts a day by class, grade and school, classifies a range and lists the absent", async () => {
    const byClass = (await get(`/api/signin/count/day?date=${DAY}&pointId=${pointId}&by=class`, admin)).body
      .data;
    const mine = byClass.rows.find((r: { orgId: number }) => r.orgId === classId);
    // Two late and one absent, then one of the late given leave; the QR check-ins kept two present.
    expect(mine).toMatchObject({ total: roster.length, late: 1, leave: 1, absent: 1, unmarked: 0 });
    expect(mine.present).toBe(roster.length - 3);
    // Other classes of the grade have no marks at this point yet.
    for (const r of byClass.rows.filter((x: { orgId: number }) => x.orgId !== classId))
      expect(r.unmarked).toBe(r.total);
    const school = (await get(`/api/signin/count/day?date=${DAY}&pointId=${pointId}&by=school`, admin)).body
      .data.rows;
    expect(school).toHaveLength(1);
    expect(school[0].total).toBe(byClass.rows.reduce((n: number, r: { total: number }) => n + r.total, 0));
    const grade = (await get(`/api/signin/count/day?date=${DAY}&pointId=${pointId}&by=grade`, admin)).body
      .data.rows;
    expect(grade).toEqual([expect.objectContaining({ orgId: gradeId, late: 1, leave: 1, absent: 1 })]);
    // The other class's leader sees their own class only.
    const theirs = (await get(`/api/signin/count/day?date=${DAY}&pointId=${pointId}`, otherTeacher)).body.data
      .rows;
    expect(theirs.map((r: { orgId: number }) => r.orgId)).not.toContain(classId);

    // Monday's marks plus Tuesday's two card sign-ins, for the class.
    const classified = (
      await get(`/api/signinStu/classify?from=${DAY}&to=2027-01-26&orgId=${classId}`, leader)
    ).body.data;
    const count = (s: string) => classified.categories.find((c: { status: string }) => c.status === s).count;
    expect(count("late")).toBe(2);
    expect(count("leave")).toBe(1);
    expect(count("absent")).toBe(1);
    expect(count("present")).toBe(roster.length - 3 + 1);
    expect(classified.total).toBe(roster.length + 2);
    expect((await get(`/api/signinStu/classify?from=2027-01-26&to=${DAY}`, leader)).status).toBe(400);

    // The one absent without leave, with the reason the teacher gave.
    const c = roster.filter((x) => x.studentId !== student.id && x.studentId !== secondStudent.id)[2];
    const absent = (await get(`/api/signin/count/absent?date=${DAY}&pointId=${pointId}`, leader)).body.data;
    expect(absent.list).toEqual([
      expect.objectContaining({ studentId: c.studentId, name: c.name, reason: "没有请假", pointId }),
    ]);
    expect((await get(`/api/signin/count/absent?date=${DAY}`, otherTeacher)).body.data.list).toEqual([]);
  });

  it("lets a disabled point take no more marks, its records kept", async () => {
    expect(
      (await post("/api/signinStu/point/enable", { id: pointId, enabled: false }, admin)).body.success,
    ).toBe(true);
    const refused = await post(
      "/api/signinStu/mark",
      { classId, pointId, day: DAY, marks: [{ studentId: student.id, status: "late" }] },
      leader,
    );
    expect(refused.status).toBe(400);
    const counts = (await get(`/api/signin/count/day?date=${DAY}&pointId=${pointId}`, admin)).body.data.rows;
    expect(counts.find((r: { orgId: number }) => r.orgId === classId).unmarked).toBe(0);
  });
});
