import { createRequire, syncBuiltinESMExports } from "node:module";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode } from "../../../test/accounts.ts";
import { bearer, DEMO_PWD, schoolIdOf, sha256, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let clock = Date.now();
const now = () => new Date(clock);
const MINUTE = 60_000;

/** The unlock time as the -1003 message names it (the demo schools' time zone). */
const unlockText = (at: number) =>
  new Intl.DateTimeFormat("zh-CN", {
    timeZone: "Asia/Shanghai",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  })
    .format(new Date(at))
    .replaceAll("/", "-");

const count = (answers: { body: { errorCode: unknown } }[], code: unknown) =>
  answers.filter((a) => a.body.errorCode === code).length;

let t: TestApp;
let primary: number;
beforeAll(async () => {
  t = await createTestApp({}, now);
  primary = await schoolIdOf(t, "primary.demo");
});
afterAll(() => t.close());

describe("password sign-in limits: 5 guesses per account and address, 50 per account an hour", () => {
  const attempt = (name: string, pwd: string, remoteAddress: string, type = 0) =>
    t.call({
      method: "POST",
      url: "/api/auth/login/pwd",
      headers: { "accept-language": "en-US" },
      payload: { name, pwd, type, schoolId: primary },
      remoteAddress,
    });

  it("evaluates at most 5 of 100 concurrent wrong passwords, and refuses the right one sent after them", async () => {
    const from = "198.51.100.7";
    const answers = await Promise.all([
      ...Array.from({ length: 100 }, (_, i) => attempt("t010", sha256(`guess${i}`), from)),
      attempt("t010", DEMO_PWD, from),
    ]);
    const right = answers.pop();
    expect(right?.body).toMatchObject({ success: false, errorCode: -1003, data: null });
    expect(right?.body.errorDesc).toContain(unlockText(clock + 15 * MINUTE));
    expect(count(answers, -1002)).toBeLessThanOrEqual(5);
    expect(count(answers, -1002) + count(answers, -1003)).toBe(100);
    // Another address is not locked out by these guesses.
    expect((await attempt("t010", DEMO_PWD, "198.51.100.8")).body.success).toBe(true);
  });

  it("locks one address after 5 wrong passwords for 15 minutes while another address still signs in", async () => {
    const guesses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => attempt("t011", sha256(`bad${i}`), "203.0.113.20")),
    );
    expect(guesses.map((g) => g.body.errorCode)).toEqual([-1002, -1002, -1002, -1002, -1002]);
    const locked = await attempt("t011", DEMO_PWD, "203.0.113.20");
    expect(locked.body).toEqual({
      success: false,
      errorCode: -1003,
      errorDesc: `too many wrong passwords: the account is locked until ${unlockText(clock + 15 * MINUTE)}`,
      data: null,
    });
    expect((await attempt("t011", DEMO_PWD, "203.0.113.21")).body.success).toBe(true);
    expect((await attempt("t011", DEMO_PWD, "2001:db8::21")).body.success).toBe(true);
    clock += 15 * MINUTE + 1000;
    expect((await attempt("t011", DEMO_PWD, "203.0.113.20")).body.success).toBe(true);
  });

  it("locks the account for everyone for an hour after 50 guesses from many addresses", async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `192.0.2.${i + 1}`);
    const answers = await Promise.all(
      addresses.flatMap((ip) =>
        Array.from({ length: 5 }, (_, i) => attempt("t012", sha256(`${ip}-${i}`), ip)),
      ),
    );
    expect(count(answers, -1002)).toBe(50);
    expect(count(answers, -1003)).toBe(10);
    const fresh = await attempt("t012", DEMO_PWD, "192.0.2.200");
    expect(fresh.body).toMatchObject({ success: false, errorCode: -1003 });
    expect(fresh.body.errorDesc).toContain(unlockText(clock + 60 * MINUTE));
    clock += 60 * MINUTE + 1000;
    expect((await attempt("t012", DEMO_PWD, "192.0.2.200")).body.success).toBe(true);
  });

  it("holds the same limit on a signed-in user's old-password checks (validateOld) under concurrency", async () => {
    const { token } = await signIn(t, "primary.demo", "t013", 0);
    const check = (pwd: string) =>
      t.call({
        method: "GET",
        url: `/api/center/api/validateOld?pwd=${pwd}`,
        headers: bearer(token),
        remoteAddress: "198.51.100.50",
      });
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => check(sha256(`old${i}`))),
      check(DEMO_PWD),
    ]);
    expect(answers.pop()?.body.errorCode).toBe(-1003);
    expect(answers.filter((a) => a.body.data === false).length).toBeLessThanOrEqual(5);
    expect(count(answers, -1003)).toBeGreaterThanOrEqual(25);
  });

  it("lets the owner sign in by phone code when an address is locked, which lifts the lock", async () => {
    const rows = await t.database.db.execute(
      sql`select phone from parent where school_id = ${primary} order by id limit 1`,
    );
    const phone = (rows.rows[0] as { phone: string }).phone;
    const from = "203.0.113.30";
    for (let i = 0; i < 5; i++)
      expect((await attempt(phone, sha256(`no${i}`), from, 2)).body.errorCode).toBe(-1002);
    expect((await attempt(phone, DEMO_PWD, from, 2)).body.errorCode).toBe(-1003);
    await t.call({ method: "POST", url: "/api/auth/phone/sendCode", payload: { phone, schoolId: primary } });
    const code = await latestCode(t, phone);
    const byPhone = await t.call({
      method: "POST",
      url: "/api/auth/login/phone",
      payload: { phone, code, type: 2, schoolId: primary },
      remoteAddress: from,
    });
    expect(byPhone.body.success).toBe(true);
    expect((await attempt(phone, DEMO_PWD, from, 2)).body.success).toBe(true);
  });
});

