import type { TimetableImportResult } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { ModuleMessage } from "../../platform/http/errors.ts";
import { fillParams, type Lang } from "../../platform/http/i18n.ts";
import {
  classLabel,
  describeProblems,
  type ImportProblem,
  readImportSheet,
  sortedProblems,
} from "../org/index.ts";
import { dayNames, timetableError } from "./timetable.messages.ts";
import {
  classesOf,
  deleteEntries,
  type EntryFields,
  entriesOf,
  findSet,
  insertEntries,
  teachersOf,
  touchSet,
} from "./timetable.store.ts";
import { clashOf, type Lesson } from "./timetable-clash.ts";
import {
  readTimetableRow,
  requiredTimetableColumns,
  type TimetableImportRow,
  timetableColumns,
} from "./timetable-import.rows.ts";
import type { TimetableDeps } from "./timetable-set.service.ts";

/** The timetable import's own problems, both languages ({value}: what the row says or what is in the way). */
const problemTexts = {
  unknownClass: { "zh-CN": "没有这个班级：{value}", "en-US": "no such class: {value}" },
  ambiguousClass: {
    "zh-CN": "有多个班级叫“{value}”，请写上年级",
    "en-US": 'several classes are called "{value}"; add the grade',
  },
  unknownTeacher: { "zh-CN": "没有这位教师：{value}", "en-US": "no such teacher: {value}" },
  ambiguousTeacher: { "zh-CN": "有多位教师叫“{value}”", "en-US": 'several teachers are called "{value}"' },
  outsideDays: { "zh-CN": "{value}不是本课表的上课日", "en-US": "{value} is not a day of this timetable" },
  outsidePeriods: { "zh-CN": "本课表没有第{value}节", "en-US": "this timetable has no period {value}" },
  duplicateCell: {
    "zh-CN": "与第{value}行是同一班级同一节",
    "en-US": "the same class and period as row {value}",
  },
  teacherClash: {
    "zh-CN": "教师同一节已在{value}上课",
    "en-US": "the teacher already teaches {value} in this period",
  },
  roomClash: {
    "zh-CN": "教室同一节已被{value}使用",
    "en-US": "the room is already used by {value} in this period",
  },
} as const satisfies Record<string, ModuleMessage>;

type OwnCode = keyof typeof problemTexts;
const isOwn = (code: string): code is OwnCode => code in problemTexts;

export const describeTimetableProblems = (problems: ImportProblem[], lang: Lang) =>
  problems.map((p) =>
    isOwn(p.code)
      ? { ...p, message: fillParams(problemTexts[p.code][lang], { value: p.value ?? "" }) }
      : (describeProblems([p], timetableColumns, lang)[0] as ImportProblem & { message: string }),
  );

type Planned = Lesson & EntryFields & { row: number };

