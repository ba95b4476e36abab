import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";
import { fillParams, type Lang } from "../../platform/http/i18n.ts";

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

/** Texts of notices and text messages, both languages. */
const texts = {
  absentTitle: { "zh-CN": "缺勤通知：{name}", "en-US": "Absence: {name}" },
  absentBody: {
    "zh-CN": "{name} 在 {day} 的「{point}」被记为缺勤（未请假）。如有疑问请联系班主任。",
    "en-US":
      '{name} was marked absent without leave at "{point}" on {day}. Please contact the class leader with any question.',
  },
  absentSms: {
    "zh-CN": "{name} 在 {day} 的「{point}」缺勤（未请假）。",
    "en-US": '{name} was absent without leave at "{point}" on {day}.',
  },
  chronicTitle: { "zh-CN": "长期缺勤提醒：{name}", "en-US": "Chronic absence: {name}" },
  chronicBody: {
    "zh-CN": "{className} {name} 本学期（{term}）已缺勤 {days} 天（未请假），达到 {threshold} 天的提醒线。",
    "en-US":
      "{className} {name} has been absent without leave on {days} days this term ({term}), reaching the threshold of {threshold}.",
  },
  leaveAskedTitle: { "zh-CN": "请假申请：{name}", "en-US": "Leave request: {name}" },
  leaveAskedBody: {
    "zh-CN": "{parent} 为 {name} 申请 {from} 至 {to} 的请假：{reason}",
    "en-US": "{parent} asks leave for {name} from {from} to {to}: {reason}",
  },
  leaveApprovedTitle: { "zh-CN": "请假已批准：{name}", "en-US": "Leave approved: {name}" },
  leaveRefusedTitle: { "zh-CN": "请假未批准：{name}", "en-US": "Leave refused: {name}" },
  leaveApprovedBody: {
    "zh-CN": "{name} {from} 至 {to} 的请假已批准（{by}）{comment}",
    "en-US": "The leave of {name} from {from} to {to} was approved by {by}{comment}",
  },
  leaveRefusedBody: {
    "zh-CN": "{name} {from} 至 {to} 的请假未批准（{by}）{comment}",
    "en-US": "The leave of {name} from {from} to {to} was refused by {by}{comment}",
  },
  commentJoin: { "zh-CN": "：", "en-US": ": " },
} as const satisfies Record<string, ModuleMessage>;

export type AttendanceTextKey = keyof typeof texts;

/** A notice's text in one language, its {placeholders} filled. */
export const attendanceText = (
  lang: Lang,
  key: AttendanceTextKey,
  params: Record<string, string | number> = {},
): string => fillParams(texts[key][lang], params);
