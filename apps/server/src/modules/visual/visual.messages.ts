import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** The boards' messages, both languages. */
const messages = {
  rangeInvalid: {
    "zh-CN": "结束日期须不早于开始日期",
    "en-US": "the end day must not be before the start day",
  },
  rangeTooLong: {
    "zh-CN": "一次最多统计 {days} 天",
    "en-US": "at most {days} days can be counted at once",
  },
  futureDay: {
    "zh-CN": "不能统计未来的日期（{day}）",
    "en-US": "a day in the future cannot be counted ({day})",
  },
  areaAdminsOnly: {
    "zh-CN": "只有区域管理员可以查看区域统计",
    "en-US": "only the area's administrators can see the area's figures",
  },
  schoolSiteOnly: {
    "zh-CN": "请在学校站点查看本校考勤",
    "en-US": "the school's attendance is shown on the school's site",
  },
} as const satisfies Record<string, ModuleMessage>;

/** This module's errors: `visualError(status, key, params?)`. */
export const visualError = errorsOf(messages);
