import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWith, strong } from "../../../test/accounts.ts";
import { bearer, PHONE, schoolIdOf, sha256, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

describe("POST /api/auth/resetPwd and the forced change that follows", () => {
  let t: TestApp;
  let primary: number;
  let admin: string;
  let parentPhone: string;
  beforeAll(async () => {
    t = await createTestApp();
    primary = await schoolIdOf(t, "primary.demo");
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    const rows = await t.database.db.execute(
      sql`select phone from parent where school_id = ${primary} order by id desc limit 1`,
    );
    parentPhone = (rows.rows[0] as { phone: string }).phone;
  });
  afterAll(() => t.close());

  const resetPwd = (token: string, payload: Record<string, unknown>) =>
    t.call({ method: "POST", url: "/api/auth/resetPwd", headers: bearer(token), payload });
  const children = (token: string) =>
    t.call({ method: "GET", url: "/api/auth/parent/children", headers: bearer(token) });

  it("requires a sign-in, and an administrator", async () => {
    const none = await t.call({ method: "POST", url: "/api/auth/resetPwd", payload: { accountId: 1 } });
    expect(none.status).toBe(401);
    expect(none.body.errorCode).toBe("MISTOKEN");
    const teacher = (await signIn(t, "primary.demo", "t002", 0)).token;
    const r = await resetPwd(teacher, { userType: 0, loginName: "t003" });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe(403);
  });

  it("refuses a custom role that holds other codes but not password.reset", async () => {
    const editor = await signIn(t, "primary.demo", "t006", 0);
    const post = (url: string, payload: Record<string, unknown>) =>
      t.call({ method: "POST", url, headers: bearer(admin), payload });
    const role = await post("/api/v3/teaRole/add", {
      name: "people desk",
      codes: ["people.view", "people.edit", "roles.manage"],
    });
    expect(role.body.success).toBe(true);
    const assigned = await post("/api/v3/teaRole/assign", {
      teacherId: editor.user.id,
      roleIds: [role.body.data.id],
    });
    expect(assigned.body.success).toBe(true);
    const r = await resetPwd(editor.token, { userType: 0, loginName: "t003" });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe(403);
    // t003 still signs in with the password it had.
    expect((await signInWith(t, "primary.demo", "t003", 0, "Demo@2026")).success).toBe(true);
  });

  it("lets a teacher whose role grants password.reset reset others, never an administrator", async () => {
    const helper = await signIn(t, "primary.demo", "t004", 0);
    const post = (url: string, payload: Record<string, unknown>) =>
      t.call({ method: "POST", url, headers: bearer(admin), payload });
    const role = await post("/api/v3/teaRole/add", { name: "reset desk", codes: ["password.reset"] });
    expect(role.body.success).toBe(true);
    const assigned = await post("/api/v3/teaRole/assign", {
      teacherId: helper.user.id,
      roleIds: [role.body.data.id],
    });
    expect(assigned.body.success).toBe(true);
    const other = await resetPwd(helper.token, { userType: 0, loginName: "t005" });
    expect(other.body.success).toBe(true);
    expect(other.body.data.password).toMatch(/.{8,}/);
    const onAdmin = await resetPwd(helper.token, { userType: 0, loginName: "admin" });
    expect(onAdmin.status).toBe(403);
    // The administrator's password still works (checked without a new session, which would end theirs).
    const login = await t.call({
      method: "POST",
      url: "/api/auth/login/pwd",
      payload: { name: "admin", pwd: sha256("Demo@2026"), type: 0, schoolId: primary },
    });
    expect(login.body.data.authorizationCode).toBeTruthy();
  });

  it("gives a one-time password, once; the account's sessions end and it must change it at sign-in", async () => {
    const before = (await signIn(t, "primary.demo", "t009", 0)).token;
    const r = await resetPwd(admin, { userType: 0, loginName: "t009" });
    expect(r.body.data).toMatchObject({ loginName: "t009", userType: 0, name: expect.any(String) });
    const password = r.body.data.password as string;
    expect(password).toMatch(/^[A-Za-z2-9]{10}$/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/\d/);
    const old = await t.call({ method: "GET", url: "/api/auth/my/userInfo", headers: bearer(before) });
    expect(old.body.errorCode).toBe(-107);
    expect((await signInWith(t, "primary.demo", "t009", 0, "Demo@2026")).errorCode).toBe(-1002);
    const next = await signInWith(t, "primary.demo", "t009", 0, password);
    expect(next.data.user.mustChangePassword).toBe(true);
    const changed = await t.call({
      method: "POST",
      url: "/api/center/api/updatePwd",
      headers: bearer(next.data.token),
      payload: { oldPwd: sha256(password), newPwd: sha256(strong("t009")) },
    });
    expect(changed.body.success).toBe(true);
    const me = await t.call({
      method: "GET",
      url: "/api/auth/my/userInfo",
      headers: bearer(next.data.token),
    });
    expect(me.body.data.mustChangePassword).toBe(false);
  });

  it("while a change is due, refuses other signed-in routes with -1013 but keeps public ones open", async () => {
    const r = await resetPwd(admin, { userType: 2, loginName: parentPhone });
    const pending = await signInWith(t, "primary.demo", parentPhone, 2, r.body.data.password);
    const token = pending.data.token as string;
    const blocked = await children(token);
    expect(blocked.status).toBe(403);
    expect(blocked.body.errorCode).toBe(-1013);
    const me = await t.call({ method: "GET", url: "/api/auth/my/userInfo", headers: bearer(token) });
    expect(me.body.data).toMatchObject({ roleType: "p", mustChangePassword: true });
    const open = await t.call({
      method: "GET",
      url: "/api/auth/getschool/byDomain?domain=primary.demo",
      headers: bearer(token),
    });
    expect(open.body.success).toBe(true);
    const changed = await t.call({
      method: "POST",
      url: "/api/center/api/updatePwd",
      headers: bearer(token),
      payload: { oldPwd: sha256(r.body.data.password), newPwd: sha256(strong("parent")) },
    });
    expect(changed.body.success).toBe(true);
    expect((await children(token)).body.success).toBe(true);
  });

  it("names the account by id or by (userType, userId) too", async () => {
    const row = await t.database.db.execute(
      sql`select id, user_id from account where school_id = ${primary} and user_type = 1 order by id limit 1`,
    );
    const { id, user_id: userId } = row.rows[0] as { id: number; user_id: number };
    expect((await resetPwd(admin, { accountId: Number(id) })).body.data.accountId).toBe(Number(id));
    const byUser = await resetPwd(admin, { userType: 1, userId: Number(userId) });
    expect(byUser.body.data.accountId).toBe(Number(id));
    expect((await resetPwd(admin, { userType: 1 })).body.errorCode).toBe(-1);
  });

  it("reaches only accounts of the administrator's own school", async () => {
    const middle = await schoolIdOf(t, "middle.demo");
    const row = await t.database.db.execute(
      sql`select id from account where school_id = ${middle} and login_name = 't002' limit 1`,
    );
    const middleAccount = Number((row.rows[0] as { id: number }).id);
    const r = await resetPwd(admin, { accountId: middleAccount });
    expect(r.status).toBe(404);
    const claimed = await resetPwd(admin, { accountId: middleAccount, schoolId: middle });
    expect(claimed.status).toBe(403);
    expect((await signInWith(t, "middle.demo", "t002", 0, "Demo@2026")).success).toBe(true);
  });
});

describe("POST /api/auth/checkWeakPassword", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const report = (token: string, weak: boolean | string) =>
    t.call({ method: "POST", url: "/api/auth/checkWeakPassword", headers: bearer(token), payload: { weak } });

  it("requires a sign-in", async () => {
    const r = await t.call({ method: "POST", url: "/api/auth/checkWeakPassword", payload: { weak: true } });
    expect(r.body.errorCode).toBe("MISTOKEN");
  });

  it("leaves a strong password alone, and makes a weak one due for change on every session", async () => {
    const pc = (await signIn(t, "primary.demo", "t010", 0)).token;
    const phone = (await signIn(t, "primary.demo", "t010", 0, PHONE)).token;
    expect((await report(pc, false)).body.data).toEqual({ mustChangePassword: false });
    expect((await report(pc, "true")).body.data).toEqual({ mustChangePassword: true });
    const me = await t.call({ method: "GET", url: "/api/auth/my/userInfo", headers: bearer(phone) });
    expect(me.body.data.mustChangePassword).toBe(true);
    expect((await report(pc, false)).body.data).toEqual({ mustChangePassword: true });
    const again = await signInWith(t, "primary.demo", "t010", 0, "Demo@2026");
    expect(again.data.user.mustChangePassword).toBe(true);
  });
});
