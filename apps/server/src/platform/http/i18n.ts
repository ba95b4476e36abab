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
  nulCharacter: {
    "zh-CN": "{field} 含有空字符（NUL），请删除后重试",
    "en-US": "{field} holds a NUL character, which no text may contain",
  },
  multipartCutShort: {
    "zh-CN": "上传的内容不完整（请求在文件传完之前结束），请重新上传",
    "en-US": "the upload was cut short (the request ended before its file did); please send it again",
  },
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
  smsUnavailable: { "zh-CN": "短信服务未配置", "en-US": "no SMS service is configured" },
  notAreaSite: { "zh-CN": "请在区域站点使用此功能", "en-US": "this works only on an area's own site" },
  import_required: { "zh-CN": "{column}不能为空", "en-US": "{column} cannot be empty" },
  import_tooLong: { "zh-CN": "{column}过长", "en-US": "{column} is too long" },
  import_format: { "zh-CN": "{column}格式不正确：{value}", "en-US": "{column} is not valid: {value}" },
  import_accountFormat: {
    "zh-CN": "{column}须为3-12位字母或数字：{value}",
    "en-US": "{column} must be 3 to 12 letters or digits: {value}",
  },
  import_duplicate: { "zh-CN": "{column}与第{value}行重复", "en-US": "{column} repeats row {value}" },
  import_exists: { "zh-CN": "{column}已存在：{value}", "en-US": "{column} already exists: {value}" },
  import_unknownClass: { "zh-CN": "没有这个班级：{value}", "en-US": "no such class: {value}" },
  import_ambiguous: {
    "zh-CN": "有多个同名班级：{value}",
    "en-US": "several classes have this name: {value}",
  },
  import_missingColumn: { "zh-CN": "缺少列：{column}", "en-US": "missing column: {column}" },
  import_unreadable: {
    "zh-CN": "无法读取文件，请上传 .xlsx 文件",
    "en-US": "the file cannot be read; upload an .xlsx file",
  },
  import_tooManyRows: { "zh-CN": "一次最多导入{value}行", "en-US": "at most {value} rows at a time" },
  import_empty: { "zh-CN": "文件中没有数据行", "en-US": "the file has no data rows" },
  missingToken: { "zh-CN": "请先登录", "en-US": "please sign in first" },
  grantAboveScope: {
    "zh-CN": "不能授予超出自身范围的权限",
    "en-US": "you cannot grant permissions you do not hold",
  },
  xlsx_entries: {
    "zh-CN": "表格文件包含的部件过多（上限 {limit} 个），已拒绝",
    "en-US": "the spreadsheet holds too many parts (at most {limit}); it was refused",
  },
  xlsx_total: {
    "zh-CN": "表格文件解压后过大（上限 {limit} MB），已拒绝",
    "en-US": "the spreadsheet unpacks to more than {limit} MB; it was refused",
  },
  xlsx_ratio: {
    "zh-CN": "表格文件的压缩比超过 {limit}:1，疑似压缩炸弹，已拒绝",
    "en-US": "the spreadsheet is compressed more than {limit}:1, as a zip bomb is; it was refused",
  },
  xlsx_size: {
    "zh-CN": "表格文件中有部件解压后超出其声明的大小，已拒绝",
    "en-US": "a part of the spreadsheet unpacks to more than its header declares; it was refused",
  },
  forbidden: { "zh-CN": "没有权限访问", "en-US": "access denied" },
  schoolMismatch: { "zh-CN": "无权访问该学校的数据", "en-US": "this school is not allowed for your sign-in" },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

export const languageOf = (req: Pick<FastifyRequest, "headers">): Lang => {
  const header = req.headers["accept-language"];
  const first = (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en-US" : "zh-CN";
};

/** A text in both languages, made by one function of the language (a notice its reader reads in their own). */
export type BothLangs = Record<Lang, string>;
export const inBoth = (text: (lang: Lang) => string): BothLangs => ({
  "zh-CN": text("zh-CN"),
  "en-US": text("en-US"),
});

export const translate = (
  lang: Lang,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string => fillParams(messages[key][lang], params);

/** Puts params into a message's {name} placeholders; unknown placeholders stay as they are. */
export const fillParams = (text: string, params: Record<string, string | number> = {}): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
