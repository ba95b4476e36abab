import type { FastifyRequest } from "fastify";

export type Lang = "zh-CN" | "en-US";

/** Server-side messages, both languages. Keys are stable; texts pinned by CONTRACT.md must not change. */
const messages = {
  schoolFetchFailed: { "zh-CN": "学校信息获取失败", "en-US": "school information fetch failed" },
  systemBusy: { "zh-CN": "系统繁忙，请稍后再试", "en-US": "system busy, please try later" },
  notFound: { "zh-CN": "请求的地址不存在", "en-US": "no such address" },
  recordNotFound: { "zh-CN": "记录不存在", "en-US": "no such record" },
  badRequest: { "zh-CN": "请求参数错误：{detail}", "en-US": "bad request: {detail}" },
  badJson: { "zh-CN": "请求体不是合法的 JSON", "en-US": "the request body is not valid JSON" },
  bodyTooLarge: {
    "zh-CN": "请求体过大（上限 {limit} 字节）",
    "en-US": "request body too large (limit {limit} bytes)",
  },
  unsupportedMediaType: { "zh-CN": "不支持的请求内容类型", "en-US": "unsupported content type" },
  tooManyRequests: { "zh-CN": "请求过于频繁，请稍后再试", "en-US": "too many requests, please try later" },
  tokenInvalid: {
    "zh-CN": "登录已失效，请重新登录",
    "en-US": "your session has expired, please sign in again",
  },
  tokenLoggedOut: {
    "zh-CN": "您已退出登录，请重新登录",
    "en-US": "you have signed out, please sign in again",
  },
  tokenReplaced: {
    "zh-CN": "您的账号已在其他设备登录，请重新登录",
    "en-US": "Your account is logged in on another device, please log in again",
  },
  wrongPassword: { "zh-CN": "账号或密码错误", "en-US": "wrong account or password" },
  accountLocked: {
    "zh-CN": "密码错误次数过多，账号已锁定，请于{time}后再试",
    "en-US": "too many wrong passwords: the account is locked until {time}",
  },
  authorizationCodeInvalid: {
    "zh-CN": "授权码无效或已过期",
    "en-US": "the authorization code is invalid or expired",
  },
  smsTooOften: {
    "zh-CN": "验证码发送过于频繁，请稍后再试",
    "en-US": "codes were requested too often, please try later",
  },
  smsCodeInvalid: { "zh-CN": "验证码错误或已过期", "en-US": "the code is wrong or has expired" },
  smsUnavailable: { "zh-CN": "短信服务未配置", "en-US": "no SMS service is configured" },
  missingToken: { "zh-CN": "请先登录", "en-US": "please sign in first" },
  forbidden: { "zh-CN": "没有权限访问", "en-US": "access denied" },
  schoolMismatch: { "zh-CN": "无权访问该学校的数据", "en-US": "this school is not allowed for your sign-in" },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

export const languageOf = (req: Pick<FastifyRequest, "headers">): Lang => {
  const header = req.headers["accept-language"];
  const first = (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en-US" : "zh-CN";
};

export const translate = (
  lang: Lang,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string =>
  messages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