describe("SMS sign-in codes: at most 5 guesses per code, however many arrive together", () => {
  let phone: string;
  beforeAll(async () => {
    const rows = await t.database.db.execute(
      sql`select phone from parent where school_id = ${primary} order by id desc limit 1`,
    );
    phone = (rows.rows[0] as { phone: string }).phone;
  });

  it("does not sign in with 59 wrong codes and the right one sent together; tries stop at 5", async () => {
    await t.call({ method: "POST", url: "/api/auth/phone/sendCode", payload: { phone, schoolId: primary } });
    const code = (await latestCode(t, phone)) as string;
    const wrong = Array.from({ length: 60 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"),
    );
    const login = (guess: string) =>
      t.call({
        method: "POST",
        url: "/api/auth/login/phone",
        payload: { phone, code: guess, type: 2, schoolId: primary },
      });
    const answers = await Promise.all([...wrong.slice(0, 59).map(login), login(code)]);
    expect(answers.map((a) => a.body.errorCode)).toEqual(Array(60).fill(-1005));
    const tries = await t.database.db.execute(
      sql`select tries from sms_code where school_id = ${primary} and phone = ${phone} and purpose = 'login'`,
    );
    expect(tries.rows).toEqual([{ tries: 5 }]);
  });
});

describe("password sign-in does the same work whether the account exists or not", () => {
  /** Runs `work` with node:crypto's scrypt counted (the module's live binding, so every importer sees it). */
  const scryptCalls = async (work: () => Promise<unknown>) => {
    const crypto = createRequire(import.meta.url)("node:crypto") as typeof import("node:crypto");
    const original = crypto.scrypt;
    const costs: number[] = [];
    crypto.scrypt = ((...args: Parameters<typeof original>) => {
      const options = args[3] as { N?: number };
      costs.push(options.N ?? 0);
      return (original as (...a: unknown[]) => void)(...args);
    }) as typeof original;
    syncBuiltinESMExports();
    try {
      await work();
    } finally {
      crypto.scrypt = original;
      syncBuiltinESMExports();
    }
    return costs;
  };

  it("hashes against a dummy of the real cost for an unknown account, like a known one's wrong password", async () => {
    const attempt = (name: string) =>
      t.call({
        method: "POST",
        url: "/api/auth/login/pwd",
        payload: { name, pwd: sha256("wrong"), type: 0, schoolId: primary },
        remoteAddress: "198.51.100.40",
      });
    const known = await scryptCalls(() => attempt("t002"));
    const unknown = await scryptCalls(() => attempt("nobody-here"));
    expect(known).toEqual([16384]);
    expect(unknown).toEqual(known);
  });
});
