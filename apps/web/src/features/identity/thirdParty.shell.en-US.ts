import type { thirdPartyZhCN } from "./thirdParty.shell.zh-CN.ts";

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Texts of third-party sign-in in English. */
export const thirdPartyEnUS: Strings<typeof thirdPartyZhCN> = {
  or: "Or sign in with",
  signInWith: "Sign in with {{name}}",
  failed: "Third-party sign-in failed, please try again",
  kind: {
    oidc: "single sign-on",
    wechat: "WeChat",
    wecom: "WeCom",
    dingtalk: "DingTalk",
  },
};
