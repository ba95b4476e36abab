import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, PHONE, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { asSystem } from "../../platform/db/tenant-context.ts";
import { expiredThrough, HEALTH_RETENTION_JOB } from "./index.ts";

// Monday 25 January 2027, 08:20 at the school (Asia/Shanghai).
const now = () => new Date("2027-01-25T00:20:00Z");
const DAY = "2027-01-25";

type RosterRow = { studentId: number; name: string; consent: boolean; recorded: boolean; record: unknown };
type Result = { studentId: number; status: string; reason: string | null; alert: boolean };

describe("health checks (/api/temperature/api/*)", () => {
  let t: TestApp;
  let sid: number;
  let admin: string;
  let leader: string;
  let other: { token: string; id: number };
  let student: string;
  let parent: string;
  let classId: number;
  let roster: RosterRow[];
  let withConsent: RosterRow[];
  let without: RosterRow[];

  const get = (url: string, token: string) => t.call({ method: "GET", url, headers: bearer(token) });
  const post = (url: string, payload: object, token: string) =>
    t.call({ method: "POST", url, headers: bearer(token), payload });
  const save = (records: object[], token = leader, day?: string) =>
    post("/api/temperature/api/record/save", { classId, day, records }, token);
  const reading = (studentId: number, temperature = 36.6, symptoms: string[] = []) => ({
    studentId,
    temperature,
    symptoms,
  });

  beforeAll(async () => {
    t = await createTestApp({}, now);
    sid = await schoolIdOf(t, "primary.demo");
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    leader = (await signIn(t, "primary.demo", "t001", 0)).token;
    const o = await signIn(t, "primary.demo", "t002", 0);
    other = { token: o.token, id: o.user.id as number };
    student = (await signIn(t, "primary.demo", "s26010101", 1, PHONE)).token;
    parent = (await signIn(t, "primary.demo", "13900200011", 2, PHONE)).token;
    const info = (await get("/api/temperature/api/user/getBaseInfo", leader)).body.data;
    classId = info.classes.find((c: { leader: boolean }) => c.leader).classId;
    roster = (await get(`/api/temperature/api/record/roster?classId=${classId}`, leader)).body.data.students;
    withConsent = roster.filter((s) => s.consent);
    without = roster.filter((s) => !s.consent);
  }, 240_000);
  afterAll(() => t?.close());

  it("answers the temperature app's base info: today, thresholds, the leader's classes", async () => {
    const res = await get("/api/temperature/api/user/getBaseInfo", leader);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      today: DAY,
      school: { id: sid },
      setting: { feverAt: 37.3, retentionDays: null },
      mayRecord: true,
      mayView: false,
      children: [],
    });
    const adminInfo = (await get("/api/temperature/api/user/getBaseInfo", admin)).body.data;
    expect(adminInfo.mayView).toBe(true);
    expect(adminInfo.classes.length).toBeGreaterThan(1);
    expect((await get("/api/temperature/api/user/getBaseInfo", student)).status).toBe(403);
    // The seed's demo: a role 校医 (school nurse) held by a teacher.
    const roles = (await get("/api/v3/teaRole/list", admin)).body.data as {
      name: string;
      codes: string[];
      teachers: unknown[];
    }[];
    const nurse = roles.find((r) => r.name === "校医");
    expect(nurse?.codes).toEqual(["health.record", "health.view"]);
    expect(nurse?.teachers).toHaveLength(1);
  });

  it("stores a class's checks per student: without the guardian's health consent refused with the ledger's reason", async () => {
    expect(withConsent.length).toBeGreaterThan(2);
    expect(without.length).toBeGreaterThan(0);
    const records = [...withConsent.slice(0, 3), without[0]].map((s) => reading(s.studentId));
    const res = await save(records);
    expect(res.status).toBe(200);
    const data = res.body.data as { stored: number; refused: number; results: Result[] };
    expect(data).toMatchObject({ stored: 3, refused: 1, alerts: 0 });
    const refused = data.results.find((r) => r.studentId === without[0].studentId);
    expect(refused).toMatchObject({ status: "refused", alert: false });
    expect(refused?.reason).toContain("监护人未同意");
    expect(data.results.filter((r) => r.status === "stored")).toHaveLength(3);
    const list = (await get(`/api/temperature/api/record/list?classId=${classId}&day=${DAY}`, leader)).body
      .data;
    expect(list.total).toBe(3);
    expect(list.list.map((r: { studentId: number }) => r.studentId)).not.toContain(without[0].studentId);
    // In English, the ledger's English words.
    const en = await t.call({
      method: "POST",
      url: "/api/temperature/api/record/save",
      headers: bearer(leader, { "accept-language": "en-US" }),
      payload: { classId, records: [reading(without[0].studentId)] },
    });
    expect(en.body.data.results[0].reason).toContain("guardian has not consented");
  });

  it("refuses bad input, other classes and future days with the envelope, and stores nothing", async () => {
    const s = withConsent[3].studentId;
    for (const bad of [
      { classId, records: [reading(s, 33.9)] },
      { classId, records: [reading(s, 43.1)] },
      { classId, records: [reading(s, 36.55)] },
      { classId, records: [{ ...reading(s), symptoms: ["sneezing"] }] },
      { classId, records: [{ ...reading(s), note: "x".repeat(201) }] },
      { classId, records: [] },
    ]) {
      const res = await post("/api/temperature/api/record/save", bad, leader);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await save([reading(s), reading(s)])).status).toBe(400);
    expect((await save([reading(s)], leader, "2027-01-26")).status).toBe(400);
    // A teacher of another class, and a student: 403.
    expect((await save([reading(s)], other.token)).status).toBe(403);
    expect((await save([reading(s)], student)).status).toBe(403);
    const roster2 = (await get(`/api/temperature/api/record/roster?classId=${classId}`, leader)).body.data;
    expect(roster2.students.find((r: RosterRow) => r.studentId === s).recorded).toBe(false);
  });

  it("keeps health data to the class leader, health.view and administrators: others 403", async () => {
    const s = withConsent[0].studentId;
    const urls = [
      `/api/temperature/api/record/list?classId=${classId}&day=${DAY}`,
      `/api/temperature/api/record/list?studentId=${s}&from=2027-01-01&to=${DAY}`,
      "/api/temperature/api/alert/list",
      "/api/temperature/api/record/board",
      `/api/temperature/api/record/export?classId=${classId}&day=${DAY}`,
    ];
    for (const url of urls) expect((await get(url, student)).status, url).toBe(403);
    // A teacher leading another class: this class's records 403; alerts and board only of their own class.
    for (const url of [urls[0], urls[1], urls[4]])
      expect((await get(url, other.token)).status, url).toBe(403);
    const board = (await get(urls[3], other.token)).body.data.classes as { classId: number }[];
    expect(board.length).toBeGreaterThan(0);
    expect(board.map((c) => c.classId)).not.toContain(classId);
    expect((await get(`${urls[2]}?classId=${classId}`, other.token)).status).toBe(403);
    // The leader sees their class but does not export (health.view); a parent sees only their own child.
    expect((await get(urls[0], leader)).status).toBe(200);
    expect((await get(urls[4], leader)).status).toBe(403);
    expect((await get(urls[1], parent)).status).toBe(403);
    expect((await get(urls[0], parent)).status).toBe(400);
    expect((await post("/api/temperature/api/alert/handle", { id: 1, note: "x" }, student)).status).toBe(403);
    expect(
      (
        await post(
          "/api/temperature/api/setting",
          { feverAt: 37.5, alertSymptoms: [], retentionDays: null },
          leader,
        )
      ).status,
    ).toBe(403);
    // The roster shows another recorder whether a student was checked, not the reading.
    const r = (await get(`/api/temperature/api/record/roster?classId=${classId}`, admin)).body.data.students;
    expect(r.find((x: RosterRow) => x.studentId === s).record).toMatchObject({ temperature: 36.6 });
  });

  it("raises an alert over the threshold and notifies the class leader and health.view holders; a nurse handles it", async () => {
    // The seeded nurse role, given to t002 (a teacher of another class).
    const roles = (await get("/api/v3/teaRole/list", admin)).body.data as { id: number; name: string }[];
    const nurseRole = roles.find((x) => x.name === "校医");
    expect(
      (await post("/api/v3/teaRole/assign", { teacherId: other.id, roleIds: [nurseRole?.id] }, admin)).body
        .success,
    ).toBe(true);
    const fever = withConsent[1];
    const cough = withConsent[2];
    const res = await save([reading(fever.studentId, 38.4), reading(cough.studentId, 36.8, ["rash"])]);
    expect(res.body.data).toMatchObject({ stored: 2, alerts: 2 });
    expect(res.body.data.results.every((r: Result) => r.alert)).toBe(true);
    const alerts = (await get(`/api/temperature/api/alert/list?day=${DAY}`, leader)).body.data;
    expect(alerts.total).toBe(2);
    const alert = alerts.list.find((a: { studentId: number }) => a.studentId === fever.studentId);
    expect(alert).toMatchObject({ temperature: 38.4, handled: false, recheck: null });
    const boardOf = async () =>
      (await get(`/api/temperature/api/record/board?day=${DAY}`, admin)).body.data.classes.find(
        (c: { classId: number }) => c.classId === classId,
      );
    expect(await boardOf()).toMatchObject({ checked: 3, fever: 1, symptoms: 1 });
    // A re-check back under the threshold is noted on the open alert, which keeps the reading that raised it;
    // the board counts each student's latest check.
    expect((await save([reading(fever.studentId, 36.6)])).body.data).toMatchObject({ stored: 1, alerts: 0 });
    const rechecked = (await get(`/api/temperature/api/alert/list?day=${DAY}`, leader)).body.data.list.find(
      (a: { id: number }) => a.id === alert.id,
    );
    expect(rechecked).toMatchObject({
      temperature: 38.4,
      handled: false,
      recheck: { temperature: 36.6, symptoms: [], normal: true },
    });
    for (const token of [leader, other.token]) {
      const notices = (await get("/api/v3/notice/page?size=50", token)).body.data.list as { title: string }[];
      expect(notices.some((n) => n.title.includes(fever.name))).toBe(true);
    }
    // The nurse (health.view) sees and records any class, and handles the alert once.
    expect(
      (await get(`/api/temperature/api/record/list?classId=${classId}&day=${DAY}`, other.token)).status,
    ).toBe(200);
    expect(
      (await post("/api/temperature/api/alert/handle", { id: alert.id, note: "" }, other.token)).status,
    ).toBe(400);
    const handled = await post(
      "/api/temperature/api/alert/handle",
      { id: alert.id, note: "家长已接回" },
      other.token,
    );
    expect(handled.body.success).toBe(true);
    expect(
      (await post("/api/temperature/api/alert/handle", { id: alert.id, note: "again" }, leader)).status,
    ).toBe(400);
    const after = (await get(`/api/temperature/api/alert/list?state=handled&day=${DAY}`, admin)).body.data;
    expect(after.list[0]).toMatchObject({ id: alert.id, handled: true, handledNote: "家长已接回" });
    const board = (await get(`/api/temperature/api/record/board?day=${DAY}`, admin)).body.data;
    expect(board.classes.find((c: { classId: number }) => c.classId === classId)).toMatchObject({
      checked: 3,
      fever: 0,
      symptoms: 1,
    });
    const unhandled = (await get("/api/temperature/api/alert/list?state=unhandled", admin)).body.data.total;
    expect(board.unhandledAlerts).toBe(unhandled);
    expect(unhandled).toBeGreaterThan(0);
  });

  it("replaces a second check the same day, keeping history; concurrent saves leave one record and one alert", async () => {
    const s = withConsent[4];
    const all = await Promise.all([38.0, 38.1, 38.2, 38.3].map((temp) => save([reading(s.studentId, temp)])));
    for (const r of all) expect(r.status).toBe(200);
    const list = (await get(`/api/temperature/api/record/list?studentId=${s.studentId}&day=${DAY}`, leader))
      .body.data;
    expect(list.total).toBe(1);
    const [{ n }] = (
      await t.database.db.execute(
        sql`select count(*)::int as n from health_record_history where school_id = ${sid} and student_id = ${s.studentId}`,
      )
    ).rows as { n: number }[];
    expect(n).toBe(3);
    const alerts = (await get(`/api/temperature/api/alert/list?day=${DAY}&size=100`, leader)).body.data.list;
    const mine = alerts.filter((a: { studentId: number }) => a.studentId === s.studentId);
    expect(mine).toHaveLength(1);
    // The alert keeps the reading that raised it; the latest check shows as its re-check.
    expect(mine[0].recheck?.temperature ?? mine[0].temperature).toBe(list.list[0].temperature);
    expect(mine[0].recheck === null || mine[0].recheck.normal === false).toBe(true);
  });

  it("exports for health.view only, and audits every export", async () => {
    const before = (await get("/api/v3/audit/page?action=health.export", admin)).body.data.total;
    const res = await get(`/api/temperature/api/record/export?classId=${classId}&day=${DAY}`, admin);
    expect(res.status).toBe(200);
    expect(res.res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.res.rawPayload.subarray(0, 2).toString()).toBe("PK");
    await get(`/api/temperature/api/record/export?day=${DAY}`, other.token);
    const audit = (await get("/api/v3/audit/page?action=health.export", admin)).body.data;
    expect(audit.total).toBe(before + 2);
    expect(audit.list[0]).toMatchObject({ action: "health.export", actorId: other.id });
    // In the background, without a limit: audited when asked, the file the nurse's own on the Downloads page.
    const started = await get(
      `/api/temperature/api/record/export?from=2025-01-01&to=${DAY}&async=1`,
      other.token,
    );
    expect(started.body.data.jobId).toEqual(expect.any(Number));
    expect((await get("/api/v3/audit/page?action=health.export", admin)).body.data.total).toBe(before + 3);
    await t.app.jobs.drain();
    const mine = (await get("/api/v3/stu/searchFileDownLoadList?size=50", other.token)).body.data.list as {
      id: number;
      state: string;
      url: string | null;
    }[];
    const made = mine.find((x) => x.id === started.body.data.jobId);
    expect(made?.state).toBe("done");
    const file = await t.call({ method: "GET", url: made?.url as string });
    expect(file.res.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.res.rawPayload as unknown as ArrayBuffer);
    const direct = (
      await get(`/api/temperature/api/record/list?from=2025-01-01&to=${DAY}&size=1`, other.token)
    ).body.data.total;
    expect(wb.worksheets[0].rowCount).toBe(direct + 1);
    // A teacher without health.view starts nothing.
    expect((await get(`/api/temperature/api/record/export?day=${DAY}&async=1`, leader)).status).toBe(403);
  });

  it("lets a parent see their own child's checks (with consent) in the base info and list", async () => {
    const info = (await get("/api/temperature/api/user/getBaseInfo", parent)).body.data;
    const child = info.children[0];
    await post("/api/v3/consent/give", { studentId: child.studentId, kind: "health" }, parent);
    const adminInfo = (await get("/api/temperature/api/user/getBaseInfo", admin)).body.data;
    const childClass = (
      await get(`/api/temperature/api/record/list?studentId=${child.studentId}&day=${DAY}`, admin)
    ).body.data;
    expect(childClass.total).toBe(0);
    // The administrator records the child's class (found through the admin's classes and the roster).
    let saved = false;
    for (const c of adminInfo.classes as { classId: number }[]) {
      const r = (await get(`/api/temperature/api/record/roster?classId=${c.classId}`, admin)).body.data;
      if (r.students.some((x: RosterRow) => x.studentId === child.studentId)) {
        const res = await post(
          "/api/temperature/api/record/save",
          { classId: c.classId, records: [reading(child.studentId, 37.0, ["cough"])] },
          admin,
        );
        expect(res.body.data.stored).toBe(1);
        saved = true;
        break;
      }
    }
    expect(saved).toBe(true);
    const mine = (await get("/api/temperature/api/user/getBaseInfo", parent)).body.data.children[0];
    expect(mine).toMatchObject({ consent: true, today: { temperature: 37, symptoms: ["cough"] } });
    const list = (
      await get(
        `/api/temperature/api/record/list?studentId=${child.studentId}&from=2027-01-01&to=${DAY}`,
        parent,
      )
    ).body.data;
    expect(list.total).toBe(1);
  });

  it("rolls expired checks into daily aggregates and deletes them in the retention job; recent ones stay", async () => {
    expect(expiredThrough("2027-01-25", null)).toBe("2025-08-31");
    expect(expiredThrough("2027-09-01", null)).toBe("2026-08-31");
    expect(expiredThrough("2027-01-25", 30)).toBe("2026-12-25");
    // The school's own years say where a year ends; before its first year, 31 August.
    const years = [
      { startDate: "2025-09-01", endDate: "2026-07-15" },
      { startDate: "2026-09-01", endDate: "2027-07-10" },
    ];
    expect(expiredThrough("2027-07-15", null, years)).toBe("2025-08-31");
    expect(expiredThrough("2027-07-16", null, years)).toBe("2026-07-15");
    expect(expiredThrough("2028-07-11", null, years)).toBe("2027-07-10");
    expect(expiredThrough("2026-01-01", null, years)).toBe("2024-08-31");
    const old = "2025-06-10";
    const recent = "2026-11-02";
    const [a, b, c] = withConsent;
    expect(
      (
        await save(
          [
            reading(a.studentId, 38.0, ["cough"]),
            reading(b.studentId),
            reading(c.studentId, 36.9, ["cough", "rash"]),
          ],
          leader,
          old,
        )
      ).body.data.stored,
    ).toBe(3);
    expect((await save([reading(a.studentId)], leader, recent)).body.data.stored).toBe(1);
    await asSystem(() => t.app.jobs.enqueue({ schoolId: sid, kind: HEALTH_RETENTION_JOB, payload: {} }));
    await t.app.jobs.drain();
    const listOf = async (day: string) =>
      (await get(`/api/temperature/api/record/list?classId=${classId}&day=${day}`, admin)).body.data.total;
    expect(await listOf(old)).toBe(0);
    expect(await listOf(recent)).toBe(1);
    expect(await listOf(DAY)).toBeGreaterThan(0);
    const daily = (
      await t.database.db.execute(
        sql`select checked, fever, symptoms from health_daily where school_id = ${sid} and class_id = ${classId} and day = ${old}`,
      )
    ).rows;
    expect(daily).toEqual([{ checked: 3, fever: 1, symptoms: { cough: 2, rash: 1 } }]);
    const alerts = (await get(`/api/temperature/api/alert/list?state=all&day=${old}`, admin)).body.data;
    expect(alerts.total).toBe(0);
    // With a retention of 60 days the recent check goes too; the next sweep is scheduled.
    const setting = await post(
      "/api/temperature/api/setting",
      { feverAt: 37.5, alertSymptoms: ["fever"], retentionDays: 60 },
      admin,
    );
    expect(setting.body.data).toEqual({ feverAt: 37.5, alertSymptoms: ["fever"], retentionDays: 60 });
    await asSystem(() => t.app.jobs.enqueue({ schoolId: sid, kind: HEALTH_RETENTION_JOB, payload: {} }));
    await t.app.jobs.drain();
    expect(await listOf(recent)).toBe(0);
    expect(await listOf(DAY)).toBeGreaterThan(0);
    const queued = (
      await t.database.db.execute(
        sql`select count(*)::int as n from job where school_id = ${sid} and kind = ${HEALTH_RETENTION_JOB} and state = 0`,
      )
    ).rows as { n: number }[];
    expect(queued[0].n).toBeGreaterThan(0);
  });
});
