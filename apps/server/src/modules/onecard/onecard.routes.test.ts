import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { type CardSignin, type CardSigninSink, createSigninDeriver, storeSigninBatch } from "./index.ts";

const now = () => new Date("2027-03-15T02:00:00Z");
const at = (minute: number) => new Date(Date.UTC(2027, 2, 15, 0, minute)).toISOString();

/**
 * The test's own attendance: it records each call, and reads the calls' events back through the transaction it
 * is handed (rows another transaction has not committed would not be there); while `failing`, an event id
 * starting with "boom" makes it throw, as a failing attendance would.
 */
const calls: { events: CardSignin[]; visible: number }[] = [];
let failing = true;
const sink: CardSigninSink = async (tx, events) => {
  if (failing && events.some((e) => e.eventId.startsWith("boom"))) throw new Error("attendance failed");
  const ids = events.map((e) => e.eventId);
  const r = await tx.execute(
    sql`select count(*)::int as n from onecard_signin where event_id in ${sql.raw(`(${ids.map((i) => `'${i.replace(/'/g, "''")}'`).join(",")})`)} and student_id is not null`,
  );
  calls.push({ events, visible: (r.rows[0] as { n: number }).n });
  return events.map((e) => ({ eventId: e.eventId, result: "recorded" as const }));
};

