import {
  fetchJson,
  ProviderCodeError,
  ProviderUnavailableError,
  type ThirdPartyProvider,
  trimSlash,
} from "./provider.ts";

const INVALID_CODE = [40029, 50001];

/**
 * Work chat (WeCom web authorization): `cgi-bin/gettoken` with the corp id and the app's secret, then
 * `cgi-bin/auth/getuserinfo` turns the code into the member's userid (non-members only get an openid,
 * which does not sign in). Identities are keyed by the corp id and the userid.
 */
export const wecomProvider: ThirdPartyProvider = {
  authorizeUrl: async (config, { state, redirectUri }) => {
    const q = new URLSearchParams({
      appid: config.clientId,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: "snsapi_base",
      state,
      ...(config.agentId ? { agentid: config.agentId } : {}),
    });
    return `https://open.weixin.qq.com/connect/oauth2/authorize?${q}#wechat_redirect`;
  },
  exchangeCode: async (config, code) => {
    const base = trimSlash(config.baseUrl ?? "https://qyapi.weixin.qq.com");
    const tokenQuery = new URLSearchParams({ corpid: config.clientId, corpsecret: config.secret });
    const token = (await fetchJson(`${base}/cgi-bin/gettoken?${tokenQuery}`)).body;
    if (Number(token.errcode ?? 0) !== 0 || typeof token.access_token !== "string") {
      throw new ProviderUnavailableError(`wecom gettoken errcode ${String(token.errcode)}`);
    }
    const infoQuery = new URLSearchParams({ access_token: token.access_token, code });
    const { body } = await fetchJson(`${base}/cgi-bin/auth/getuserinfo?${infoQuery}`);
    const errcode = Number(body.errcode ?? 0);
    if (INVALID_CODE.includes(errcode)) throw new ProviderCodeError(`wecom errcode ${errcode}`);
    if (errcode !== 0) throw new ProviderUnavailableError(`wecom getuserinfo errcode ${errcode}`);
    if (typeof body.userid !== "string") throw new ProviderCodeError("not a member of the corp");
    return { providerUserId: body.userid, corpOrAppId: config.clientId, claims: { userid: body.userid } };
  },
};
