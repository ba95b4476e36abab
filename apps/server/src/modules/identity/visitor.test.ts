import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let clock = Date.now();
const now = () => new Date(clock);
const EN = { "accept-language": "en-US" };

describe("visitor tokens: POST /api/auth/visitor/token", () => {
  let t: TestApp;
  let primary: number;
  beforeAll(async () => {
    t = await createTestApp({}, now);
    primary = await schoolIdOf(t, "primary.demo");
  });
  afterAll(() => t.close());

  const visitorToken = async (schoolId = primary) =>
    (await t.call({ method: "POST", url: "/api/auth/visitor/token", payload: { schoolId } })).body.data;
  const whoIs = (token?: string, query = "") =>
    t.call({
      method: "GET",
      url: `/api/auth/visitor/userInfo${query}`,
      headers: token ? bearer(token, EN) : EN,
    });

  it("gives a two-hour visitor token that visitor routes accept, stored only as a hash", async () => {
    const issued = await visitorToken();
    expect(issued.token).toMatch(new RegExp(`^v\\.${primary}\\.[A-Za-z0-9_-]{43}$`));
    expect(issued.expiresIn).toBe(7200);
    expect(issued.user).toMatchObject({ roleType: "visitor", schoolId: primary });
    expect((await whoIs(issued.token)).body.data).toEqual(issued.user);
    const secret = issued.token.split(".")[2];
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from visitor_session where token_hash = ${secret}`,
    );
    expect((rows.rows[0] as { n: number }).n).toBe(0);
  });

  it("lets a signed-in user through visitor routes too", async () => {
    const user = await signIn(t, "primary.demo", "s26010101", 1);
    expect((await whoIs(user.token)).body.data).toMatchObject({ roleType: "stu", schoolId: primary });
  });

  it("keeps visitors out of user and admin routes with MISTOKEN, and strangers out of visitor routes", async () => {
    const { token } = await visitorToken();
    const userRoute = await t.call({
      method: "GET",
      url: "/api/auth/my/userInfo",
      headers: bearer(token, EN),
    });
    expect(userRoute.status).toBe(401);
    expect(userRoute.body.errorCode).toBe("MISTOKEN");
    const adminRoute = await t.call({
      method: "POST",
      url: "/api/auth/jumpCode",
      headers: bearer(token, EN),
      payload: { targetSchoolId: primary },
    });
    expect(adminRoute.body.errorCode).toBe("MISTOKEN");
    const none = await whoIs();
    expect(none.status).toBe(401);
    expect(none.body.errorCode).toBe("MISTOKEN");
  });

  it("refuses another school's schoolId (403), a forged token and an expired one (-107)", async () => {
    const { token } = await visitorToken();
    const middle = await schoolIdOf(t, "middle.demo");
    expect((await whoIs(token, `?schoolId=${middle}`)).status).toBe(403);
    expect((await whoIs(token, `?schoolId=${primary}`)).body.success).toBe(true);
    const forged = await whoIs(`v.${primary}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(forged.status).toBe(401);
    expect(forged.body.errorCode).toBe(-107);
    clock += 2 * 3600 * 1000 + 1000;
    const expired = await whoIs(token);
    expect(expired.status).toBe(401);
    expect(expired.body.errorCode).toBe(-107);
  });

  it("answers an unknown school, and limits how many tokens one address may take (-901)", async () => {
    const unknown = await t.call({
      method: "POST",
      url: "/api/auth/visitor/token",
      payload: { schoolId: 999999 },
    });
    expect(unknown.body).toMatchObject({ success: false, errorCode: 404 });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push(
        (await t.call({ method: "POST", url: "/api/auth/visitor/token", payload: { schoolId: primary } }))
          .status,
      );
    }
    expect(statuses).toContain(429);
    const limited = await t.call({
      method: "POST",
      url: "/api/auth/visitor/token",
      headers: EN,
      payload: { schoolId: primary },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe(-901);
  });
});
