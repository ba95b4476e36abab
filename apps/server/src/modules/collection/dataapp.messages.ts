import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** The data apps' messages and export texts, both languages. */
const messages = {
  dataAppUnknownItem: {
    "zh-CN": "任务的表单中没有这些项目：{ids}",
    "en-US": "the task's form has no such items: {ids}",
  },
  dataAppRangeNeedsNumber: {
    "zh-CN": "只有数字项目可以按范围筛选：{name}",
    "en-US": "only number items can be filtered by a range: {name}",
  },
  dataAppFormNotReleased: {
    "zh-CN": "任务的表单尚未发布",
    "en-US": "the task's form has not been released",
  },
  dataAppSheet: { "zh-CN": "数据", "en-US": "Data" },
  colStudent: { "zh-CN": "学生", "en-US": "Student" },
  colClass: { "zh-CN": "班级", "en-US": "Class" },
  colTeacher: { "zh-CN": "教师", "en-US": "Teacher" },
  colDept: { "zh-CN": "部门", "en-US": "Department" },
  colFiller: { "zh-CN": "填写人", "en-US": "Filled by" },
  colFilledAt: { "zh-CN": "填写时间", "en-US": "Filled at" },
} as const satisfies Record<string, ModuleMessage>;

export type DataAppMessage = keyof typeof messages;
export const dataAppText = messages;

/** This module's errors: `dataAppError(status, key, params?, code?, data?)` over its own messages. */
export const dataAppError = errorsOf(messages);
