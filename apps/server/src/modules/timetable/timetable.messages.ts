import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** The timetable module's messages, both languages. */
const messages = {
  setNotFound: { "zh-CN": "课表不存在", "en-US": "the timetable does not exist" },
  entryNotFound: { "zh-CN": "课程不存在", "en-US": "the lesson does not exist" },
  termNotFound: { "zh-CN": "学期不存在", "en-US": "the term does not exist" },
  noTerm: { "zh-CN": "学校没有当前学期", "en-US": "the school has no current term" },
  classNotFound: { "zh-CN": "班级不存在", "en-US": "the class does not exist" },
  teacherNotFound: { "zh-CN": "教师不存在", "en-US": "the teacher does not exist" },
  periodsOverlap: {
    "zh-CN": "第{a}节与第{b}节时间重叠或顺序不对",
    "en-US": "periods {a} and {b} overlap or are out of order",
  },
  periodTimes: {
    "zh-CN": "第{no}节的结束时间须晚于开始时间",
    "en-US": "period {no} must end after it starts",
  },
  periodNumbers: {
    "zh-CN": "节次须从1开始连续编号",
    "en-US": "periods must be numbered 1, 2, 3 … in order",
  },
  repeatedDay: { "zh-CN": "上课日有重复", "en-US": "a day of the week is given twice" },
  weeksOutsideTerm: {
    "zh-CN": "学期只有{n}周，第{week}周不在学期内",
    "en-US": "the term has {n} weeks; week {week} is outside it",
  },
  entriesOutside: {
    "zh-CN": "已有{n}节课排在要去掉的上课日或节次上，请先移走",
    "en-US": "{n} lessons sit on days or periods being removed; move them first",
  },
  outsideDays: {
    "zh-CN": "{day}不是本课表的上课日",
    "en-US": "{day} is not a day of this timetable",
  },
  outsidePeriods: {
    "zh-CN": "本课表没有第{period}节",
    "en-US": "this timetable has no period {period}",
  },
  teacherClash: {
    "zh-CN": "{teacher}在{day}第{period}节已在{className}上课",
    "en-US": "{teacher} already teaches {className} on {day}, period {period}",
  },
  roomClash: {
    "zh-CN": "{room}在{day}第{period}节已被{className}使用",
    "en-US": "{room} is already used by {className} on {day}, period {period}",
  },
  cellTaken: {
    "zh-CN": "{className}在{day}第{period}节已有课",
    "en-US": "{className} already has a lesson on {day}, period {period}",
  },
  notYourTimetable: {
    "zh-CN": "只能查看自己或本班的课表",
    "en-US": "you may see only your own or your class's timetable",
  },
  noChild: { "zh-CN": "没有绑定的孩子", "en-US": "no child is linked to this account" },
  feedNotFound: { "zh-CN": "订阅链接无效或已撤销", "en-US": "the calendar link is unknown or revoked" },
} as const satisfies Record<string, ModuleMessage>;

export type TimetableMessage = keyof typeof messages;

/** This module's errors: `timetableError(status, key, params?, code?, data?)` over its own messages. */
export const timetableError = errorsOf(messages);

/** Day names, both languages (1 Monday … 7 Sunday). */
export const dayNames: Record<"zh-CN" | "en-US", readonly string[]> = {
  "zh-CN": ["", "周一", "周二", "周三", "周四", "周五", "周六", "周日"],
  "en-US": ["", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
};
