import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** The attendance module's messages, both languages. */
const messages = {
  endBeforeStart: {
    "zh-CN": "结束时间须晚于开始时间",
    "en-US": "the end time must be after the start time",
  },
  unknownGrade: {
    "zh-CN": "年级不存在：{ids}",
    "en-US": "no such grade in this school: {ids}",
  },
  pointNotFound: { "zh-CN": "考勤点不存在", "en-US": "the attendance point does not exist" },
  pointDisabled: { "zh-CN": "考勤点已停用", "en-US": "the attendance point is disabled" },
  pointNotForClass: {
    "zh-CN": "该考勤点不适用于此班级的年级",
    "en-US": "this attendance point does not apply to the class's grade",
  },
  studentNotFound: { "zh-CN": "学生不存在", "en-US": "the student does not exist" },
  classNotFound: { "zh-CN": "班级不存在", "en-US": "the class does not exist" },
  notYourClass: {
    "zh-CN": "只能为自己任教的班级考勤",
    "en-US": "you can only take attendance for classes you teach",
  },
  notInClass: {
    "zh-CN": "学生不在该班级：{ids}",
    "en-US": "these students are not in the class: {ids}",
  },
  futureDay: {
    "zh-CN": "不能为未来的日期考勤（{day}）",
    "en-US": "attendance cannot be taken for a day in the future ({day})",
  },
  duplicateStudent: {
    "zh-CN": "同一学生在一次提交中出现多次",
    "en-US": "a student appears more than once in the marks",
  },
  historyLeaderOnly: {
    "zh-CN": "只有班主任可以查看考勤修改记录",
    "en-US": "only the class leader can read the history of marks",
  },
  qrInvalid: {
    "zh-CN": "签到码无效，请扫描老师当前展示的二维码",
    "en-US": "this check-in code is not valid; scan the code your teacher shows now",
  },
  qrStale: {
    "zh-CN": "签到码已过期，请重新扫描老师当前展示的二维码",
    "en-US": "this check-in code has expired; scan the code your teacher shows now",
  },
  qrUsed: {
    "zh-CN": "你已经用这个签到码签到过了",
    "en-US": "you have already checked in with this code",
  },
  qrNotYourClass: {
    "zh-CN": "这个签到码属于其他班级",
    "en-US": "this check-in code belongs to another class",
  },
  studentsOnly: { "zh-CN": "只有学生可以扫码签到", "en-US": "only students can check in with a code" },
  rangeInvalid: {
    "zh-CN": "结束日期须不早于开始日期",
    "en-US": "the end day must not be before the start day",
  },
  rangeTooLong: {
    "zh-CN": "一次最多统计 {days} 天",
    "en-US": "at most {days} days can be counted at once",
  },
  parentsOnly: { "zh-CN": "只有家长可以请假", "en-US": "only guardians can ask for leave" },
  notYourChild: { "zh-CN": "只能为自己的孩子请假", "en-US": "you can only ask leave for your own child" },
  leaveTooEarly: {
    "zh-CN": "请假开始日期不能早于 {day}",
    "en-US": "leave cannot start before {day}",
  },
  leaveTooLong: { "zh-CN": "一次请假最多 {days} 天", "en-US": "a leave covers at most {days} days" },
  leavePointsUnknown: {
    "zh-CN": "考勤点不适用于孩子的年级：{ids}",
    "en-US": "these attendance points do not apply to the child's grade: {ids}",
  },
  leaveFileUnusable: {
    "zh-CN": "附件不存在或不是你上传的",
    "en-US": "the attachment does not exist or was not uploaded by you",
  },
  leaveNotFound: { "zh-CN": "请假申请不存在", "en-US": "the leave request does not exist" },
  leaveNotPending: {
    "zh-CN": "请假申请已处理（{status}），不能再更改",
    "en-US": "the leave request was already settled ({status})",
  },
  leaveNotYours: {
    "zh-CN": "只能撤回自己提交的请假申请",
    "en-US": "you can only cancel your own leave requests",
  },
  leaveLeaderOnly: {
    "zh-CN": "只有该班班主任或管理员可以审批",
    "en-US": "only the class leader or an administrator can decide this leave",
  },
  reviewLeadersOnly: {
    "zh-CN": "只有班主任或管理员可以审批请假",
    "en-US": "only class leaders and administrators review leave",
  },
  chronicLeadersOnly: {
    "zh-CN": "只有班主任或管理员可以查看长期缺勤名单",
    "en-US": "only class leaders and administrators see chronic absence",
  },
} as const satisfies Record<string, ModuleMessage>;

/** This module's errors: `attendanceError(status, key, params?, code?, data?)`. */
export const attendanceError = errorsOf(messages);
