import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";

/** The one-card module's messages, both languages. */
const messages = {
  deviceKeyMissing: {
    "zh-CN": "请以 Authorization: Bearer eosd_… 提供设备密钥",
    "en-US": "send the device key as Authorization: Bearer eosd_…",
  },
  deviceKeyRefused: {
    "zh-CN": "设备密钥无效或已吊销",
    "en-US": "the device key is unknown or revoked",
  },
  badBatch: {
    "zh-CN": "请求体须为 { events: [...] }，含 1 至 {max} 条事件",
    "en-US": "the body must be { events: [...] } with 1 to {max} events",
  },
  deviceNotFound: { "zh-CN": "设备不存在", "en-US": "the device does not exist" },
  deviceRevoked: { "zh-CN": "设备已吊销", "en-US": "the device is revoked" },
  studentNotFound: { "zh-CN": "学生不存在", "en-US": "the student does not exist" },
  cardTaken: {
    "zh-CN": "卡号 {cardNo} 已绑定给 {name}",
    "en-US": "card {cardNo} is already linked to {name}",
  },
  badPeriod: {
    "zh-CN": "日期区间无效（结束不早于开始，最长 366 天）",
    "en-US": "the period is invalid (its end not before its start, at most 366 days)",
  },
  eventFuture: { "zh-CN": "时间晚于当前时间", "en-US": "the time is in the future" },
  eventTooOld: { "zh-CN": "时间早于一年前", "en-US": "the time is more than a year ago" },
  exportSheet: { "zh-CN": "食堂消费", "en-US": "Canteen payments" },
  colTime: { "zh-CN": "时间", "en-US": "Time" },
  colCard: { "zh-CN": "卡号", "en-US": "Card" },
  colStudent: { "zh-CN": "学生", "en-US": "Student" },
  colClass: { "zh-CN": "班级", "en-US": "Class" },
  colAmount: { "zh-CN": "金额（元）", "en-US": "Amount (yuan)" },
  colBalance: { "zh-CN": "余额（元）", "en-US": "Balance (yuan)" },
  colPlace: { "zh-CN": "地点", "en-US": "Place" },
  colDevice: { "zh-CN": "设备", "en-US": "Device" },
} satisfies Record<string, ModuleMessage>;

export type OnecardMessage = keyof typeof messages;
export const onecardMessages: Readonly<Record<OnecardMessage, ModuleMessage>> = messages;
export const onecardError = errorsOf(messages);
export const onecardText = (lang: Lang, key: OnecardMessage) => messages[key][lang];
