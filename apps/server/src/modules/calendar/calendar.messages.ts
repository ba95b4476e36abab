import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** The calendar's own messages, both languages. */
const messages = {
  otherSchool: {
    "zh-CN": "只能查看本校的校历",
    "en-US": "only your own school's calendar can be read",
  },
  rangeInvalid: {
    "zh-CN": "结束须不早于开始",
    "en-US": "the end must not be before the start",
  },
  rangeTooLong: {
    "zh-CN": "一次最多查询 {days} 天",
    "en-US": "at most {days} days can be read at once",
  },
  eventNotFound: { "zh-CN": "日程不存在", "en-US": "the event does not exist" },
} as const satisfies Record<string, ModuleMessage>;

/** This module's errors: `calendarError(status, key, params?, code?, data?)`. */
export const calendarError = errorsOf(messages);
