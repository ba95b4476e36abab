import {
  fetchJson,
  ProviderCodeError,
  ProviderUnavailableError,
  type ThirdPartyProvider,
  trimSlash,
} from "./provider.ts";

/** WeChat's errcode for an invalid, expired or used code; also what SPEC 8 reacts to. */
const INVALID_CODE = [40029, 40163, 41008];

/**
 * The chat app (WeChat official account web authorization): the user authorizes at open.weixin.qq.com,
 * then `sns/oauth2/access_token` turns the code into the openid (and unionid when the app is bound to an
 * open platform account). The identity is keyed by the unionid when present, else the openid.
 */
export const wechatProvider: ThirdPartyProvider = {
  authorizeUrl: async (config, { state, redirectUri }) => {
    const q = new URLSearchParams({
      appid: config.clientId,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: "snsapi_base",
      state,
    });
    return `https://open.weixin.qq.com/connect/oauth2/authorize?${q}#wechat_redirect`;
  },
  exchangeCode: async (config, code) => {
    const base = trimSlash(config.baseUrl ?? "https://api.weixin.qq.com");
    const q = new URLSearchParams({
      appid: config.clientId,
      secret: config.secret,
      code,
      grant_type: "authorization_code",
    });
    const { body } = await fetchJson(`${base}/sns/oauth2/access_token?${q}`);
    const errcode = Number(body.errcode ?? 0);
    if (INVALID_CODE.includes(errcode)) throw new ProviderCodeError(`wechat errcode ${errcode}`);
    if (errcode !== 0 || typeof body.openid !== "string") {
      throw new ProviderUnavailableError(`wechat errcode ${errcode}`);
    }
    const unionid = typeof body.unionid === "string" ? body.unionid : undefined;
    return {
      providerUserId: unionid ?? body.openid,
      corpOrAppId: config.clientId,
      claims: { openid: body.openid, ...(unionid ? { unionid } : {}) },
    };
  },
};
