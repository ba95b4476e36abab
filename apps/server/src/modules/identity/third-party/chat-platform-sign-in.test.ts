import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChatPlatformFakes, startChatPlatformFakes } from "../../../../test/chat-platform-fakes.ts";
import { bearer, PC, schoolIdOf, signIn } from "../../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../../test/test-app.ts";

const secrets = { wechat: "wx-secret", wecom: "wecom-secret", dingtalk: "dt-secret" };

describe("third-party sign-in with the chat app, work chat and workplace messaging", () => {
  let t: TestApp;
  let fakes: ChatPlatformFakes;
  let primary: number;
  let parentPhone: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ trustedRedirectHosts: ["school.test"] });
    primary = await schoolIdOf(t, "primary.demo");
    const found = await t.database.db.execute(
      sql`select phone from parent p where school_id = ${primary} and not exists (select 1 from teacher t where t.school_id = p.school_id and t.phone = p.phone) order by id limit 1`,
    );
    parentPhone = (found.rows[0] as { phone: string }).phone;
    fakes = await startChatPlatformFakes(
      {
        wechat: { "wx-t002": { openid: "t002", unionid: "union-1" }, "wx-nobody": { openid: "o-nobody" } },
        wecom: { "wecom-t002": { userid: "t002" }, "wecom-again": { userid: "t002" } },
        dingtalk: { "dt-parent": { unionId: "dt-u1", mobile: parentPhone, corpId: "ding-corp" } },
      },
      secrets,
    );
    const admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    const save = async (kind: string, extra: Record<string, unknown>) => {
      const r = await t.call({
        method: "POST",
        url: "/api/v3/school/thirdParty/save",
        headers: bearer(admin),
        payload: {
          kind,
          name: kind,
          baseUrl: fakes.baseUrl,
          secret: secrets[kind as keyof typeof secrets],
          ...extra,
        },
      });
      expect(r.body.success).toBe(true);
      ids[kind] = r.body.data.id;
    };
    await save("wechat", { clientId: "wx-app", claim: "openid", accountField: "loginName", userType: 0 });
    await save("wecom", {
      clientId: "corp-1",
      agentId: "1000002",
      claim: "userid",
      accountField: "loginName",
      userType: 0,
    });
    await save("dingtalk", { clientId: "ding-app", claim: "mobile", accountField: "phone" });
  });
  afterAll(async () => {
    await fakes?.close();
    await t?.close();
  });

  const start = async (kind: string) => {
    const r = await t.call({
      method: "GET",
      url: `/api/auth/thirdParty/authorizeUrl?schoolId=${primary}&provider=${ids[kind]}&redirectUri=${encodeURIComponent("http://school.test/oauth/callback")}`,
    });
    expect(r.body.success).toBe(true);
    return r.body.data as { url: string; state: string };
  };
  const login = async (kind: string, code: string) =>
    t.call({
      method: "POST",
      url: "/api/auth/thirdParty/login",
      headers: PC,
      payload: { code, state: (await start(kind)).state },
    });

  it("builds each platform's documented authorize address with the state", async () => {
    const wx = new URL((await start("wechat")).url);
    expect(wx.origin + wx.pathname).toBe("https://open.weixin.qq.com/connect/oauth2/authorize");
    expect(wx.searchParams.get("appid")).toBe("wx-app");
    expect(wx.hash).toBe("#wechat_redirect");
    const wecom = await start("wecom");
    expect(new URL(wecom.url).searchParams.get("agentid")).toBe("1000002");
    expect(new URL(wecom.url).searchParams.get("state")).toBe(wecom.state);
    const ding = new URL((await start("dingtalk")).url);
    expect(ding.origin + ding.pathname).toBe("https://login.dingtalk.com/oauth2/auth");
    expect(ding.searchParams.get("client_id")).toBe("ding-app");
  });

  it("the chat app: openid matched to a teacher's account signs in; an unknown code answers 40029", async () => {
    const r = await login("wechat", "wx-t002");
    expect(r.body.data).toEqual([expect.objectContaining({ type: 0 })]);
    expect(fakes.calls).toContain("/sns/oauth2/access_token");
    const reused = await login("wechat", "wx-t002");
    expect(reused.body).toMatchObject({ success: false, errorCode: 40029 });
    expect(reused.body.errorDesc).toContain("40029");
  });

  it("the chat app: an identity that matches no account is not bound", async () => {
    expect((await login("wechat", "wx-nobody")).body).toMatchObject({ success: false, errorCode: -1020 });
  });

  it("work chat: gettoken then getuserinfo; the linked userid signs in again", async () => {
    const first = await login("wecom", "wecom-t002");
    expect(first.body.data).toHaveLength(1);
    expect(fakes.calls).toEqual(expect.arrayContaining(["/cgi-bin/gettoken", "/cgi-bin/auth/getuserinfo"]));
    const again = await login("wecom", "wecom-again");
    const token = await t.call({
      method: "POST",
      url: "/api/auth/login/getToken",
      headers: PC,
      payload: { authorizationCode: again.body.data[0].authorizationCode },
    });
    expect(token.body.data.user).toMatchObject({ roleType: "tea", schoolId: primary });
    expect((await login("wecom", "wecom-bogus")).body.errorCode).toBe(40029);
  });

  it("workplace messaging: userAccessToken then users/me; the mobile finds the parent", async () => {
    const r = await login("dingtalk", "dt-parent");
    expect(r.body.data).toEqual([expect.objectContaining({ type: 2 })]);
    expect(fakes.calls).toEqual(
      expect.arrayContaining(["/v1.0/oauth2/userAccessToken", "/v1.0/contact/users/me"]),
    );
    const links = await t.database.db.execute(
      sql`select provider, corp_or_app_id, provider_user_id from third_party_link where provider = 'dingtalk'`,
    );
    expect(links.rows).toEqual([
      { provider: "dingtalk", corp_or_app_id: "ding-corp", provider_user_id: "dt-u1" },
    ]);
    expect((await login("dingtalk", "dt-parent")).body.errorCode).toBe(40029);
  });

  it("refuses a state that was never issued", async () => {
    const r = await t.call({
      method: "POST",
      url: "/api/auth/thirdParty/login",
      payload: { code: "wx-t002", state: "forged-state-value" },
    });
    expect(r.body).toMatchObject({ success: false, errorCode: 40029 });
  });
});
