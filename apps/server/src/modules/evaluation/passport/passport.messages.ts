import { errorsOf, type ModuleMessage } from "../../../platform/http/errors.ts";
import type { Lang } from "../../../platform/http/i18n.ts";

/** The passport's refusals and the labels of its basic unit and its PDF, both languages. */
const messages = {
  yearTaken: {
    "zh-CN": "该学年已有成长档案模板“{name}”，每个学年只能有一个",
    "en-US": 'the school year already has the passport model "{name}"; a year has one model only',
  },
  yearNotFound: { "zh-CN": "学年不存在", "en-US": "the school year does not exist" },
  noTerm: { "zh-CN": "学校还没有当前学期", "en-US": "the school has no current term" },
  noPassport: {
    "zh-CN": "该学年还没有成长档案模板",
    "en-US": "the school year has no passport model yet",
  },
  unitModelNotFound: {
    "zh-CN": "展示单元“{title}”的指标模型不存在",
    "en-US": 'the indicator model of unit "{title}" does not exist',
  },
  unitSceneMissing: {
    "zh-CN": "展示单元“{title}”需要选择场景",
    "en-US": 'unit "{title}" needs a scene',
  },
  duplicateUnit: { "zh-CN": "展示单元标识“{key}”重复", "en-US": 'unit key "{key}" appears twice' },
  noStudent: { "zh-CN": "学校还没有学生", "en-US": "the school has no students yet" },
  notEditable: {
    "zh-CN": "只有班级老师可以写评语，只有学生本人或家长可以写自我陈述",
    "en-US": "only the class's teachers write the comment; only the student or a parent writes the statement",
  },
  notYourClass: { "zh-CN": "只能导出所教班级的档案", "en-US": "you may export only your classes' passports" },
  noticeEndsBeforeStart: {
    "zh-CN": "公示结束时间必须晚于开始时间",
    "en-US": "the notice window must end after it starts",
  },
  noticeTaken: {
    "zh-CN": "该班级本学年已有公示",
    "en-US": "the class already has a notice window this school year",
  },
  noticeArchived: {
    "zh-CN": "公示已结束，档案已归档，不能再修改",
    "en-US": "the notice window is over and the passport is archived; it can no longer change",
  },
  noticeNotArchived: {
    "zh-CN": "公示尚未结束，档案未归档",
    "en-US": "the notice window is not over; the passport is not archived",
  },
  noticeEndsInPast: {
    "zh-CN": "重新公示的结束时间必须晚于现在",
    "en-US": "the reopened window must end in the future",
  },
  noticeNotOpen: {
    "zh-CN": "现在不在公示期内，不能提出异议",
    "en-US": "objections can be raised only while the notice window is open",
  },
  classNotFound: { "zh-CN": "班级不存在", "en-US": "the class does not exist" },
  notARecord: {
    "zh-CN": "这条记录不属于该学生",
    "en-US": "the record is not one of the student's",
  },
  objectionResolved: {
    "zh-CN": "该异议已处理",
    "en-US": "the objection has already been resolved",
  },
  name: { "zh-CN": "姓名", "en-US": "Name" },
  className: { "zh-CN": "班级", "en-US": "Class" },
  studentNo: { "zh-CN": "学号", "en-US": "Student no." },
  school: { "zh-CN": "学校", "en-US": "School" },
  schoolYear: { "zh-CN": "学年", "en-US": "School year" },
  passport: { "zh-CN": "学生成长档案", "en-US": "Student passport" },
  term: { "zh-CN": "学期", "en-US": "Term" },
  total: { "zh-CN": "总分", "en-US": "Total" },
  band: { "zh-CN": "等级", "en-US": "Band" },
  score: { "zh-CN": "得分", "en-US": "Score" },
  none: { "zh-CN": "暂无", "en-US": "None yet" },
} as const satisfies Record<string, ModuleMessage>;

export type PassportMessage = keyof typeof messages;

/** A refusal with the passport's own message. */
/** This module's errors: `passportError(status, key, params?, code?, data?)` over its own messages. */
export const passportError = errorsOf(messages);

export const passportLabel = (
  lang: Lang,
  key: PassportMessage,
  params: Record<string, string | number> = {},
): string => messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
