import type { TimetableEntry, TimetableMove, TimetablePlace } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import { classLabel } from "../org/index.ts";
import { isUniqueViolation } from "../school/index.ts";
import { dayNames, timetableError } from "./timetable.messages.ts";
import {
  classesOf,
  deleteEntries,
  type EntryRow,
  entriesOf,
  findSet,
  insertEntry,
  type SetRow,
  teachersOf,
  touchSet,
  updateEntry,
} from "./timetable.store.ts";
import { type Clash, clashOf, type Lesson } from "./timetable-clash.ts";
import type { TimetableDeps } from "./timetable-set.service.ts";

export const entryView = (e: EntryRow): TimetableEntry => ({
  id: e.id,
  setId: e.setId,
  orgId: e.classId,
  className: classLabel(e.gradeName, e.className),
  day: e.day,
  period: e.period,
  subject: e.subject,
  teacherId: e.teacherId,
  teacherName: e.teacherName,
  room: e.room,
});

/** The refusal of a clash, naming what is in the way, in the caller's language. */
export const clashError = async (
  deps: TimetableDeps,
  schoolId: number,
  lang: Lang,
  lesson: Lesson,
  clash: Clash,
) => {
  const day = dayNames[lang][lesson.day] ?? String(lesson.day);
  const at = { day, period: lesson.period };
  if (clash.kind === "outsideDays") return timetableError(400, "outsideDays", { day });
  if (clash.kind === "outsidePeriods")
    return timetableError(400, "outsidePeriods", { period: lesson.period });
  const [cls] = await classesOf(deps.db, schoolId, [clash.with.classId]);
  const className = cls ? classLabel(cls.gradeName, cls.className) : "";
  const data = { clash: clash.kind, entryId: clash.with.id ?? null };
  if (clash.kind === "cellTaken")
    return timetableError(400, "cellTaken", { className, ...at }, undefined, data);
  if (clash.kind === "roomClash")
    return timetableError(400, "roomClash", { room: lesson.room, className, ...at }, undefined, data);
  const [teacher] = await teachersOf(deps.db, schoolId, [lesson.teacherId as number]);
  return timetableError(
    400,
    "teacherClash",
    { teacher: teacher?.teacherName ?? "", className, ...at },
    undefined,
    data,
  );
};

const setOf = async (deps: TimetableDeps, schoolId: number, setId: number): Promise<SetRow> => {
  const set = await findSet(deps.db, schoolId, setId);
  if (!set) throw timetableError(404, "setNotFound");
  return set;
};

const checkPeople = async (
  deps: TimetableDeps,
  schoolId: number,
  classId: number,
  teacherId: number | null,
) => {
  const [classes, teachers] = await Promise.all([
    classesOf(deps.db, schoolId, [classId]),
    teacherId === null ? [] : teachersOf(deps.db, schoolId, [teacherId]),
  ]);
  if (classes.length === 0) throw timetableError(400, "classNotFound");
  if (teacherId !== null && teachers.length === 0) throw timetableError(400, "teacherNotFound");
};

/** A write that lost a race to another administrator's: the unique indexes refuse what the check let through. */
const raced = async <T>(work: () => Promise<T>, refusal: () => Promise<Error>): Promise<T> => {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw await refusal();
    throw e;
  }
};

const oneEntry = async (deps: TimetableDeps, schoolId: number, setId: number, id: number) => {
  const [row] = await entriesOf(deps.db, schoolId, { setIds: [setId], ids: [id] });
  return entryView(row as EntryRow);
};

/** Puts a lesson in a class's cell, replacing the lesson there; a clash is refused with its reason. */
export const placeEntry = async (
  deps: TimetableDeps,
  auth: AuthContext,
  lang: Lang,
  p: TimetablePlace,
): Promise<TimetableEntry> => {
  const schoolId = auth.schoolId;
  const set = await setOf(deps, schoolId, p.setId);
  const teacherId = p.teacherId ?? null;
  await checkPeople(deps, schoolId, p.orgId, teacherId);
  const lesson: Lesson = { classId: p.orgId, day: p.day, period: p.period, teacherId, room: p.room };
  const all = await entriesOf(deps.db, schoolId, { setIds: [set.id] });
  const replaced = all.filter((e) => e.classId === p.orgId && e.day === p.day && e.period === p.period);
  const clash = clashOf(
    set,
    lesson,
    all.filter((e) => !replaced.includes(e)),
  );
  if (clash) throw await clashError(deps, schoolId, lang, lesson, clash);
  const id = await raced(
    () =>
      deps.db.transaction(async (tx) => {
        await deleteEntries(
          tx,
          schoolId,
          replaced.map((e) => e.id),
        );
        const created = await insertEntry(tx, schoolId, set.id, { ...lesson, subject: p.subject });
        await touchSet(tx, schoolId, set.id, deps.now());
        return created;
      }),
    () => clashError(deps, schoolId, lang, lesson, { kind: "cellTaken", with: lesson }),
  );
  return oneEntry(deps, schoolId, set.id, id);
};

const entryOfSchool = async (deps: TimetableDeps, schoolId: number, id: number) => {
  const found = await entriesOf(deps.db, schoolId, { ids: [id] });
  return found[0];
};

/** Moves a lesson to another cell (of its class, or another class's); the cell must be free, nothing clash. */
export const moveEntry = async (
  deps: TimetableDeps,
  auth: AuthContext,
  lang: Lang,
  m: TimetableMove,
): Promise<TimetableEntry> => {
  const schoolId = auth.schoolId;
  const entry = await findEntry(deps, schoolId, m.id);
  const set = await setOf(deps, schoolId, entry.setId);
  const classId = m.orgId ?? entry.classId;
  if (classId !== entry.classId) await checkPeople(deps, schoolId, classId, null);
  const lesson: Lesson = {
    id: entry.id,
    classId,
    day: m.day,
    period: m.period,
    teacherId: entry.teacherId,
    room: entry.room,
  };
  const all = await entriesOf(deps.db, schoolId, { setIds: [set.id] });
  const clash = clashOf(set, lesson, all);
  if (clash) throw await clashError(deps, schoolId, lang, lesson, clash);
  await raced(
    () =>
      deps.db.transaction(async (tx) => {
        await updateEntry(tx, schoolId, entry.id, { classId, day: m.day, period: m.period });
        await touchSet(tx, schoolId, set.id, deps.now());
      }),
    () => clashError(deps, schoolId, lang, lesson, { kind: "cellTaken", with: lesson }),
  );
  return oneEntry(deps, schoolId, set.id, entry.id);
};

export const findEntry = async (deps: TimetableDeps, schoolId: number, id: number): Promise<EntryRow> => {
  const entry = await entryOfSchool(deps, schoolId, id);
  if (!entry) throw timetableError(404, "entryNotFound");
  return entry;
};

export const removeEntry = async (deps: TimetableDeps, auth: AuthContext, id: number) => {
  const entry = await findEntry(deps, auth.schoolId, id);
  await deps.db.transaction(async (tx) => {
    await deleteEntries(tx, auth.schoolId, [entry.id]);
    await touchSet(tx, auth.schoolId, entry.setId, deps.now());
  });
};
