import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, PC, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let clock = Date.now();
const now = () => new Date(clock);
const EN = { "accept-language": "en-US" };

describe("area administrators switching school: POST /api/auth/jumpCode and /api/auth/jumpCode/getToken", () => {
  let t: TestApp;
  let areaToken: string;
  let primary: number;
  beforeAll(async () => {
    t = await createTestApp({}, now);
    primary = await schoolIdOf(t, "primary.demo");
    areaToken = (await signIn(t, "area.demo", "areaadmin", 0)).token;
  });
  afterAll(() => t.close());

  const jump = (targetSchoolId: number, token = areaToken) =>
    t.call({
      method: "POST",
      url: "/api/auth/jumpCode",
      headers: bearer(token, EN),
      payload: { targetSchoolId },
    });
  const enter = (code: string) =>
    t.call({
      method: "POST",
      url: "/api/auth/jumpCode/getToken",
      headers: { ...PC, ...EN },
      payload: { code },
    });

  it("enters a school of the area as an administrator there, with the same delegate every time", async () => {
    const issued = await jump(primary);
    expect(issued.body.data).toMatchObject({ domain: "primary.demo", expiresIn: 60 });
    expect(issued.body.data.code).toMatch(new RegExp(`^${primary}\\.`));
    const entered = await enter(issued.body.data.code);
    expect(entered.body.data.user).toMatchObject({ schoolId: primary, roleType: "tea" });
    expect(entered.body.data.school).toMatchObject({ id: primary, domain: "primary.demo" });
    // An administrator of the school: the admin guard lets the call through to the area rule.
    const inside = await jump(primary, entered.body.data.token);
    expect(inside.body.errorDesc).toBe(
      "only an area administrator may switch, and only to a school of their own area",
    );

    const second = await enter((await jump(primary)).body.data.code);
    expect(second.body.data.user.id).toBe(entered.body.data.user.id);
    const areaStillIn = await t.call({
      method: "GET",
      url: "/api/auth/my/userInfo",
      headers: bearer(areaToken),
    });
    expect(areaStillIn.body.success).toBe(true);
  });

  it("lets a code work once, for 60 seconds", async () => {
    const code = (await jump(primary)).body.data.code;
    expect((await enter(code)).body.success).toBe(true);
    expect((await enter(code)).status).toBe(404);
    const late = (await jump(primary)).body.data.code;
    clock += 61_000;
    expect((await enter(late)).status).toBe(404);
  });

  it("refuses schools outside the area, the area itself, and unknown schools alike (403)", async () => {
    for (const id of [await schoolIdOf(t, "single.demo"), await schoolIdOf(t, "area.demo"), 999_999]) {
      const refused = await jump(id);
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe(403);
    }
  });

  it("refuses school administrators and teachers (403), visitors and strangers (MISTOKEN)", async () => {
    const schoolAdmin = (await signIn(t, "primary.demo", "admin", 0)).token;
    expect((await jump(await schoolIdOf(t, "middle.demo"), schoolAdmin)).status).toBe(403);
    const teacher = (await signIn(t, "primary.demo", "t002", 0)).token;
    const byTeacher = await jump(primary, teacher);
    expect(byTeacher.status).toBe(403);
    expect(byTeacher.body.errorDesc).toBe("access denied");
    const visitor = await t.call({
      method: "POST",
      url: "/api/auth/visitor/token",
      payload: { schoolId: primary },
    });
    const byVisitor = await jump(primary, visitor.body.data.token);
    expect(byVisitor.status).toBe(401);
    expect(byVisitor.body.errorCode).toBe("MISTOKEN");
  });

  it("keeps schoolId meaning the caller's own school: a different one answers 403", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/auth/jumpCode",
      headers: bearer(areaToken, EN),
      payload: { schoolId: primary, targetSchoolId: primary },
    });
    expect(res.status).toBe(403);
  });
});
