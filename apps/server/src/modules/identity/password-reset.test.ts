import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode, signInWith, strong } from "../../../test/accounts.ts";
import { bearer, schoolIdOf, sha256 } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let clock = Date.now();
const now = () => new Date(clock);

describe("a forgotten password, reset with a phone code (sendResetCode, resetPhonePwd)", () => {
  let t: TestApp;
  let primary: number;
  let parents: string[];
  beforeAll(async () => {
    t = await createTestApp({}, now);
    primary = await schoolIdOf(t, "primary.demo");
    const rows = await t.database.db.execute(
      sql`select phone from parent p where school_id = ${primary} and not exists (select 1 from teacher t where t.school_id = p.school_id and t.phone = p.phone) order by id limit 8`,
    );
    parents = (rows.rows as { phone: string }[]).map((r) => r.phone);
  });
  afterAll(() => t.close());

  const sendResetCode = (phone: string) =>
    t.call({ method: "POST", url: "/api/auth/phone/sendResetCode", payload: { phone, schoolId: primary } });
  const reset = (phone: string, code: string, password: string, type = 2) =>
    t.call({
      method: "POST",
      url: "/api/auth/resetPhonePwd",
      payload: { phone, code, type, schoolId: primary, newPwd: sha256(password) },
    });
  const signInParent = (phone: string, password: string) => signInWith(t, "primary.demo", phone, 2, password);

  it("sets a new password with the code; the code works once", async () => {
    const phone = parents[0];
    expect((await sendResetCode(phone)).body).toMatchObject({ success: true, data: null });
    const code = (await latestCode(t, phone))!;
    expect(code).toMatch(/^\d{6}$/);
    expect((await reset(phone, code, strong("p0"))).body).toMatchObject({ success: true });
    expect((await signInParent(phone, "Demo@2026")).errorCode).toBe(-1002);
    const signedIn = await signInParent(phone, strong("p0"));
    expect(signedIn.data.user).toMatchObject({ roleType: "p", mustChangePassword: false });
    expect((await reset(phone, code, strong("p0-again"))).body.errorCode).toBe(-1005);
  });

  it("keeps sign-in codes and reset codes apart", async () => {
    const phone = parents[1];
    await t.call({ method: "POST", url: "/api/auth/phone/sendCode", payload: { phone, schoolId: primary } });
    const loginCode = (await latestCode(t, phone))!;
    expect((await reset(phone, loginCode, strong("p1"))).body.errorCode).toBe(-1005);
    clock += 61_000;
    await sendResetCode(phone);
    const resetCode = (await latestCode(t, phone))!;
    const phoneLogin = await t.call({
      method: "POST",
      url: "/api/auth/login/phone",
      payload: { phone, code: resetCode, type: 2, schoolId: primary },
    });
    expect(phoneLogin.body.errorCode).toBe(-1005);
  });

  it("answers alike for a phone without an account, and sends it nothing", async () => {
    const nobody = "13012345678";
    expect((await sendResetCode(nobody)).body).toEqual({
      success: true,
      errorCode: null,
      errorDesc: null,
      data: null,
    });
    expect(await latestCode(t, nobody)).toBeUndefined();
  });

  it("refuses a common password with -1006 without using up the code", async () => {
    const phone = parents[2];
    await sendResetCode(phone);
    const code = (await latestCode(t, phone))!;
    for (const weak of ["123456", "Password1", phone]) {
      expect((await reset(phone, code, weak)).body, weak).toMatchObject({ errorCode: -1006 });
    }
    expect((await reset(phone, code, strong("p2"))).body.success).toBe(true);
  });

  it("says when the phone has no account of that role, after checking the code", async () => {
    const phone = parents[3];
    await sendResetCode(phone);
    const code = (await latestCode(t, phone))!;
    const wrong = await reset(phone, code === "000000" ? "111111" : "000000", strong("p3"), 0);
    expect(wrong.body.errorCode).toBe(-1005);
    const r = await reset(phone, code, strong("p3"), 0);
    expect(r.body).toMatchObject({ success: false, errorCode: 404 });
  });

  it("lifts a lock and ends every session of the account", async () => {
    const phone = parents[4];
    const before = await signInParent(phone, "Demo@2026");
    for (let i = 0; i < 5; i++) await signInParent(phone, `bad${i}`);
    expect((await signInParent(phone, "Demo@2026")).errorCode).toBe(-1003);
    await sendResetCode(phone);
    const code = (await latestCode(t, phone))!;
    expect((await reset(phone, code, strong("p4"))).body.success).toBe(true);
    const old = await t.call({
      method: "GET",
      url: "/api/auth/my/userInfo",
      headers: bearer(before.data.token),
    });
    expect(old.body.errorCode).toBe(-107);
    expect((await signInParent(phone, strong("p4"))).success).toBe(true);
  });

  it("refuses malformed input with -1 and an unknown school with the school message", async () => {
    const bad = await t.call({
      method: "POST",
      url: "/api/auth/resetPhonePwd",
      payload: { phone: parents[5], code: "12", type: 2, schoolId: primary, newPwd: "plain" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe(-1);
    const unknown = await t.call({
      method: "POST",
      url: "/api/auth/phone/sendResetCode",
      headers: { "accept-language": "en-US" },
      payload: { phone: parents[5], schoolId: 999999 },
    });
    expect(unknown.body).toMatchObject({ success: false, errorDesc: "school information fetch failed" });
  });
});
