import type { ImportColumns, RowReader } from "../org/index.ts";

/** The timetable import's columns: [zh-CN, en-US] headers (the template's), then aliases. */
export type TimetableColumn = "className" | "day" | "period" | "subject" | "teacher" | "room";
export const timetableColumns: ImportColumns<TimetableColumn> = {
  className: ["班级", "Class", "class name", "班级名称"],
  day: ["星期", "Day", "weekday", "上课日"],
  period: ["节次", "Period", "节", "第几节"],
  subject: ["科目", "Subject", "课程", "学科"],
  teacher: ["教师", "Teacher", "任课教师", "老师"],
  room: ["教室", "Room", "场地", "上课地点"],
};
export const requiredTimetableColumns: readonly TimetableColumn[] = ["className", "day", "period", "subject"];

export type TimetableImportRow = {
  row: number;
  className: string;
  day: number | null;
  period: number | null;
  subject: string;
  teacher: string;
  room: string;
};

/** Day names people write, both languages, to the ISO day (1 Monday … 7 Sunday). */
const dayWords: Record<string, number> = {};
const zh = ["一", "二", "三", "四", "五", "六", "日"];
const en = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
zh.forEach((c, i) => {
  for (const prefix of ["周", "星期", "礼拜"]) dayWords[`${prefix}${c}`] = i + 1;
});
dayWords.周天 = 7;
dayWords.星期天 = 7;
en.forEach((w, i) => {
  dayWords[w] = i + 1;
  dayWords[w.slice(0, 3)] = i + 1;
});

export const dayOfText = (text: string): number | null => {
  const t = text.trim().toLowerCase();
  if (/^[1-7]$/.test(t)) return Number(t);
  return dayWords[t] ?? null;
};

/** A period as a number, also written 第3节. */
export const periodOfText = (text: string): number | null => {
  const m = /^(?:第)?\s*(\d{1,2})\s*(?:节)?$/.exec(text.trim());
  const n = m ? Number(m[1]) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= 20 ? n : null;
};

export const readTimetableRow: RowReader<TimetableColumn, TimetableImportRow> = (cell, row, fail) => {
  const r = {
    row,
    className: cell("className"),
    day: dayOfText(cell("day")),
    period: periodOfText(cell("period")),
    subject: cell("subject"),
    teacher: cell("teacher"),
    room: cell("room"),
  };
  if (!r.className) fail("className", "required");
  if (!cell("day")) fail("day", "required");
  else if (r.day === null) fail("day", "format", cell("day"));
  if (!cell("period")) fail("period", "required");
  else if (r.period === null) fail("period", "format", cell("period"));
  if (!r.subject) fail("subject", "required");
  if (r.subject.length > 30) fail("subject", "tooLong");
  if (r.room.length > 30) fail("room", "tooLong");
  return r;
};
