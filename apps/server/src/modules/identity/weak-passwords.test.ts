import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode, signInWith, strong } from "../../../test/accounts.ts";
import { bearer, PHONE, schoolIdOf, sha256, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

const SETUP_CODE = "setup-weak-5d1c0e9a";
/** The facts a lying client would send: long, every class. */
const LIES = { length: 16, classes: 4 };
const TRIVIAL = ["", "a", "1", "aaaaaaaa", "12345678", "password"];
const factsOf = (password: string) => ({
  length: password.length,
  classes: [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(password)).length,
});

describe("weak passwords are refused by their hash whatever the client claims (issue 16 item 5)", () => {
  let t: TestApp;
  let primary: number;
  let parentPhone: string;

  beforeAll(async () => {
    t = await createTestApp({
      setupCode: SETUP_CODE,
      dataDir: mkdtempSync(join(tmpdir(), "eos-weak-passwords-")),
    });
    primary = await schoolIdOf(t, "primary.demo");
    const rows = await t.database.db.execute(
      sql`select phone from parent p where school_id = ${primary} and not exists (select 1 from teacher t where t.school_id = p.school_id and t.phone = p.phone) order by id limit 1`,
    );
    parentPhone = (rows.rows as { phone: string }[])[0].phone;
  });
  afterAll(() => t.close());

  const tokenOf = async (name: string, password = "Demo@2026") =>
    (await signInWith(t, "primary.demo", name, 0, password)).data.token as string;
  const updatePwd = (token: string, oldPassword: string, newPwd: string, pwdFacts?: object) =>
    t.call({
      method: "POST",
      url: "/api/center/api/updatePwd",
      headers: bearer(token),
      payload: { oldPwd: sha256(oldPassword), newPwd, ...(pwdFacts ? { pwdFacts } : {}) },
    });
  /** Signs in on a phone, so that the test's PC session goes on. */
  const passwordIs = async (name: string, password: string) =>
    (await signInWith(t, "primary.demo", name, 0, password, PHONE)).success as boolean;
  const checkWeak = (token: string, body: object) =>
    t.call({ method: "POST", url: "/api/auth/checkWeakPassword", headers: bearer(token), payload: body });

  it("POST updatePwd refuses the hashes of '', 'a', '1', 'aaaaaaaa', '12345678' and 'password' with facts that lie, and the password stays", async () => {
    const token = await tokenOf("t006");
    for (const weak of TRIVIAL) {
      for (const facts of [LIES, undefined]) {
        const r = await updatePwd(token, "Demo@2026", sha256(weak), facts);
        expect(r.body, JSON.stringify(weak)).toMatchObject({ success: false, errorCode: -1006, data: null });
      }
    }
    // Other families on the list: a 6-digit code, a date, four letters, a 5-letter keyboard run, zxcvbn's list.
    for (const weak of ["902817", "20080917", "ZKQW", "asdfg", "trustno1", "Dragon"]) {
      expect((await updatePwd(token, "Demo@2026", sha256(weak), LIES)).body.errorCode, weak).toBe(-1006);
    }
    expect(await passwordIs("t006", "Demo@2026")).toBe(true);
  });

  it("POST updatePwd refuses facts that fail the rules even for a hash not on the list, and accepts a strong password", async () => {
    const token = await tokenOf("t007");
    const unknown = strong("t007-unknown");
    const short = await updatePwd(token, "Demo@2026", sha256(unknown), { length: 5, classes: 4 });
    expect(short.body).toMatchObject({ success: false, errorCode: -1006 });
    const oneClass = await updatePwd(token, "Demo@2026", sha256(unknown), { length: 12, classes: 1 });
    expect(oneClass.body.errorCode).toBe(-1006);
    const tooLong = await updatePwd(token, "Demo@2026", sha256(unknown), { length: 65, classes: 4 });
    expect(tooLong.body.errorCode).toBe(-1006);
    const bad = await updatePwd(token, "Demo@2026", sha256(unknown), { length: "many" });
    expect(bad.status).toBe(400);
    expect(await passwordIs("t007", "Demo@2026")).toBe(true);

    const next = strong("t007");
    const ok = await updatePwd(token, "Demo@2026", sha256(next), factsOf(next));
    expect(ok.body).toMatchObject({ success: true });
    expect(await passwordIs("t007", next)).toBe(true);
    // Clients that send no facts are held to the list alone.
    const again = await updatePwd(token, next, sha256(strong("t007-b")));
    expect(again.body.success).toBe(true);
  });

  it("refuses a weak choice at the first sign-in after an administrator's reset", async () => {
    const admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    const reset = await t.call({
      method: "POST",
      url: "/api/auth/resetPwd",
      headers: bearer(admin),
      payload: { userType: 0, loginName: "t008" },
    });
    const oneTime = reset.body.data.password as string;
    const token = await tokenOf("t008", oneTime);
    expect((await updatePwd(token, oneTime, sha256("12345678"), LIES)).body.errorCode).toBe(-1006);
    const chosen = strong("t008");
    expect((await updatePwd(token, oneTime, sha256(chosen), factsOf(chosen))).body.success).toBe(true);
  });

  it("POST resetPhonePwd refuses a weak password before the code is used", async () => {
    const send = await t.call({
      method: "POST",
      url: "/api/auth/phone/sendResetCode",
      payload: { phone: parentPhone, schoolId: primary },
    });
    expect(send.body.success).toBe(true);
    const code = (await latestCode(t, parentPhone)) as string;
    const reset = (newPwd: string, pwdFacts: object) =>
      t.call({
        method: "POST",
        url: "/api/auth/resetPhonePwd",
        payload: { phone: parentPhone, code, type: 2, schoolId: primary, newPwd, pwdFacts },
      });
    for (const weak of TRIVIAL) expect((await reset(sha256(weak), LIES)).body.errorCode, weak).toBe(-1006);
    // Facts sent as JSON text, the way the browser's form-encoded body carries them.
    const failing = await reset(
      sha256(strong("p-facts")),
      JSON.stringify({ length: 5, classes: 3 }) as never,
    );
    expect(failing.body.errorCode).toBe(-1006);
    const chosen = strong("parent");
    expect((await reset(sha256(chosen), factsOf(chosen))).body.success).toBe(true);
  });

  it("POST setInitAdmin refuses a weak first platform administrator's password, lying facts or not", async () => {
    const setup = (pwd: string, pwdFacts: object) =>
      t.call({
        method: "POST",
        url: "/api/center/permissions/setInitAdmin",
        payload: {
          setupCode: SETUP_CODE,
          siteName: "EOS Platform",
          domain: "platform.weak.test",
          name: "Platform Admin",
          account: "root01",
          pwd,
          pwdFacts,
        },
      });
    for (const weak of TRIVIAL) {
      const r = await setup(sha256(weak), LIES);
      expect(r.status, weak).toBe(400);
      expect(r.body).toMatchObject({ success: false, errorCode: -1 });
    }
    expect((await setup(sha256(strong("root")), { length: 5, classes: 4 })).status).toBe(400);
    const state = await t.call({ method: "GET", url: "/api/center/permissions/initAdminState" });
    expect(state.body.data.initialised).toBe(false);
  });

  it("POST checkWeakPassword agrees: a listed hash or failing facts add the duty to change, a strong one does not", async () => {
    const strongOne = strong("t009");
    const token = await tokenOf("t009");
    const fine = await checkWeak(token, {
      weak: false,
      pwd: sha256(strongOne),
      pwdFacts: factsOf(strongOne),
    });
    expect(fine.body).toMatchObject({ success: true, data: { mustChangePassword: false } });
    const listed = await checkWeak(token, { weak: false, pwd: sha256("12345678"), pwdFacts: LIES });
    expect(listed.body.data).toEqual({ mustChangePassword: true });
    // The duty holds: the same token is now sent to change its password.
    const gated = await t.call({ method: "GET", url: "/api/v3/term/current", headers: bearer(token) });
    expect(gated.body.errorCode).toBe(-1013);

    const other = await tokenOf("t010");
    const facts = await checkWeak(other, {
      weak: false,
      pwd: sha256(strongOne),
      pwdFacts: { length: 5, classes: 4 },
    });
    expect(facts.body.data).toEqual({ mustChangePassword: true });
  });
});
