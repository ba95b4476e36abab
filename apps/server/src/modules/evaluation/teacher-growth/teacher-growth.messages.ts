import { errorsOf, type ModuleMessage } from "../../../platform/http/errors.ts";
import type { Lang } from "../../../platform/http/i18n.ts";

/** Teacher growth's refusals and the labels of its export, both languages. */
const messages = {
  notYourRecord: {
    "zh-CN": "只能查看本人的教师成长档案",
    "en-US": "you may see only your own growth record",
  },
  teachersOnly: {
    "zh-CN": "教师成长档案只对教师开放",
    "en-US": "growth records are for teachers only",
  },
  noTeacherModel: {
    "zh-CN": "学校还没有教师成长模型",
    "en-US": "the school has no teacher growth model yet",
  },
  noDepartment: { "zh-CN": "未分配部门", "en-US": "No department" },
  wholeSchool: { "zh-CN": "全校", "en-US": "Whole school" },
  sheet: { "zh-CN": "教师成长", "en-US": "Teacher growth" },
  colRank: { "zh-CN": "排名", "en-US": "Rank" },
  colName: { "zh-CN": "姓名", "en-US": "Name" },
  colSubject: { "zh-CN": "学科", "en-US": "Subject" },
  colDepartments: { "zh-CN": "部门", "en-US": "Departments" },
  colTotal: { "zh-CN": "总分", "en-US": "Total" },
  colBand: { "zh-CN": "等级", "en-US": "Band" },
  fileName: { "zh-CN": "教师成长", "en-US": "teacher-growth" },
} as const satisfies Record<string, ModuleMessage>;

export type TeaGrowthMessage = keyof typeof messages;

/** This module's errors: `teaGrowthError(status, key, params?, code?, data?)` over its own messages. */
export const teaGrowthError = errorsOf(messages);

export const teaGrowthText = (lang: Lang, key: TeaGrowthMessage): string => messages[key][lang];
