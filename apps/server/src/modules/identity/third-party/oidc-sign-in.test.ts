import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OidcIssuer, startOidcIssuer } from "../../../../test/oidc-issuer.ts";
import { bearer, PC, schoolIdOf, signIn } from "../../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../../test/test-app.ts";

const REDIRECT = "http://school.test/oauth/callback";
const SECRET = "oidc-client-secret-do-not-leak";

describe("third-party sign-in with OpenID Connect", () => {
  let t: TestApp;
  let issuer: OidcIssuer;
  let primary: number;
  let middle: number;
  let adminToken: string;
  let providerId: number;

  const phoneOf = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)).rows[0] as { phone: string }).phone;

  beforeAll(async () => {
    t = await createTestApp({ trustedRedirectHosts: ["school.test"] });
    primary = await schoolIdOf(t, "primary.demo");
    middle = await schoolIdOf(t, "middle.demo");
    const parentPhone = await phoneOf(
      sql`select phone from parent p where school_id = ${primary} and not exists (select 1 from teacher t where t.school_id = p.school_id and t.phone = p.phone) order by id desc limit 1`,
    );
    const bothPhone = await phoneOf(
      sql`select t.phone from teacher t join parent p on p.school_id = t.school_id and p.phone = t.phone where t.school_id = ${primary} limit 1`,
    );
    issuer = await startOidcIssuer({ clientId: "eos-primary", secret: SECRET, redirectUri: REDIRECT }, [
      { sub: "parent-1", phone: parentPhone },
      { sub: "both-1", phone: bothPhone },
      { sub: "stranger", phone: "13000000000" },
    ]);
    adminToken = (await signIn(t, "primary.demo", "admin", 0)).token;
    const saved = await t.call({
      method: "POST",
      url: "/api/v3/school/thirdParty/save",
      headers: bearer(adminToken),
      payload: {
        kind: "oidc",
        name: "School SSO",
        clientId: "eos-primary",
        secret: SECRET,
        baseUrl: issuer.issuer,
        claim: "phone_number",
        accountField: "phone",
      },
    });
    expect(saved.body.success).toBe(true);
    providerId = saved.body.data.id;
  });
  afterAll(async () => {
    await issuer?.close();
    await t?.close();
  });

  const start = async (schoolId = primary, provider = providerId) =>
    t.call({
      method: "GET",
      url: `/api/auth/thirdParty/authorizeUrl?${new URLSearchParams({
        schoolId: String(schoolId),
        provider: String(provider),
        redirectUri: REDIRECT,
      })}`,
    });
  const login = (code: string, state: string) =>
    t.call({ method: "POST", url: "/api/auth/thirdParty/login", headers: PC, payload: { code, state } });
  const codeFor = async (sub: string) => {
    const started = await start();
    expect(started.body.success).toBe(true);
    const back = await issuer.authorize(started.body.data.url, sub);
    expect(back.get("state")).toBe(started.body.data.state);
    return { code: back.get("code") as string, state: started.body.data.state as string };
  };

  it("lists the school's providers on its sign-in page, and none for another school", async () => {
    const listed = await t.call({ method: "GET", url: `/api/auth/thirdParty/providers?schoolId=${primary}` });
    expect(listed.body.data).toEqual([{ id: providerId, kind: "oidc", name: "School SSO" }]);
    const other = await t.call({ method: "GET", url: `/api/auth/thirdParty/providers?schoolId=${middle}` });
    expect(other.body.data).toEqual([]);
  });

  it("never returns the secret, and stores it sealed", async () => {
    const list = await t.call({
      method: "GET",
      url: "/api/v3/school/thirdParty/list",
      headers: bearer(adminToken),
    });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ id: providerId, hasSecret: true, clientId: "eos-primary" });
    expect(JSON.stringify(list.body)).not.toContain(SECRET);
    const stored = await t.database.db.execute(sql`select secret_sealed from third_party_provider`);
    expect(JSON.stringify(stored.rows)).not.toContain(SECRET);
  });

  it("keeps configuration to administrators", async () => {
    const teacher = (await signIn(t, "primary.demo", "t002", 0)).token;
    const r = await t.call({
      method: "GET",
      url: "/api/v3/school/thirdParty/list",
      headers: bearer(teacher),
    });
    expect(r.status).toBe(403);
    const anonymous = await t.call({ method: "GET", url: "/api/v3/school/thirdParty/list" });
    expect(anonymous.body.errorCode).toBe("MISTOKEN");
  });

  it("signs in a person with one account: one entry whose code gives a token", async () => {
    const { code, state } = await codeFor("parent-1");
    const r = await login(code, state);
    expect(r.body.success).toBe(true);
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0]).toMatchObject({ type: 2 });
    const token = await t.call({
      method: "POST",
      url: "/api/auth/login/getToken",
      headers: PC,
      payload: { authorizationCode: r.body.data[0].authorizationCode },
    });
    expect(token.body.data.user).toMatchObject({ roleType: "p", schoolId: primary });
  });

  it("gives a person with several accounts one entry each, for role selection", async () => {
    const { code, state } = await codeFor("both-1");
    const r = await login(code, state);
    expect(r.body.data.map((e: { type: number }) => e.type)).toEqual([0, 2]);
    // The identity is now linked: the next sign-in finds the same accounts.
    const again = await codeFor("both-1");
    expect((await login(again.code, again.state)).body.data).toHaveLength(2);
  });

  it("answers 40029 for a bad code and for a used one, and refuses a state twice", async () => {
    const bad = await start();
    const r = await login("not-a-real-code", bad.body.data.state);
    expect(r.body).toMatchObject({ success: false, errorCode: 40029 });
    expect(r.body.errorDesc).toContain("40029");

    const { code, state } = await codeFor("parent-1");
    expect((await login(code, state)).body.success).toBe(true);
    const reusedState = await login(code, state);
    expect(reusedState.body.errorDesc).toContain("40029");
    const fresh = await start();
    const reusedCode = await login(code, fresh.body.data.state);
    expect(reusedCode.body).toMatchObject({ success: false, errorCode: 40029 });
  });

  it("says 'not bound' when no account of the school matches", async () => {
    const { code, state } = await codeFor("stranger");
    const r = await login(code, state);
    expect(r.body).toMatchObject({ success: false, errorCode: -1020 });
  });

  it("never uses one school's configuration for another school", async () => {
    const r = await start(middle, providerId);
    expect(r.body).toMatchObject({ success: false, errorCode: 404 });
    const middleAdmin = (await signIn(t, "middle.demo", "admin", 0)).token;
    const del = await t.call({
      method: "POST",
      url: "/api/v3/school/thirdParty/del",
      headers: bearer(middleAdmin),
      payload: { id: providerId },
    });
    expect(del.status).toBe(404);
    const list = await t.call({
      method: "GET",
      url: "/api/v3/school/thirdParty/list",
      headers: bearer(middleAdmin),
    });
    expect(list.body.data).toEqual([]);
  });
});
