import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** Messages of task fillers and scheduled reminders, both languages. */
const messages = {
  unknownFillers: {
    "zh-CN": "以下填写人选择无效（不存在或不适用于该填写人类型）：{rules}",
    "en-US": "these filler choices name nothing this task's fillers can be: {rules}",
  },
  fillersNeedTeachers: {
    "zh-CN": "按角色或职务选择填写人仅适用于教师填写的任务",
    "en-US": "roles and duties choose teachers: the task must be filled by teachers",
  },
  reminderNoDeadline: {
    "zh-CN": "定时提醒需要截止时间：请设置时间范围，或选择每天/每周",
    "en-US": "reminders need a deadline: give the task a time range, or make it daily or weekly",
  },
  remindSelfBody: {
    "zh-CN": "“{task}”尚未填写，截止：{deadline}",
    "en-US": '"{task}" is still waiting for you, due: {deadline}',
  },
  noDepartment: { "zh-CN": "未分部门", "en-US": "No department" },
  colName: { "zh-CN": "姓名", "en-US": "Name" },
  colDepartment: { "zh-CN": "部门", "en-US": "Department" },
} as const satisfies Record<string, ModuleMessage>;

export type FillerMessage = keyof typeof messages;
export const fillerText = messages;

/** This module's errors: `fillerError(status, key, params?, code?, data?)` over its own messages. */
export const fillerError = errorsOf(messages);
