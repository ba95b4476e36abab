import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";

/** The practice module's messages, both languages. */
const messages = {
  activityNotFound: { "zh-CN": "实践活动不存在", "en-US": "the practice activity does not exist" },
  full: { "zh-CN": "活动名额已满", "en-US": "the activity is full: every place is taken" },
  notEligible: {
    "zh-CN": "你所在的班级或年级不在该活动的报名范围内",
    "en-US": "your class or grade is not among those this activity is open to",
  },
  closed: { "zh-CN": "活动尚未开放报名", "en-US": "the activity is not open for sign-up" },
  notStarted: { "zh-CN": "报名将于 {start} 开始", "en-US": "sign-up opens at {start}" },
  ended: { "zh-CN": "报名已于 {end} 结束", "en-US": "sign-up closed at {end}" },
  notJoined: { "zh-CN": "你没有报名该活动", "en-US": "you have not signed up for this activity" },
  scoredCannotQuit: {
    "zh-CN": "已评分的活动不能退出",
    "en-US": "you cannot quit an activity you have been scored in",
  },
  notOpenable: {
    "zh-CN": "只有手动开放（报名时间类型 1）的活动可以开放或关闭",
    "en-US": "only activities opened by hand (join-time type 1) can be opened or closed",
  },
  maxBelowJoined: {
    "zh-CN": "名额不能少于已报名的 {joined} 人",
    "en-US": "the places cannot be fewer than the {joined} students signed up",
  },
  unknownOrgs: {
    "zh-CN": "组织 {ids} 不是本校的年级或班级",
    "en-US": "org units {ids} are not grades or classes of this school",
  },
  notParticipants: {
    "zh-CN": "学生 {ids} 没有报名该活动，未保存任何成绩",
    "en-US": "students {ids} have not signed up for this activity: no score was saved",
  },
  duplicateStudent: {
    "zh-CN": "同一学生在一次提交中出现多次",
    "en-US": "a student appears more than once in the batch",
  },
  badSheet: {
    "zh-CN": "表格有 {n} 处问题，未保存任何成绩",
    "en-US": "the sheet has {n} problems: no score was saved",
  },
} as const satisfies Record<string, ModuleMessage>;

/** This module's errors: `practiceError(status, key, params?, code?, data?)`. */
export const practiceError = errorsOf(messages);

/** Texts of the .xlsx template and problems, both languages. */
const texts = {
  colStudentNo: { "zh-CN": "学号", "en-US": "Student no." },
  colScore: { "zh-CN": "成绩", "en-US": "Score" },
  colComment: { "zh-CN": "评语", "en-US": "Comment" },
  missingColumn: { "zh-CN": "缺少列", "en-US": "the column is missing" },
  unknownStudent: { "zh-CN": "没有学号为 {value} 的学生", "en-US": "no student has the number {value}" },
  notParticipant: {
    "zh-CN": "学号 {value} 的学生没有报名该活动",
    "en-US": "the student numbered {value} has not signed up",
  },
  badScore: {
    "zh-CN": "成绩 {value} 须为 0 到 100 的数，最多两位小数",
    "en-US": "the score {value} must be a number from 0 to 100 with at most two decimals",
  },
  duplicate: { "zh-CN": "学号 {value} 重复出现", "en-US": "the student number {value} appears twice" },
  source: { "zh-CN": "实践活动成绩", "en-US": "Practice activity scores" },
} as const satisfies Record<string, ModuleMessage>;

export type PracticeTextKey = keyof typeof texts;

export const practiceText = (lang: Lang, key: PracticeTextKey, params: Record<string, string> = {}): string =>
  texts[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? "");

export const practiceTexts = (key: PracticeTextKey) => texts[key];
