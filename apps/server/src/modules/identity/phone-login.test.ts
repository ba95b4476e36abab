import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schoolIdOf } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let clock = Date.now();
const now = () => new Date(clock);

describe("sign-in by phone and SMS code", () => {
  let t: TestApp;
  let primary: number;
  let teacherParentPhone: string;
  let parentPhone: string;
  beforeAll(async () => {
    t = await createTestApp({}, now);
    primary = await schoolIdOf(t, "primary.demo");
    const both = await t.database.db.execute(
      sql`select t.phone from teacher t join parent p on p.school_id = t.school_id and p.phone = t.phone where t.school_id = ${primary} limit 1`,
    );
    teacherParentPhone = (both.rows[0] as { phone: string }).phone;
    const onlyParent = await t.database.db.execute(
      sql`select phone from parent p where school_id = ${primary} and not exists (select 1 from teacher t where t.school_id = p.school_id and t.phone = p.phone) order by id desc limit 1`,
    );
    parentPhone = (onlyParent.rows[0] as { phone: string }).phone;
  });
  afterAll(() => t.close());

  const sendCode = (phone: string, ip = "10.0.0.1") =>
    t.call({
      method: "POST",
      url: "/api/auth/phone/sendCode",
      payload: { phone, schoolId: primary },
      remoteAddress: ip,
    });
  const outbox = async (phone: string) =>
    (await t.call({ method: "GET", url: `/api/dev/outbox?phone=${phone}` })).body.data;
  const login = (phone: string, code: string, type = 2) =>
    t.call({
      method: "POST",
      url: "/api/auth/login/phone",
      payload: { phone, code, type, schoolId: primary },
    });

  it("sends a six-digit code to the development outbox and signs a parent in with it", async () => {
    const sent = await sendCode(parentPhone);
    expect(sent.body).toEqual({ success: true, errorCode: null, errorDesc: null, data: null });
    const [message] = await outbox(parentPhone);
    expect(message).toMatchObject({ phone: parentPhone });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(message.code);
    expect(Date.parse(message.sentAt)).not.toBeNaN();
    const entries = (await login(parentPhone, message.code)).body.data;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 2 });
    expect(typeof entries[0].name).toBe("string");
    const token = await t.call({
      method: "POST",
      url: "/api/auth/login/getToken",
      payload: { authorizationCode: entries[0].authorizationCode },
    });
    expect(token.body.data.user.roleType).toBe("p");
    expect((await login(parentPhone, message.code)).body.errorCode).toBe(-1005);
  });

  it("gives a teacher who is also a parent one entry per account", async () => {
    await sendCode(teacherParentPhone);
    const [message] = await outbox(teacherParentPhone);
    const entries = (await login(teacherParentPhone, message.code, 0)).body.data;
    expect(entries.map((e: { type: number }) => e.type)).toEqual([0, 2]);
  });

  it("allows one code a minute per phone (429, -901)", async () => {
    clock += 61_000;
    expect((await sendCode(parentPhone)).body.success).toBe(true);
    const again = await sendCode(parentPhone);
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe(-901);
  });

  it("burns a code after five wrong tries, and expires it after five minutes", async () => {
    clock += 61_000;
    await sendCode(parentPhone);
    const [message] = await outbox(parentPhone);
    const wrong = message.code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const r = await login(parentPhone, wrong);
      expect(r.body).toMatchObject({ success: false, errorCode: -1005 });
    }
    expect((await login(parentPhone, message.code)).body.errorCode).toBe(-1005);

    clock += 61_000;
    await sendCode(parentPhone);
    const [fresh] = await outbox(parentPhone);
    clock += 5 * 60_000 + 1000;
    expect((await login(parentPhone, fresh.code)).body.errorCode).toBe(-1005);
  });

  it("binds a code to its school: another school does not take it", async () => {
    clock += 61_000;
    await sendCode(parentPhone);
    const [message] = await outbox(parentPhone);
    const middle = await schoolIdOf(t, "middle.demo");
    const r = await t.call({
      method: "POST",
      url: "/api/auth/login/phone",
      payload: { phone: parentPhone, code: message.code, type: 2, schoolId: middle },
    });
    expect(r.body.errorCode).toBe(-1005);
  });

  it("refuses a malformed phone with -1", async () => {
    const r = await t.call({
      method: "POST",
      url: "/api/auth/phone/sendCode",
      payload: { phone: "12345", schoolId: primary },
    });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe(-1);
  });
});

describe("the development outbox", () => {
  it("is not served when SMS goes elsewhere", async () => {
    const t = await createTestApp({ smsProvider: undefined });
    const r = await t.call({ method: "GET", url: "/api/dev/outbox?phone=13900000000" });
    expect(r.status).toBe(404);
    await t.close();
  });
});