describe("one-card devices, cards and their events (/api/onecard)", () => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let otherAdmin: string;
  let primary: number;
  let middle: number;
  let students: { id: number; name: string }[];
  let middleStudent: number;
  beforeAll(async () => {
    t = await createTestApp({}, now, { cardSigninSink: sink });
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    teacher = (await signIn(t, "primary.demo", "t001", 0)).token;
    otherAdmin = (await signIn(t, "middle.demo", "admin", 0)).token;
    primary = await schoolIdOf(t, "primary.demo");
    middle = await schoolIdOf(t, "middle.demo");
    students = (
      await t.database.db.execute(
        sql`select id, name from student where school_id = ${primary} order by id limit 3`,
      )
    ).rows as { id: number; name: string }[];
    middleStudent = (
      (
        await t.database.db.execute(
          sql`select id from student where school_id = ${middle} order by id limit 1`,
        )
      ).rows[0] as { id: number }
    ).id;
  }, 240_000);
  afterAll(() => t?.close());

  const get = (url: string, token = admin) => t.call({ method: "GET", url, headers: bearer(token) });
  const post = (url: string, payload: object, token = admin) =>
    t.call({ method: "POST", url, headers: bearer(token), payload });
  const device = (key: string, path: "signin" | "consume", payload: unknown) =>
    t.call({
      method: "POST",
      url: `/api/onecard/manage/${path}`,
      headers: { authorization: `Bearer ${key}` },
      payload: payload as object,
    });
  const rows = async (table: "onecard_signin" | "onecard_consume", schoolId = primary) =>
    (
      (
        await t.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where school_id = ${schoolId}`,
        )
      ).rows[0] as { n: number }
    ).n;
  /** The event ids of stored sign-ins not derived yet (in the deriver's queue). */
  const pendingEvents = async () =>
    (
      await t.database.db.execute(
        sql`select s.event_id from onecard_signin_pending p cross join lateral unnest(p.signin_ids) as u(id)
              join onecard_signin s on s.school_id = p.school_id and s.id = u.id order by s.event_id`,
      )
    ).rows.map((r) => (r as { event_id: string }).event_id);
  const addDevice = async (kind: string, token = admin) =>
    (await post("/api/onecard/admin/device/add", { name: `${kind} device`, kind, place: "East gate" }, token))
      .body.data as { id: number; key: string };
  const gateListed = async () =>
    (await get("/api/onecard/admin/device/list")).body.data.find((d: { id: number }) => d.id === gate.id);
  const link = (cardNo: string, studentId: number, token = admin) =>
    post("/api/onecard/admin/card/link", { cardNo, studentId }, token);

  let gate: { id: number; key: string };
  it("shows a new device's key once and keeps only its SHA-256", async () => {
    gate = await addDevice("gate");
    expect(gate.key).toMatch(new RegExp(`^eosd_${primary}\\.[A-Za-z0-9_-]{43}$`));
    const stored = (
      await t.database.db.execute(sql`select key_hash, key_hint from onecard_device where id = ${gate.id}`)
    ).rows[0] as { key_hash: string; key_hint: string };
    expect(stored.key_hash).toBe(createHash("sha256").update(gate.key).digest("hex"));
    expect(stored.key_hint).toBe(gate.key.slice(0, `eosd_${primary}.`.length + 4));
    const listed = await get("/api/onecard/admin/device/list");
    expect(JSON.stringify(listed.body)).not.toContain(gate.key);
    expect(listed.body.data.find((d: { id: number }) => d.id === gate.id)).toEqual(
      expect.objectContaining({ kind: "gate", revoked: false, events: 0, badInput: 0, lastSeenAt: null }),
    );
    // Bad input changes nothing.
    const count = listed.body.data.length;
    expect((await post("/api/onecard/admin/device/add", { name: "", kind: "gate" })).status).toBe(400);
    expect((await post("/api/onecard/admin/device/add", { name: "x", kind: "door" })).status).toBe(400);
    expect((await get("/api/onecard/admin/device/list")).body.data).toHaveLength(count);
  });

  it("refuses the administrators' routes to a teacher, and another school's devices to its administrator", async () => {
    expect((await get("/api/onecard/admin/device/list", teacher)).status).toBe(403);
    expect((await post("/api/onecard/admin/device/add", { name: "x", kind: "gate" }, teacher)).status).toBe(
      403,
    );
    expect((await post("/api/onecard/admin/device/revoke", { id: gate.id }, teacher)).status).toBe(403);
    expect((await post("/api/onecard/admin/device/rekey", { id: gate.id }, teacher)).status).toBe(403);
    expect((await link("C-T", students[0].id, teacher)).status).toBe(403);
    expect((await get("/api/onecard/admin/card/unknown", teacher)).status).toBe(403);
    expect((await get("/api/onecard/admin/consume/page?from=2027-03-01&to=2027-03-30", teacher)).status).toBe(
      403,
    );
    const theirs = (await get("/api/onecard/admin/device/list", otherAdmin)).body.data;
    expect(theirs.map((d: { id: number }) => d.id)).not.toContain(gate.id);
    expect((await post("/api/onecard/admin/device/revoke", { id: gate.id }, otherAdmin)).status).toBe(404);
    expect((await post("/api/onecard/admin/device/rekey", { id: gate.id }, otherAdmin)).status).toBe(404);
  });

  it("answers each event of a batch: stored, a retried event a duplicate, an unknown card kept and listed", async () => {
    expect((await link("C-0001", students[0].id)).body.data).toEqual({ events: 0, signins: 0 });
    expect((await link("C-0002", students[1].id)).body.data).toEqual({ events: 0, signins: 0 });
    expect(
      (await device(gate.key, "signin", { events: [{ eventId: "e1", cardNo: "C-0001", at: at(1) }] })).body,
    ).toMatchObject({ success: true, data: { results: [{ eventId: "e1", result: "stored" }] } });
    await t.app.cardSigninsDerived();
    const before = await rows("onecard_signin");
    const calledBefore = calls.length;
    const batch = {
      events: [
        { eventId: "e1", cardNo: "C-0001", at: at(1) },
        { eventId: "e2", cardNo: "C-0002", at: at(2) },
        { eventId: "e3", cardNo: "C-9999", at: at(3) },
      ],
    };
    const r = await device(gate.key, "signin", batch);
    expect(r.body.data.results).toEqual([
      { eventId: "e1", result: "duplicate" },
      { eventId: "e2", result: "stored" },
      { eventId: "e3", result: "unknownCard" },
    ]);
    expect(await rows("onecard_signin")).toBe(before + 2);
    // Once derived (after the answer), attendance heard the one new sign-in of a known card, stored before.
    await t.app.cardSigninsDerived();
    expect(calls.slice(calledBefore)).toEqual([
      {
        events: [
          {
            schoolId: primary,
            studentId: students[1].id,
            at: new Date(at(2)),
            deviceId: gate.id,
            eventId: "e2",
          },
        ],
        visible: 1,
      },
    ]);
    // The whole batch again stores nothing twice and tells attendance nothing.
    const again = await device(gate.key, "signin", batch);
    expect(again.body.data.results.map((x: { result: string }) => x.result)).toEqual([
      "duplicate",
      "duplicate",
      "duplicate",
    ]);
    expect(await rows("onecard_signin")).toBe(before + 2);
    await t.app.cardSigninsDerived();
    expect(calls.length).toBe(calledBefore + 1);
    const unknown = (await get("/api/onecard/admin/card/unknown")).body.data;
    expect(unknown.find((u: { cardNo: string }) => u.cardNo === "C-9999")).toEqual(
      expect.objectContaining({
        events: 1,
        deviceName: "gate device",
        lastSeenAt: at(3),
        firstSeenAt: at(3),
      }),
    );
    const listed = await gateListed();
    expect(listed).toMatchObject({ events: 3, badInput: 0, lastSeenAt: now().toISOString() });
  });

  it("stores a batch retried concurrently once", async () => {
    const before = await rows("onecard_signin");
    const batch = {
      events: Array.from({ length: 40 }, (_, i) => ({
        eventId: `c${i}`,
        cardNo: i % 2 ? "C-0001" : "C-0002",
        at: at(10 + (i % 20)),
      })),
    };
    const answers = await Promise.all([1, 2, 3, 4].map(() => device(gate.key, "signin", batch)));
    for (const a of answers) expect(a.body.success).toBe(true);
    const stored = answers.map(
      (a) => a.body.data.results.filter((x: { result: string }) => x.result === "stored").length,
    );
    expect(stored.reduce((x, y) => x + y, 0)).toBe(40);
    expect(await rows("onecard_signin")).toBe(before + 40);
  });

  it("answers a malformed event invalid without refusing the good ones, and counts it", async () => {
    const before = (await gateListed()).badInput;
    const r = await device(gate.key, "signin", {
      events: [
        { eventId: "m1", cardNo: "C-0001", at: at(40) },
        { eventId: "m2", cardNo: "C-0001", at: "yesterday" },
        { eventId: "m3" },
        "not an event",
        { eventId: "m4", cardNo: "C-0002", at: "2027-03-15T09:00:00Z" },
        { eventId: "m5", cardNo: "C-0002", at: at(41) },
      ],
    });
    expect(r.body.data.results).toEqual([
      { eventId: "m1", result: "stored" },
      { eventId: "m2", result: "invalid", reason: expect.stringContaining("at") },
      { eventId: "m3", result: "invalid", reason: expect.stringContaining("cardNo") },
      { eventId: "", result: "invalid", reason: expect.any(String) },
      { eventId: "m4", result: "invalid", reason: "future" },
      { eventId: "m5", result: "stored" },
    ]);
    // A batch it cannot read at all is refused with the envelope and counted too.
    const refused = [
      await device(gate.key, "signin", { events: [] }),
      await device(gate.key, "signin", { items: [] }),
      await device(gate.key, "signin", {
        events: Array.from({ length: 501 }, (_, i) => ({ eventId: `x${i}` })),
      }),
    ];
    for (const x of refused) expect(x.body).toMatchObject({ success: false, errorCode: -1, data: null });
    // So is a body that is not JSON.
    const garbled = await t.call({
      method: "POST",
      url: "/api/onecard/manage/signin",
      headers: { authorization: `Bearer ${gate.key}`, "content-type": "application/json" },
      payload: '{"events": [',
    });
    expect(garbled.status).toBe(400);
    expect(garbled.body).toMatchObject({ success: false, data: null });
    expect((await gateListed()).badInput).toBe(before + 4 + 3 + 1);
  });

  it("acknowledges a batch attendance fails on: that batch waits, the others are derived", async () => {
    const before = await rows("onecard_signin");
    await t.app.cardSigninsDerived();
    const calledBefore = calls.length;
    const good = await device(gate.key, "signin", {
      events: [{ eventId: "f1", cardNo: "C-0001", at: at(50) }],
    });
    const bad = await device(gate.key, "signin", {
      events: [{ eventId: "boom1", cardNo: "C-0002", at: at(51) }],
    });
    expect([good, bad].map((r) => r.body.data.results[0].result)).toEqual(["stored", "stored"]);
    expect(await rows("onecard_signin")).toBe(before + 2);
    await t.app.cardSigninsDerived();
    expect(await pendingEvents()).toEqual(["boom1"]);
    // f1 went on alone once the two together failed (or before, if its own derivation came first).
    const heard = () => calls.slice(calledBefore).flatMap((c) => c.events.map((e) => e.eventId));
    expect(heard()).toEqual(["f1"]);
    // Attendance back: the waiting batch is derived on the next drain, once.
    failing = false;
    await t.app.cardSigninsDerived();
    expect(await pendingEvents()).toEqual([]);
    expect(heard()).toEqual(["f1", "boom1"]);
  });

  it("derives what a crash left underived, each sign-in once, with two derivers (two processes) at it", async () => {
    await t.app.cardSigninsDerived();
    // Stored and answered, but the process died before deriving: no deriver was kicked.
    const caller = { schoolId: primary, deviceId: gate.id, kind: "gate", place: "" };
    const events = Array.from({ length: 30 }, (_, i) => ({
      eventId: `crash${i}`,
      cardNo: i % 3 ? "C-0001" : "C-0002",
      at: at(i % 30),
    }));
    const answered = await storeSigninBatch({ db: t.database.db, now }, caller, events);
    expect(answered.every((x) => x.result === "stored")).toBe(true);
    expect((await pendingEvents()).length).toBe(30);
    const heard: string[] = [];
    const counting: CardSigninSink = async (tx, evs) => {
      heard.push(...evs.map((e) => e.eventId));
      return sink(tx, evs);
    };
    const log = { warn: () => {} };
    const one = createSigninDeriver({ db: t.database.db, sink: counting, log });
    const two = createSigninDeriver({ db: t.database.db, sink: counting, log });
    one.kick();
    two.kick();
    await Promise.all([one.drain(), two.drain()]);
    await Promise.all([one.stop(), two.stop()]);
    expect([...heard].sort()).toEqual(events.map((e) => e.eventId).sort());
    expect(await pendingEvents()).toEqual([]);
  });

  it("refuses a missing, malformed, unknown or revoked key; a new key works and the old one is refused", async () => {
    const one = { events: [{ eventId: "k1", cardNo: "C-0001", at: at(5) }] };
    const unknownKeys = [
      `eosd_${"A".repeat(43)}`,
      `eosd_${primary}.${"A".repeat(43)}`,
      `eosd_${middle}.${gate.key.split(".")[1]}`,
    ];
    for (const key of ["", "eosd_short", ...unknownKeys, admin]) {
      const r = await device(key, "signin", one);
      expect(r.status, key).toBe(401);
      expect(r.body).toMatchObject({ success: false, errorCode: 401, data: null });
    }
    const spare = await addDevice("classroom");
    expect((await device(spare.key, "signin", one)).body.data.results[0].result).toBe("stored");
    // Revoking asks the page for a confirmation; the route itself just revokes.
    expect((await post("/api/onecard/admin/device/revoke", { id: spare.id })).body.success).toBe(true);
    const revoked = await device(spare.key, "signin", {
      events: [{ eventId: "k2", cardNo: "C-0001", at: at(5) }],
    });
    expect(revoked).toMatchObject({ status: 401, body: { success: false, errorCode: 401 } });
    const rekeyed = (await post("/api/onecard/admin/device/rekey", { id: spare.id })).body.data;
    expect(rekeyed.key).not.toBe(spare.key);
    expect((await device(spare.key, "signin", one)).status).toBe(401);
    expect((await device(rekeyed.key, "signin", one)).body.data.results[0].result).toBe("duplicate");
  });

  it("keeps a device to its own school's cards", async () => {
    // middle.demo links card M-1 to its student; primary's gate reading M-1 finds no such card in primary.
    expect((await link("M-1", middleStudent, otherAdmin)).body.success).toBe(true);
    const middleBefore = await rows("onecard_signin", middle);
    const r = await device(gate.key, "signin", {
      events: [{ eventId: "x-school", cardNo: "M-1", at: at(6) }],
    });
    expect(r.body.data.results).toEqual([{ eventId: "x-school", result: "unknownCard" }]);
    expect(await rows("onecard_signin", middle)).toBe(middleBefore);
    await t.app.cardSigninsDerived();
    // Nor may primary's administrator link a card to middle's student.
    expect((await link("M-2", middleStudent)).status).toBe(404);
    expect(
      (await get("/api/onecard/admin/card/unknown", otherAdmin)).body.data.map(
        (u: { cardNo: string }) => u.cardNo,
      ),
    ).not.toContain("x-school");
  });

  it("links an unknown card: its stored sign-ins go to attendance and it leaves the list", async () => {
    await t.app.cardSigninsDerived();
    const calledBefore = calls.length;
    const linked = await link("C-9999", students[2].id);
    expect(linked.body.data).toEqual({ events: 1, signins: 1 });
    expect(calls.slice(calledBefore)).toEqual([
      {
        events: [
          {
            schoolId: primary,
            studentId: students[2].id,
            at: new Date(at(3)),
            deviceId: gate.id,
            eventId: "e3",
          },
        ],
        visible: 1,
      },
    ]);
    const unknown = (await get("/api/onecard/admin/card/unknown")).body.data.map(
      (u: { cardNo: string }) => u.cardNo,
    );
    expect(unknown).not.toContain("C-9999");
    // Linked once; the card is then taken.
    expect((await link("C-9999", students[0].id)).status).toBe(409);
    const cards = (await get("/api/onecard/admin/card/page?keyword=C-9999")).body.data;
    expect(cards).toMatchObject({ total: 1, list: [{ cardNo: "C-9999", studentId: students[2].id }] });
  });

  it("stores canteen payments and lists them by period and class, with the total", async () => {
    const till = await addDevice("canteen");
    const r = await device(till.key, "consume", {
      events: [
        { eventId: "p1", cardNo: "C-0001", at: at(20), amount: 650, balance: 12000 },
        { eventId: "p2", cardNo: "C-0002", at: at(21), amount: 800, place: "Window 2" },
        { eventId: "p3", cardNo: "C-0002", at: at(22), amount: -5 },
        { eventId: "p4", cardNo: "Z-1", at: at(23), amount: 300 },
      ],
    });
    expect(r.body.data.results.map((x: { result: string }) => x.result)).toEqual([
      "stored",
      "stored",
      "invalid",
      "unknownCard",
    ]);
    await device(till.key, "consume", {
      events: [{ eventId: "p1", cardNo: "C-0001", at: at(20), amount: 650 }],
    });
    const page = (await get("/api/onecard/admin/consume/page?from=2027-03-15&to=2027-03-15")).body.data;
    expect(page).toMatchObject({ total: 3, amount: 1750 });
    expect(page.list[0]).toMatchObject({ cardNo: "Z-1", studentId: null, place: "East gate" });
    expect(page.list[1]).toMatchObject({ cardNo: "C-0002", amount: 800, place: "Window 2", balance: null });
    const classId = (
      (await t.database.db.execute(sql`select class_id from student where id = ${students[0].id}`))
        .rows[0] as {
        class_id: number;
      }
    ).class_id;
    const inClass = (
      await get(`/api/onecard/admin/consume/page?from=2027-03-15&to=2027-03-15&classId=${classId}`)
    ).body.data;
    expect(inClass.list.every((x: { studentId: number }) => x.studentId !== null)).toBe(true);
    expect(inClass.list.map((x: { cardNo: string }) => x.cardNo)).toContain("C-0001");
    expect((await get("/api/onecard/admin/consume/page?from=2027-03-16&to=2027-03-15")).status).toBe(400);
    expect((await get("/api/onecard/admin/consume/page?from=2027-03-14&to=2027-03-14")).body.data.total).toBe(
      0,
    );
    // The export runs in the background; a bad period queues nothing.
    expect(
      (await get("/api/onecard/admin/consume/export?from=2027-03-16&to=2027-03-15&async=1")).status,
    ).toBe(400);
    const started = await get("/api/onecard/admin/consume/export?from=2027-03-15&to=2027-03-15&async=1");
    expect(started.body.data.jobId).toEqual(expect.any(Number));
  });
});
