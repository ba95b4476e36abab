import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** The terms' own messages, both languages. Texts pinned by CONTRACT.md must not change. */
const messages = {
  dateRangeInvalid: {
    "zh-CN": "开始日期须早于结束日期",
    "en-US": "the start date must be before the end date",
  },
  termOutsideYear: {
    "zh-CN": "学期须在学年（{start}至{end}）之内",
    "en-US": "a term must lie within its school year ({start} to {end})",
  },
} as const satisfies Record<string, ModuleMessage>;

/** This module's errors: `termError(status, key, params?, code?, data?)`. */
export const termError = errorsOf(messages);
