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
