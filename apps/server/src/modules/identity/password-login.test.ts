import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DEMO_PWD, PC, PHONE, schoolIdOf, sha256, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let clock = Date.now();
const now = () => new Date(clock);

describe("POST /api/auth/login/pwd and /api/auth/login/getToken", () => {
  let t: TestApp;
  let primary: number;
  let parentPhone: string;
  beforeAll(async () => {
    t = await createTestApp({}, now);
    primary = await schoolIdOf(t, "primary.demo");
    const rows = await t.database.db.execute(
      sql`select phone from parent where school_id = ${primary} order by id limit 1`,
    );
    parentPhone = (rows.rows[0] as { phone: string }).phone;
  });
  afterAll(() => t.close());

  it("signs in a teacher, a student and a parent, each with their role type", async () => {
    const admin = await signIn(t, "primary.demo", "admin", 0);
    expect(admin.token).toMatch(new RegExp(`^${primary}\\.[A-Za-z0-9_-]{43}$`));
    expect(admin.user).toMatchObject({ type: 0, roleType: "tea", schoolId: primary });
    expect(typeof admin.user.areaId).toBe("number");
    const student = await signIn(t, "primary.demo", "s26010101", 1);
    expect(student.user).toMatchObject({ type: 1, roleType: "stu", schoolId: primary });
    const parent = await signIn(t, "primary.demo", parentPhone, 2);
    expect(parent.user).toMatchObject({ type: 2, roleType: "p" });
    const me = await t.call({ method: "GET", url: "/api/auth/my/userInfo", headers: bearer(student.token) });
    expect(me.body.data).toEqual(student.user);
  });

  it("signs the area administrator in on the area's site", async () => {
    const area = await signIn(t, "area.demo", "areaadmin", 0);
    expect(area.user).toMatchObject({ roleType: "tea", schoolId: await schoolIdOf(t, "area.demo") });
  });

  it("answers a wrong password and an unknown account identically, with -1002", async () => {
    const wrong = await t.call({
      method: "POST",
      url: "/api/auth/login/pwd",
      headers: { "accept-language": "en-US" },
      payload: { name: "t002", pwd: sha256("nope"), type: 0, schoolId: primary },
    });
    const unknown = await t.call({
      method: "POST",
      url: "/api/auth/login/pwd",
      headers: { "accept-language": "en-US" },
      payload: { name: "nobody42", pwd: sha256("nope"), type: 0, schoolId: primary },
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({
      success: false,
      errorCode: -1002,
      errorDesc: "wrong account or password",
      data: null,
    });
    expect(unknown.body).toEqual(wrong.body);
    const wrongRole = await t.call({
      method: "POST",
      url: "/api/auth/login/pwd",
      payload: { name: "admin", pwd: DEMO_PWD, type: 1, schoolId: primary },
    });
    expect(wrongRole.body.errorCode).toBe(-1002);
  });

  it("locks an account for 15 minutes after five wrong passwords, saying until when", async () => {
    const attempt = (pwd: string) =>
      t.call({
        method: "POST",
        url: "/api/auth/login/pwd",
        payload: { name: "t003", pwd, type: 0, schoolId: primary },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(sha256(`bad${i}`))).body.errorCode).toBe(-1002);
    const locked = await attempt(DEMO_PWD);
    expect(locked.body.errorCode).toBe(-1003);
    expect(locked.body.errorDesc).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    clock += 15 * 60 * 1000 + 1000;
    expect((await attempt(DEMO_PWD)).body.success).toBe(true);
  });

  it("lets an authorization code work once, and only for 60 seconds", async () => {
    const login = async () =>
      (
        await t.call({
          method: "POST",
          url: "/api/auth/login/pwd",
          payload: { name: "admin", pwd: DEMO_PWD, type: 0, schoolId: primary },
        })
      ).body.data.authorizationCode as string;
    const code = await login();
    const first = await t.call({
      method: "POST",
      url: "/api/auth/login/getToken",
      payload: { authorizationCode: code },
    });
    expect(first.body.success).toBe(true);
    const again = await t.call({
      method: "POST",
      url: "/api/auth/login/getToken",
      payload: { authorizationCode: code },
    });
    expect(again.body.success).toBe(false);
    const late = await login();
    clock += 61_000;
    const expired = await t.call({
      method: "POST",
      url: "/api/auth/login/getToken",
      payload: { authorizationCode: late },
    });
    expect(expired.body.success).toBe(false);
    const forged = await t.call({
      method: "POST",
      url: "/api/auth/login/getToken",
      payload: { authorizationCode: `${primary}.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx` },
    });
    expect(forged.body.success).toBe(false);
  });

  it("takes form-urlencoded bodies too, and refuses a malformed pwd with -1", async () => {
    const form = await t.call({
      method: "POST",
      url: "/api/auth/login/pwd",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `name=admin&pwd=${DEMO_PWD}&type=0&schoolId=${primary}`,
    });
    expect(form.body.success).toBe(true);
    const bad = await t.call({
      method: "POST",
      url: "/api/auth/login/pwd",
      payload: { name: "admin", pwd: "Demo@2026", type: 0, schoolId: primary },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe(-1);
  });
});

describe("sessions and their ends", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, now);
  });
  afterAll(() => t.close());

  const whoAmI = (token?: string, headers: Record<string, string> = {}) =>
    t.call({
      method: "GET",
      url: "/api/auth/my/userInfo",
      headers: token ? bearer(token, headers) : headers,
    });

  it("answers MISTOKEN without a token and -107 for an unknown one", async () => {
    const none = await whoAmI();
    expect(none.status).toBe(401);
    expect(none.body.errorCode).toBe("MISTOKEN");
    const unknown = await whoAmI("1.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
    expect(unknown.status).toBe(401);
    expect(unknown.body.errorCode).toBe(-107);
    expect((await whoAmI("garbage")).body.errorCode).toBe(-107);
  });

  it("ends a session on logout (-109 afterwards)", async () => {
    const { token } = await signIn(t, "middle.demo", "t001", 0);
    expect((await whoAmI(token)).body.success).toBe(true);
    expect(
      (await t.call({ method: "POST", url: "/api/auth/logout", headers: bearer(token) })).body.success,
    ).toBe(true);
    const after = await whoAmI(token);
    expect(after.status).toBe(401);
    expect(after.body.errorCode).toBe(-109);
  });

  it("ends the older session when the account signs in again on the same kind of device (-1012)", async () => {
    const first = await signIn(t, "middle.demo", "admin", 0, PC);
    const onPhone = await signIn(t, "middle.demo", "admin", 0, PHONE);
    expect((await whoAmI(first.token)).body.success).toBe(true);
    await signIn(t, "middle.demo", "admin", 0, PC);
    const replaced = await whoAmI(first.token, { "accept-language": "en-US" });
    expect(replaced.status).toBe(401);
    expect(replaced.body).toMatchObject({
      errorCode: -1012,
      errorDesc: "Your account is logged in on another device, please log in again",
    });
    expect((await whoAmI(first.token)).body.errorDesc).toBe("您的账号已在其他设备登录，请重新登录");
    expect((await whoAmI(onPhone.token)).body.success).toBe(true);
  });

  it("refreshes a token: the new one works and the old one is over", async () => {
    const { token } = await signIn(t, "single.demo", "admin", 0);
    const refreshed = await t.call({
      method: "POST",
      url: "/api/auth/login/getTokenRefresh",
      headers: bearer(token),
    });
    expect(refreshed.body.success).toBe(true);
    expect((await whoAmI(refreshed.body.data.token)).body.success).toBe(true);
    expect((await whoAmI(token)).body.errorCode).toBe(-107);
  });

  it("expires a session after seven days (-107)", async () => {
    const { token } = await signIn(t, "single.demo", "t001", 0);
    clock += 7 * 24 * 3600 * 1000 + 1000;
    expect((await whoAmI(token)).body.errorCode).toBe(-107);
  });

  it("refuses a schoolId that disagrees with the token (403), and accepts the token's own", async () => {
    const { token, user } = await signIn(t, "single.demo", "admin", 0);
    const other = await schoolIdOf(t, "primary.demo");
    const refused = await t.call({
      method: "GET",
      url: `/api/auth/my/userInfo?schoolId=${other}`,
      headers: bearer(token),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(403);
    const same = await t.call({
      method: "GET",
      url: `/api/auth/my/userInfo?schoolId=${user.schoolId}`,
      headers: bearer(token),
    });
    expect(same.body.success).toBe(true);
  });

  it("stores tokens only as hashes", async () => {
    const { token } = await signIn(t, "single.demo", "t002", 0);
    const secret = token.split(".")[1];
    const rows = await t.database.db.execute(sql`select token_hash from session`);
    expect(JSON.stringify(rows.rows)).not.toContain(secret);
  });
});
