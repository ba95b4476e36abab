import type { ModuleMessage } from "../../platform/http/errors.ts";

/** Texts of the out-of-range monitoring exports, both languages. */
export const rangeText = {
  colOffending: { "zh-CN": "超出范围的填写", "en-US": "Out-of-range fills" },
  colSubmissions: { "zh-CN": "填写总数", "en-US": "All fills" },
  colLatest: { "zh-CN": "最近", "en-US": "Latest" },
  valuesSheet: { "zh-CN": "超出范围的值", "en-US": "Values out of range" },
  colFilledBy: { "zh-CN": "填写人", "en-US": "Filled by" },
  colSubject: { "zh-CN": "填写对象", "en-US": "About" },
  colClass: { "zh-CN": "班级/部门", "en-US": "Class / department" },
  colItem: { "zh-CN": "题目", "en-US": "Item" },
  colValue: { "zh-CN": "填写值", "en-US": "Value" },
  colRange: { "zh-CN": "规定范围", "en-US": "Stated range" },
  colTime: { "zh-CN": "时间", "en-US": "Time" },
  atLeast: { "zh-CN": "不小于 {min}", "en-US": "at least {min}" },
  atMost: { "zh-CN": "不大于 {max}", "en-US": "at most {max}" },
  between: { "zh-CN": "{min} ~ {max}", "en-US": "{min} to {max}" },
  maxLength: { "zh-CN": "最多 {n} 字", "en-US": "at most {n} characters" },
} as const satisfies Record<string, ModuleMessage>;
