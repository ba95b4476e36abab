import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWith, strong } from "../../../test/accounts.ts";
import { bearer, DEMO_PWD, PC, PHONE, schoolIdOf, sha256 } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let clock = Date.now();
const now = () => new Date(clock);

describe("changing a password with the current one (validateOld, updatePwd)", () => {
  let t: TestApp;
  let primary: number;
  beforeAll(async () => {
    t = await createTestApp({}, now);
    primary = await schoolIdOf(t, "primary.demo");
  });
  afterAll(() => t.close());

  const tokenOf = async (name: string, headers = PC) =>
    (await signInWith(t, "primary.demo", name, 0, "Demo@2026", headers)).data.token as string;
  const validateOld = (token: string, password: string) =>
    t.call({
      method: "GET",
      url: `/api/center/api/validateOld?pwd=${sha256(password)}`,
      headers: bearer(token),
    });
  const updatePwd = (token: string, oldPassword: string, newPassword: string) =>
    t.call({
      method: "POST",
      url: "/api/center/api/updatePwd",
      headers: bearer(token),
      payload: { oldPwd: sha256(oldPassword), newPwd: sha256(newPassword) },
    });

  it("requires a sign-in", async () => {
    const r = await t.call({ method: "GET", url: `/api/center/api/validateOld?pwd=${DEMO_PWD}` });
    expect(r.status).toBe(401);
    expect(r.body.errorCode).toBe("MISTOKEN");
    const u = await t.call({
      method: "POST",
      url: "/api/center/api/updatePwd",
      payload: { oldPwd: DEMO_PWD, newPwd: sha256(strong("a")) },
    });
    expect(u.body.errorCode).toBe("MISTOKEN");
  });

  it("GET validateOld says whether the password is the current one", async () => {
    const token = await tokenOf("t002");
    expect((await validateOld(token, "Demo@2026")).body.data).toBe(true);
    expect((await validateOld(token, "not-it")).body).toMatchObject({ success: true, data: false });
  });

  it("shares the five-failure lock with sign-in: validateOld guesses lock the account everywhere", async () => {
    const token = await tokenOf("t003");
    for (let i = 0; i < 5; i++) expect((await validateOld(token, `guess${i}`)).body.data).toBe(false);
    const locked = await validateOld(token, "Demo@2026");
    expect(locked.body.errorCode).toBe(-1003);
    expect(locked.body.errorDesc).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const signIn = await signInWith(t, "primary.demo", "t003", 0, "Demo@2026");
    expect(signIn.errorCode).toBe(-1003);
    clock += 15 * 60_000 + 1000;
    expect((await validateOld(token, "Demo@2026")).body.data).toBe(true);
  });

  it("counts wrong sign-ins and wrong old passwords together", async () => {
    const token = await tokenOf("t004");
    for (let i = 0; i < 3; i++) {
      expect((await signInWith(t, "primary.demo", "t004", 0, `bad${i}`)).errorCode).toBe(-1002);
    }
    for (let i = 0; i < 2; i++) {
      const r = await updatePwd(token, `bad-old${i}`, strong("t004"));
      expect(r.body).toMatchObject({ success: false, errorCode: -1008 });
    }
    expect((await updatePwd(token, "Demo@2026", strong("t004"))).body.errorCode).toBe(-1003);
    clock += 15 * 60_000 + 1000;
  });

  it("POST updatePwd sets the new password and ends the user's other sessions, not this one", async () => {
    const pc = await tokenOf("t005", PC);
    const phone = await tokenOf("t005", PHONE);
    const changed = await updatePwd(pc, "Demo@2026", strong("t005"));
    expect(changed.body).toEqual({ success: true, errorCode: null, errorDesc: null, data: null });
    const other = await t.call({ method: "GET", url: "/api/auth/my/userInfo", headers: bearer(phone) });
    expect(other.status).toBe(401);
    expect(other.body.errorCode).toBe(-107);
    const same = await t.call({ method: "GET", url: "/api/auth/my/userInfo", headers: bearer(pc) });
    expect(same.body.data).toMatchObject({ name: expect.any(String), mustChangePassword: false });
    expect((await signInWith(t, "primary.demo", "t005", 0, "Demo@2026")).errorCode).toBe(-1002);
    expect((await signInWith(t, "primary.demo", "t005", 0, strong("t005"))).success).toBe(true);
  });

  it("refuses a common password, the account's own name and the unchanged one with -1006", async () => {
    const token = await tokenOf("t006");
    for (const weak of ["12345678", "P@ssw0rd", "Admin@123", "t006", "Demo@2026"]) {
      const r = await t.call({
        method: "POST",
        url: "/api/center/api/updatePwd",
        headers: bearer(token, { "accept-language": "en-US" }),
        payload: { oldPwd: DEMO_PWD, newPwd: sha256(weak) },
      });
      expect(r.body, weak).toMatchObject({ success: false, errorCode: -1006 });
    }
    expect((await signInWith(t, "primary.demo", "t006", 0, "Demo@2026")).success).toBe(true);
  });

  it("refuses a schoolId other than the token's (403)", async () => {
    const token = await tokenOf("t007");
    const middle = await schoolIdOf(t, "middle.demo");
    const r = await t.call({
      method: "GET",
      url: `/api/center/api/validateOld?pwd=${DEMO_PWD}&schoolId=${middle}`,
      headers: bearer(token),
    });
    expect(r.status).toBe(403);
    expect(primary).not.toBe(middle);
  });

  it("refuses a malformed password hash with -1", async () => {
    const token = await tokenOf("t008");
    const r = await t.call({
      method: "GET",
      url: "/api/center/api/validateOld?pwd=plain",
      headers: bearer(token),
    });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe(-1);
  });
});
