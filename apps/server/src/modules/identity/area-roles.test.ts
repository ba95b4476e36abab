import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode } from "../../../test/accounts.ts";
import { bearer, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let clock = Date.now();
const now = () => new Date(clock);

type Role = { schoolId: number; schoolType: number; accountId: number; type: number; isAdmin: boolean };

describe("area mode: sign in on the area's site, then choose a school and role", () => {
  let t: TestApp;
  let areaSite: number;
  let primary: number;
  let middle: number;
  let sharedParent: string;
  let teacherParent: string;
  beforeAll(async () => {
    t = await createTestApp({}, now);
    areaSite = await schoolIdOf(t, "area.demo");
    primary = await schoolIdOf(t, "primary.demo");
    middle = await schoolIdOf(t, "middle.demo");
    const shared = await t.database.db.execute(
      sql`select a.phone from parent a join parent b on b.phone = a.phone and b.school_id = ${middle} where a.school_id = ${primary} limit 1`,
    );
    sharedParent = (shared.rows[0] as { phone: string }).phone;
    const both = await t.database.db.execute(
      sql`select t.phone from teacher t join parent p on p.school_id = t.school_id and p.phone = t.phone where t.school_id = ${primary} limit 1`,
    );
    teacherParent = (both.rows[0] as { phone: string }).phone;
  });
  afterAll(() => t.close());

  const area = (token: string) => ({ "x-area-token": token });
  const myRoles = (token: string) =>
    t.call({ method: "GET", url: "/api/auth/area/myRoles", headers: area(token) });
  const choose = (token: string, role: Pick<Role, "schoolId" | "accountId">) =>
    t.call({
      method: "POST",
      url: "/api/auth/area/chooseRole",
      headers: area(token),
      payload: { targetSchoolId: role.schoolId, accountId: role.accountId },
    });
  const exchange = async (code: string) =>
    (await t.call({ method: "POST", url: "/api/auth/login/getToken", payload: { authorizationCode: code } }))
      .body.data;
  const phoneLogin = async (phone: string) => {
    clock += 61_000;
    await t.call({ method: "POST", url: "/api/auth/phone/sendCode", payload: { phone, schoolId: areaSite } });
    return t.call({
      method: "POST",
      url: "/api/auth/area/login/phone",
      payload: { phone, code: await latestCode(t, phone), schoolId: areaSite },
    });
  };

  it("gives the area administrator, signed in by password, the area's own entry first", async () => {
    const session = await signIn(t, "area.demo", "areaadmin", 0);
    const pass = await t.call({ method: "POST", url: "/api/auth/area/pass", headers: bearer(session.token) });
    const token = pass.body.data.areaToken as string;
    expect(token).toMatch(/^a\.\d+\.[A-Za-z0-9_-]{43}$/);
    const roles: Role[] = (await myRoles(token)).body.data;
    expect(roles[0]).toMatchObject({ schoolId: areaSite, schoolType: 1, type: 0, isAdmin: true });
    const chosen = await choose(token, roles[0]);
    expect(chosen.body.data.school).toMatchObject({ id: areaSite, type: 1, domain: "area.demo" });
    const signedIn = await exchange(chosen.body.data.authorizationCode);
    expect(signedIn.user).toMatchObject({ schoolId: areaSite, roleType: "tea" });
  });

  it("lists, for a parent's phone code, their accounts in every school of the area", async () => {
    const r = await phoneLogin(sharedParent);
    expect(r.body.success).toBe(true);
    const roles: Role[] = r.body.data.roles;
    expect(roles.map((x) => [x.schoolId, x.type]).sort()).toEqual(
      [
        [primary, 2],
        [middle, 2],
      ].sort(),
    );
    expect((await myRoles(r.body.data.areaToken)).body.data).toEqual(roles);
    const inMiddle = roles.find((x) => x.schoolId === middle)!;
    const chosen = await choose(r.body.data.areaToken, inMiddle);
    expect(chosen.body.data.school).toMatchObject({ id: middle, domain: "middle.demo" });
    const signedIn = await exchange(chosen.body.data.authorizationCode);
    expect(signedIn.user).toMatchObject({ schoolId: middle, roleType: "p" });
  });

  it("lists a teacher who is also a parent with both roles", async () => {
    const r = await phoneLogin(teacherParent);
    const roles: Role[] = r.body.data.roles;
    expect(roles.filter((x) => x.schoolId === primary).map((x) => x.type)).toEqual([0, 2]);
  });

  it("refuses a role that is not the pass's, and calls without a valid pass", async () => {
    const r = await phoneLogin(sharedParent);
    const token = r.body.data.areaToken as string;
    const other = await t.database.db.execute(
      sql`select id from account where school_id = ${primary} and login_name = 'admin' limit 1`,
    );
    const stranger = { schoolId: primary, accountId: Number((other.rows[0] as { id: number }).id) };
    expect((await choose(token, stranger)).status).toBe(403);
    const single = await schoolIdOf(t, "single.demo");
    expect((await choose(token, { schoolId: single, accountId: 1 })).status).toBe(403);
    const none = await t.call({ method: "GET", url: "/api/auth/area/myRoles" });
    expect(none.status).toBe(401);
    expect(none.body.errorCode).toBe("MISTOKEN");
    expect((await myRoles("a.1.not-a-real-token-at-all-xxxx")).body.errorCode).toBe(-107);
    expect((await myRoles(token.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).body.errorCode).toBe(-107);
  });

  it("ends the pass at logout and after eight hours", async () => {
    const first = (await phoneLogin(sharedParent)).body.data.areaToken as string;
    await t.call({ method: "POST", url: "/api/auth/area/logout", headers: area(first) });
    expect((await myRoles(first)).body.errorCode).toBe(-107);
    const second = (await phoneLogin(sharedParent)).body.data.areaToken as string;
    clock += 8 * 3600_000 + 1000;
    expect((await myRoles(second)).status).toBe(401);
  });

  it("works only on an area's site, and only for phones with a role in the area", async () => {
    const r = await t.call({
      method: "POST",
      url: "/api/auth/area/login/phone",
      payload: { phone: sharedParent, code: "123456", schoolId: primary },
    });
    expect(r.status).toBe(403);
    const single = await schoolIdOf(t, "single.demo");
    const rows = await t.database.db.execute(
      sql`select phone from parent where school_id = ${single} order by id limit 1`,
    );
    const outsider = await phoneLogin((rows.rows[0] as { phone: string }).phone);
    expect(outsider.body).toMatchObject({ success: false, errorCode: 404 });
    const teacher = (await signIn(t, "primary.demo", "t002", 0)).token;
    const pass = await t.call({ method: "POST", url: "/api/auth/area/pass", headers: bearer(teacher) });
    expect(pass.status).toBe(403);
  });
});
