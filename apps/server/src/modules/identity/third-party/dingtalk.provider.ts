import {
  fetchJson,
  ProviderCodeError,
  ProviderUnavailableError,
  type ThirdPartyProvider,
  trimSlash,
} from "./provider.ts";

/**
 * Workplace messaging (DingTalk's OAuth 2 sign-in): `POST /v1.0/oauth2/userAccessToken` turns the code into a
 * user access token, `GET /v1.0/contact/users/me` names the user (unionId, openId, mobile, nick). Identities
 * are keyed by the corp (or the app when the token names none) and the unionId.
 */
export const dingtalkProvider: ThirdPartyProvider = {
  authorizeUrl: async (config, { state, redirectUri }) => {
    const q = new URLSearchParams({
      redirect_uri: redirectUri,
      response_type: "code",
      client_id: config.clientId,
      scope: "openid",
      state,
      prompt: "consent",
    });
    return `https://login.dingtalk.com/oauth2/auth?${q}`;
  },
  exchangeCode: async (config, code) => {
    const base = trimSlash(config.baseUrl ?? "https://api.dingtalk.com");
    const token = await fetchJson(`${base}/v1.0/oauth2/userAccessToken`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        clientId: config.clientId,
        clientSecret: config.secret,
        code,
        grantType: "authorization_code",
      }),
    });
    if (token.status === 400) throw new ProviderCodeError(`dingtalk ${String(token.body.code)}`);
    if (token.status !== 200 || typeof token.body.accessToken !== "string") {
      throw new ProviderUnavailableError(`dingtalk userAccessToken ${token.status}`);
    }
    const me = await fetchJson(`${base}/v1.0/contact/users/me`, {
      headers: { "x-acs-dingtalk-access-token": token.body.accessToken },
    });
    if (me.status !== 200 || typeof me.body.unionId !== "string") {
      throw new ProviderUnavailableError(`dingtalk users/me ${me.status}`);
    }
    const corpId = typeof token.body.corpId === "string" && token.body.corpId ? token.body.corpId : undefined;
    return { providerUserId: me.body.unionId, corpOrAppId: corpId ?? config.clientId, claims: me.body };
  },
};
