import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";

/** The app centre's messages, both languages. */
const messages = {
  appNotFound: { "zh-CN": "应用不存在", "en-US": "the app does not exist" },
  appNotOpen: { "zh-CN": "你无权打开该应用", "en-US": "you may not open this app" },
  codeTaken: { "zh-CN": "应用编码“{code}”已被使用", "en-US": 'the app code "{code}" is already used' },
  badTarget: {
    "zh-CN": "内置应用的地址须以 / 开头，外部应用须为 http(s) 网址",
    "en-US": "a built-in app's address starts with /, an external one is an http(s) address",
  },
  iconNotUsable: {
    "zh-CN": "图标须为本校已上传的图片",
    "en-US": "the icon must be an image uploaded to this school",
  },
  badIdOrCode: { "zh-CN": "请提供应用 id 或编码", "en-US": "give the app's id or code" },
  badPeriod: {
    "zh-CN": "统计区间无效（结束不早于开始，最长 366 天）",
    "en-US": "the period is invalid (its end not before its start, at most 366 days)",
  },
  sortMismatch: {
    "zh-CN": "排序须包含本校全部应用，且每个一次",
    "en-US": "the order must list every app of the school once",
  },
  exportSheet: { "zh-CN": "应用使用", "en-US": "App usage" },
  exportDays: { "zh-CN": "每日打开", "en-US": "Opens per day" },
  colApp: { "zh-CN": "应用", "en-US": "App" },
  colOpens: { "zh-CN": "打开次数", "en-US": "Opens" },
  colPeople: { "zh-CN": "人数", "en-US": "People" },
  colDay: { "zh-CN": "日期", "en-US": "Day" },
} satisfies Record<string, ModuleMessage>;

export type CenterMessage = keyof typeof messages;
export const centerMessages: Readonly<Record<CenterMessage, ModuleMessage>> = messages;
export const centerError = errorsOf(messages);
export const centerText = (lang: Lang, key: CenterMessage) => messages[key][lang];
