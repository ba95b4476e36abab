import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, schoolIdOf, signIn } from "./sign-in.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * The composition root wires onecard's port to attendance (app.ts): a card tapped at the gate through the device
 * API lands in the class's attendance as the student's arrival, and a late tap as late. Monday 30 November 2026,
 * 09:00 in Shanghai; the demo's arrival point runs 07:30–08:10.
 */
const now = () => new Date("2026-11-30T01:00:00Z");

describe("card sign-ins reach attendance through the wired port", () => {
  let t: TestApp;
  let admin: string;
  let school: number;
  beforeAll(async () => {
    t = await createTestApp({}, now);
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    school = await schoolIdOf(t, "primary.demo");
  }, 240_000);
  afterAll(() => t?.close());

  it("records an on-time tap as present and a late one as late, source card", async () => {
    const cards = (
      await t.database.db.execute(
        sql`select c.card_no, s.id, s.class_id from onecard_card c
            join student s on s.school_id = c.school_id and s.id = c.student_id
            where c.school_id = ${school} order by s.class_id, s.id limit 2`,
      )
    ).rows as { card_no: string; id: number; class_id: number }[];
    expect(cards.length).toBe(2);
    expect(cards[0].class_id).toBe(cards[1].class_id);
    const device = await t.call({
      method: "POST",
      url: "/api/onecard/admin/device/add",
      headers: bearer(admin),
      payload: { name: "North gate", kind: "gate", place: "North gate" },
    });
    const key = device.body.data.key as string;
    const batch = await t.call({
      method: "POST",
      url: "/api/onecard/manage/signin",
      headers: { authorization: `Bearer ${key}` },
      payload: {
        events: [
          { eventId: "wired-1", cardNo: cards[0].card_no, at: "2026-11-29T23:35:00Z" },
          { eventId: "wired-2", cardNo: cards[1].card_no, at: "2026-11-30T00:05:00Z" },
        ],
      },
    });
    expect(batch.status).toBe(200);
    expect(batch.body.data.results.map((r: { result: string }) => r.result)).toEqual(["stored", "stored"]);
    // Attendance follows the answer: wait for the app's deriver.
    await t.app.cardSigninsDerived();
    const points = (await t.call({ method: "GET", url: "/api/signinStu/point/list", headers: bearer(admin) }))
      .body.data.points as { id: number; startTime: string }[];
    const arrival = points.find((p) => p.startTime === "07:30");
    if (!arrival) throw new Error("the demo has no 07:30 arrival point");
    const roster = await t.call({
      method: "GET",
      url: `/api/signinStu/roster?classId=${cards[0].class_id}&pointId=${arrival.id}&day=2026-11-30`,
      headers: bearer(admin),
    });
    expect(roster.status).toBe(200);
    const row = (id: number) =>
      (roster.body.data.students as { studentId: number; status: string; source: string }[]).find(
        (s) => s.studentId === id,
      );
    expect(row(cards[0].id)).toMatchObject({ status: "present", source: "card" });
    expect(row(cards[1].id)).toMatchObject({ status: "late", source: "card" });
  });
});
