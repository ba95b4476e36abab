import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, PC, PHONE, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let clock = Date.now();
const now = () => new Date(clock);
const EN = { "accept-language": "en-US" };

describe("app-centre trust codes: getTrustCode and exchangeTrustCode", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ trustedRedirectHosts: ["apps.example.com", "intranet.example.org:8443"] }, now);
    token = (await signIn(t, "primary.demo", "t002", 0, PHONE)).token;
  });
  afterAll(() => t.close());

  const issue = (appId: string, url: string, headers: Record<string, string> = bearer(token, EN)) =>
    t.call({
      method: "GET",
      url: `/api/center/api/app/getTrustCode?${new URLSearchParams({ appId, url }).toString()}`,
      headers,
    });
  const exchange = (code: string, appid: string) =>
    t.call({
      method: "POST",
      url: "/api/center/api/app/exchangeTrustCode",
      headers: { ...PC, ...EN },
      payload: { code, appid },
    });

  it("opens the app as the same user, with the bound address, once", async () => {
    const issued = await issue("42", "/app/42?tab=home");
    expect(issued.body.data).toMatchObject({ url: "/app/42?tab=home", expiresIn: 60 });
    const redirect = new URL(issued.body.data.redirectUrl, "http://x");
    expect(redirect.pathname).toBe("/center/redirectUrl");
    expect(redirect.searchParams.get("token")).toBe(issued.body.data.code);
    expect(redirect.searchParams.get("appid")).toBe("42");

    const first = await exchange(issued.body.data.code, "42");
    expect(first.body.data).toMatchObject({
      url: "/app/42?tab=home",
      user: { roleType: "tea" },
      school: { domain: "primary.demo" },
    });
    const me = await t.call({
      method: "GET",
      url: "/api/auth/my/userInfo",
      headers: bearer(first.body.data.token),
    });
    expect(me.body.data.id).toBe(first.body.data.user.id);

    const again = await exchange(issued.body.data.code, "42");
    expect(again.status).toBe(404);
    expect(again.body.errorDesc).toBe("this link has expired or was already used, please open it again");
  });

  it("keeps the caller's console session when a trust code opens an app, but a second sign-in still ends it", async () => {
    const admin = await signIn(t, "primary.demo", "admin", 0, PC);
    const whoAmI = (tok: string) =>
      t.call({ method: "GET", url: "/api/auth/my/userInfo", headers: bearer(tok, EN) });
    const apps: string[] = [];
    for (const appId of ["42", "43"]) {
      const issued = await issue(appId, `/app/${appId}`, bearer(admin.token, EN));
      apps.push((await exchange(issued.body.data.code, appId)).body.data.token);
      expect((await whoAmI(admin.token)).body.data).toMatchObject({ id: admin.user.id, roleType: "tea" });
    }
    // Two apps open side by side: neither is another device either.
    for (const app of apps) expect((await whoAmI(app)).body.success).toBe(true);
    await signIn(t, "primary.demo", "admin", 0, PC);
    expect((await whoAmI(admin.token)).body).toMatchObject({ success: false, errorCode: -1012 });
  });

  it("lets a code live 60 seconds", async () => {
    const issued = await issue("7", "/admin");
    clock += 61_000;
    expect((await exchange(issued.body.data.code, "7")).status).toBe(404);
  });

  it("spends a code shown to the wrong app without opening anything", async () => {
    const issued = await issue("7", "/admin");
    expect((await exchange(issued.body.data.code, "8")).status).toBe(404);
    expect((await exchange(issued.body.data.code, "7")).status).toBe(404);
  });

  it("allows same-site paths and allow-listed hosts only", async () => {
    for (const url of ["https://apps.example.com/open?x=1", "https://intranet.example.org:8443/a"]) {
      expect((await issue("7", url)).body.data.url).toBe(url);
    }
    for (const url of [
      "https://evil.example.net/",
      "https://apps.example.com.evil.net/",
      "https://intranet.example.org/a",
      "//evil.example.net/x",
      "/\\evil.example.net",
      "javascript:alert(1)",
      "https://user:pw@apps.example.com/",
      "ftp://apps.example.com/",
      "app/42",
    ]) {
      const refused = await issue("7", url);
      expect(refused.status, url).toBe(400);
      expect(refused.body.errorDesc).toBe("redirecting to this address is not allowed");
    }
  });

  it("issues codes to signed-in users only, never to visitors", async () => {
    const anonymous = await issue("7", "/admin", EN);
    expect(anonymous.body.errorCode).toBe("MISTOKEN");
    const schoolId = me(token);
    const visitor = await t.call({ method: "POST", url: "/api/auth/visitor/token", payload: { schoolId } });
    const asVisitor = await issue("7", "/admin", bearer(visitor.body.data.token, EN));
    expect(asVisitor.status).toBe(401);
    expect(asVisitor.body.errorCode).toBe("MISTOKEN");
    const forged = await exchange(`${schoolId}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, "7");
    expect(forged.status).toBe(404);
  });
});

const me = (token: string) => Number(token.split(".")[0]);
