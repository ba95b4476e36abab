import { SessionKey } from "@eos/contracts";
import { describe, expect, it } from "vitest";
import { areaTokenKey } from "../../api/session.ts";
import { mockFetch, okEnvelope } from "../../test/fetchMock.ts";
import { testSession } from "../../test/session.ts";
import { landingUrl } from "./signIn.ts";
import { areaFlow, schoolFlow } from "./signInFlows.ts";

const teacher = { id: 3, name: "Wang Fang", type: 0, roleType: "tea", schoolId: 12, areaId: 1 };

/** A server that signs anyone in and records what was reported. */
const server = (extra: Record<string, unknown> = {}) =>
  mockFetch(({ url }) => {
    if (url.pathname in extra) return { body: okEnvelope(extra[url.pathname]) };
    if (url.pathname === "/api/auth/login/pwd") return { body: okEnvelope({ authorizationCode: "c1" }) };
    if (url.pathname === "/api/auth/checkWeakPassword")
      return { body: okEnvelope({ mustChangePassword: true }) };
    return { body: okEnvelope({ token: "tok", user: { ...teacher, mustChangePassword: false } }) };
  });

const input = (password: string) => ({ name: "wangf", password, type: 0 as const, schoolId: 12 });

describe("password sign-in reports a weak password (checkWeakPassword)", () => {
  it("reports a strong password as strong, with its hash and facts, and lands normally when the server agrees", async () => {
    const { calls } = server({ "/api/auth/checkWeakPassword": { mustChangePassword: false } });
    const user = await schoolFlow.password(input("Demo@2026"));
    expect(calls.map((c) => c.url.pathname)).toEqual([
      "/api/auth/login/pwd",
      "/api/auth/login/getToken",
      "/api/auth/checkWeakPassword",
    ]);
    const report = new URLSearchParams(calls[2].body);
    expect(report.get("weak")).toBe("false");
    expect(report.get("pwd")).toBe(new URLSearchParams(calls[0].body).get("pwd"));
    expect(JSON.parse(report.get("pwdFacts") ?? "null")).toEqual({ length: 9, classes: 4 });
    expect(landingUrl(user as typeof teacher, false)).toBe("/admin");
  });

  it("sends the user to change a password the browser passed but the server's list refuses", async () => {
    const { calls } = server();
    const user = await schoolFlow.password(input("Football1"));
    const report = calls.find((c) => c.url.pathname === "/api/auth/checkWeakPassword");
    expect(new URLSearchParams(report?.body).get("weak")).toBe("false");
    expect(user).toMatchObject({ mustChangePassword: true });
    expect(landingUrl(user as typeof teacher, false)).toBe("/changePassword");
  });

  it("reports a weak one, then sends the user to change it first, keeping the remembered page", async () => {
    const { calls } = server();
    testSession.set(SessionKey.lastUrl, "/admin/forms");
    const user = await schoolFlow.password(input("wangf12345"));
    const report = calls.find((c) => c.url.pathname === "/api/auth/checkWeakPassword");
    expect(new URLSearchParams(report?.body).get("weak")).toBe("true");
    expect(user).toMatchObject({ mustChangePassword: true });
    expect(JSON.parse(testSession.get(SessionKey.userInfo) ?? "{}").mustChangePassword).toBe(true);
    expect(landingUrl(user as typeof teacher, false)).toBe("/changePassword");
    expect(landingUrl(user as typeof teacher, true)).toBe("/m/password?forced=1");
    expect(testSession.get(SessionKey.lastUrl)).toBe("/admin/forms");
  });
});

describe("phone sign-in with several accounts", () => {
  const accounts = [
    { type: 0, authorizationCode: "t-code", name: "Teacher Li" },
    { type: 2, authorizationCode: "p-code", name: "Parent Li" },
  ];
  const phone = { phone: "13800138000", code: "123456", type: 2 as const, schoolId: 12 };

  it("goes to /user/select?authType=<the role asked for>, keeping the choices for that page", async () => {
    const { calls } = server({ "/api/auth/login/phone": accounts });
    expect(await schoolFlow.phone(phone)).toEqual({ next: "/user/select?authType=2" });
    expect(calls).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem("eos.roleChoices") ?? "{}").accounts).toEqual(accounts);
  });

  it("signs one account straight in", async () => {
    const { calls } = server({ "/api/auth/login/phone": [accounts[1]] });
    const user = await schoolFlow.phone(phone);
    expect(user).toMatchObject({ roleType: "tea" });
    expect(new URLSearchParams(calls[1].body).get("authorizationCode")).toBe("p-code");
  });
});

describe("signing in on an area's site", () => {
  it("by password takes an area pass and goes to /chooseRole", async () => {
    const { calls } = server({
      "/api/auth/area/pass": { areaToken: "a.1.pass" },
      "/api/auth/checkWeakPassword": { mustChangePassword: false },
    });
    expect(await areaFlow.password(input("Demo@2026"))).toEqual({ next: "/chooseRole" });
    expect(calls.map((c) => c.url.pathname)).toContain("/api/auth/area/pass");
    expect(testSession.get(areaTokenKey)).toBe("a.1.pass");
  });

  it("by phone code takes the pass from the area sign-in and goes to /chooseRole", async () => {
    const { calls } = server({ "/api/auth/area/login/phone": { areaToken: "a.1.phone", roles: [] } });
    const outcome = await areaFlow.phone({ phone: "13800138000", code: "123456", type: 2, schoolId: 1 });
    expect(outcome).toEqual({ next: "/chooseRole" });
    expect(new URLSearchParams(calls[0].body).get("schoolId")).toBe("1");
    expect(testSession.get(areaTokenKey)).toBe("a.1.phone");
    expect(testSession.get(SessionKey.token)).toBeNull();
  });
});
