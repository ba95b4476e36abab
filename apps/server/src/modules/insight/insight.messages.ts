import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** Insight's messages, both languages: the sheets and columns of its exports, and its refusals. */
const messages = {
  colCopied: { "zh-CN": "已复制", "en-US": "Copied" },
  colExpected: { "zh-CN": "应填", "en-US": "Expected" },
  colFilledCount: { "zh-CN": "已填", "en-US": "Filled" },
  colFiller: { "zh-CN": "填写人", "en-US": "Filled by" },
  colIdentical: { "zh-CN": "内容相同", "en-US": "Same answers" },
  colLastFill: { "zh-CN": "最近填写", "en-US": "Last fill" },
  colMinute: { "zh-CN": "时间", "en-US": "Time" },
  colPublished: { "zh-CN": "发布时间", "en-US": "Published" },
  colScene: { "zh-CN": "场景", "en-US": "Scene" },
  colSchool: { "zh-CN": "学校", "en-US": "School" },
  colState: { "zh-CN": "状态", "en-US": "State" },
  colStudent: { "zh-CN": "学生", "en-US": "Student" },
  colTask: { "zh-CN": "任务", "en-US": "Task" },
  colTasks: { "zh-CN": "已发布任务", "en-US": "Published tasks" },
  colUnusedCopies: { "zh-CN": "已复制未使用", "en-US": "Copied, unused" },
  colValues: { "zh-CN": "填写数", "en-US": "Fills" },
  monitorSheet: { "zh-CN": "数据监测", "en-US": "Monitoring" },
  no: { "zh-CN": "否", "en-US": "no" },
  notUsedSheet: { "zh-CN": "未使用学校", "en-US": "Schools not using" },
  periodUnknown: {
    "zh-CN": "该任务没有这一期（请从期次列表中选择）",
    "en-US": "the task has no such period (pick one from its list of periods)",
  },
  stateClosed: { "zh-CN": "已结束", "en-US": "closed" },
  statePublished: { "zh-CN": "进行中", "en-US": "published" },
  taskUsageSheet: { "zh-CN": "任务使用情况", "en-US": "Usage by task" },
  usageSheet: { "zh-CN": "使用情况", "en-US": "Usage" },
  yes: { "zh-CN": "是", "en-US": "yes" },
} as const satisfies Record<string, ModuleMessage>;

export const insightText = messages;
export const insightError = errorsOf(messages);