const groupBy = <T>(items: T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/** Each row's class and teacher by name (a class as people name it, or its own name when that is unique). */
const resolveRows = async (
  deps: TimetableDeps,
  schoolId: number,
  rows: TimetableImportRow[],
  problems: ImportProblem[],
): Promise<Planned[]> => {
  const [classes, teachers] = await Promise.all([
    classesOf(deps.db, schoolId),
    teachersOf(deps.db, schoolId),
  ]);
  const byLabel = groupBy(classes, (c) => classLabel(c.gradeName, c.className));
  const byOwnName = groupBy(classes, (c) => c.className);
  const byTeacher = groupBy(teachers, (t) => t.teacherName);
  const planned: Planned[] = [];
  for (const r of rows) {
    const fail = (column: string, code: OwnCode, value: string) =>
      problems.push({ row: r.row, column, code, value });
    const named = byLabel.get(r.className) ?? byOwnName.get(r.className) ?? [];
    if (r.className && named.length !== 1)
      fail("className", named.length ? "ambiguousClass" : "unknownClass", r.className);
    const found = r.teacher ? (byTeacher.get(r.teacher) ?? []) : [];
    if (r.teacher && found.length !== 1)
      fail("teacher", found.length ? "ambiguousTeacher" : "unknownTeacher", r.teacher);
    const cls = named.length === 1 ? named[0] : undefined;
    if (!cls || r.day === null || r.period === null || !r.subject) continue;
    if (r.teacher && found.length !== 1) continue;
    planned.push({
      row: r.row,
      classId: Number(cls.classId),
      day: r.day,
      period: r.period,
      subject: r.subject,
      teacherId: found[0] ? Number(found[0].teacherId) : null,
      room: r.room,
    });
  }
  return planned;
};

const labelOf = (classes: Map<number, string>, l: Lesson) => classes.get(l.classId) ?? String(l.classId);

/**
 * Checks the planned rows against one another and the set's lessons that stay (those in cells the file does
 * not fill): a cell outside the set, the same cell twice, a teacher or a room in two places in one period.
 */
const checkClashes = async (
  deps: TimetableDeps,
  schoolId: number,
  set: { id: number; days: number[]; periods: { no: number; start: string; end: string }[] },
  planned: Planned[],
  lang: Lang,
  problems: ImportProblem[],
) => {
  const cell = (l: Lesson) => `${l.classId}:${l.day}:${l.period}`;
  const filled = new Set(planned.map(cell));
  const existing = await entriesOf(deps.db, schoolId, { setIds: [set.id] });
  const staying: Lesson[] = existing.filter((e) => !filled.has(cell(e)));
  const labels = new Map(existing.map((e) => [e.classId, classLabel(e.gradeName, e.className)]));
  for (const c of await classesOf(deps.db, schoolId, [...new Set(planned.map((p) => p.classId))]))
    labels.set(Number(c.classId), classLabel(c.gradeName, c.className));
  const seenCell = new Map<string, number>();
  const accepted: Planned[] = [];
  for (const p of planned) {
    const fail = (column: string, code: OwnCode, value: string) =>
      problems.push({ row: p.row, column, code, value });
    const first = seenCell.get(cell(p));
    if (first !== undefined) {
      fail("period", "duplicateCell", String(first));
      continue;
    }
    seenCell.set(cell(p), p.row);
    const clash = clashOf(set, p, [...staying, ...accepted]);
    if (!clash) accepted.push(p);
    else if (clash.kind === "outsideDays") fail("day", "outsideDays", dayNames[lang][p.day] ?? String(p.day));
    else if (clash.kind === "outsidePeriods") fail("period", "outsidePeriods", String(p.period));
    else if (clash.kind === "teacherClash") fail("teacher", "teacherClash", labelOf(labels, clash.with));
    else if (clash.kind === "roomClash") fail("room", "roomClash", labelOf(labels, clash.with));
  }
  return existing.filter((e) => filled.has(cell(e))).map((e) => e.id);
};

const writeLessons = (
  deps: TimetableDeps,
  schoolId: number,
  setId: number,
  replaced: number[],
  planned: Planned[],
) =>
  deps.db.transaction(async (tx) => {
    await deleteEntries(tx, schoolId, replaced);
    await insertEntries(
      tx,
      schoolId,
      setId,
      planned.map((p) => ({
        classId: p.classId,
        day: p.day,
        period: p.period,
        subject: p.subject,
        teacherId: p.teacherId,
        room: p.room,
      })),
    );
    await touchSet(tx, schoolId, setId, deps.now());
  });

const setOf = async (deps: TimetableDeps, schoolId: number, setId: number) => {
  const set = await findSet(deps.db, schoolId, setId);
  if (!set) throw timetableError(404, "setNotFound");
  return set;
};

/**
 * Fills a set from an .xlsx (class, day, period, subject, teacher, room), each row replacing the lesson in its
 * cell. Every row is checked first; any problem writes nothing, and a dry run only checks.
 */
export const importTimetable = async (
  deps: TimetableDeps,
  auth: AuthContext,
  lang: Lang,
  data: Buffer,
  q: { setId: number; dryRun: boolean },
): Promise<Omit<TimetableImportResult, "problems"> & { problems: ImportProblem[] }> => {
  const schoolId = auth.schoolId;
  const set = await setOf(deps, schoolId, q.setId);
  const problems: ImportProblem[] = [];
  const rows = await readImportSheet(
    data,
    timetableColumns,
    requiredTimetableColumns,
    readTimetableRow,
    problems,
  );
  const planned = await resolveRows(deps, schoolId, rows, problems);
  const replaced = await checkClashes(deps, schoolId, set, planned, lang, problems);
  const result = { dryRun: q.dryRun, rows: rows.length, placed: planned.length };
  if (problems.length > 0 || q.dryRun)
    return { ...result, ok: problems.length === 0, problems: sortedProblems(problems) };
  await writeLessons(deps, schoolId, set.id, replaced, planned);
  return { ...result, ok: true, problems: [] };
};

/**
 * Places many lessons at once under the same rules as one by one (the demo seed fills whole classes): lessons
 * that would clash are left out and answered, the rest written together.
 */
export const placeLessons = async (
  deps: TimetableDeps,
  auth: AuthContext,
  setId: number,
  lessons: EntryFields[],
): Promise<{ placed: number; refused: EntryFields[] }> => {
  const set = await setOf(deps, auth.schoolId, setId);
  const planned: Planned[] = lessons.map((l, i) => ({ ...l, row: i }));
  const problems: ImportProblem[] = [];
  await checkClashes(deps, auth.schoolId, set, planned, "en-US", problems);
  const refusedRows = new Set(problems.map((p) => p.row));
  const accepted = planned.filter((p) => !refusedRows.has(p.row));
  const cell = (l: Lesson) => `${l.classId}:${l.day}:${l.period}`;
  const filled = new Set(accepted.map(cell));
  const replaced = (await entriesOf(deps.db, auth.schoolId, { setIds: [set.id] }))
    .filter((e) => filled.has(cell(e)))
    .map((e) => e.id);
  await writeLessons(deps, auth.schoolId, set.id, replaced, accepted);
  return { placed: accepted.length, refused: lessons.filter((_, i) => refusedRows.has(i)) };
};

/** The template's example row: a class, a teacher and a period of the set as the school names them. */
export const templateExample = async (deps: TimetableDeps, auth: AuthContext, lang: Lang, setId: number) => {
  const set = await findSet(deps.db, auth.schoolId, setId);
  if (!set) throw timetableError(404, "setNotFound");
  const [[cls], [teacher]] = await Promise.all([
    classesOf(deps.db, auth.schoolId),
    teachersOf(deps.db, auth.schoolId),
  ]);
  return {
    className: cls ? classLabel(cls.gradeName, cls.className) : "",
    day: dayNames[lang][set.days[0] ?? 1] ?? "1",
    period: String(set.periods[0]?.no ?? 1),
    subject: teacher?.subject || (lang === "en-US" ? "Maths" : "数学"),
    teacher: teacher?.teacherName ?? "",
    room: lang === "en-US" ? "Room 101" : "101教室",
  };
};
