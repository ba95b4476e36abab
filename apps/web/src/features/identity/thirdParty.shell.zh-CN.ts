/** Texts of third-party sign-in; zh-CN is the reference. */
export const thirdPartyZhCN = {
  or: "其他登录方式",
  signInWith: "使用{{name}}登录",
  failed: "第三方登录失败，请重试",
  kind: {
    oidc: "统一身份认证",
    wechat: "微信",
    wecom: "企业微信",
    dingtalk: "钉钉",
  },
};
