import type { LessonOfDay, Timetable } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { currentChildOf } from "../identity/index.ts";
import { classesOfTeacher, classLabel } from "../org/index.ts";
import { listTerms, schoolTimeZone, todayIn } from "../school/index.ts";
import { timetableError } from "./timetable.messages.ts";
import {
  childrenOf,
  classesOfStudents,
  type EntryRow,
  entriesOf,
  publishedSets,
  type SetRow,
} from "./timetable.store.ts";
import { entryView } from "./timetable-entry.service.ts";
import { type TimetableDeps, viewOf, visibleSet } from "./timetable-set.service.ts";
import { isoDayOf, termHolding, weekOfTerm } from "./timetable-term.ts";

type Who = Pick<AuthContext, "schoolId" | "userType" | "userId">;
/** A teacher or a student named without a session (another area asks for them, such as the home). */
export type Person = Pick<AuthContext, "schoolId" | "userId"> & { userType: 0 | 1 };

/**
 * The classes whose timetables a person follows: a student their class, a parent the current child's (or, for
 * the feed, every child's); null for staff, who may read any class of the school.
 */
export const classesFollowed = async (
  db: Db,
  auth: AuthContext | Person,
  allChildren = false,
): Promise<number[] | null> => {
  if (auth.userType === 0) return null;
  // A person named without a session is a student here (a teacher returned above).
  if (auth.userType === 1 || !("sessionId" in auth))
    return (await classesOfStudents(db, auth.schoolId, [auth.userId])).map((r) => Number(r.classId));
  const children = allChildren
    ? await childrenOf(db, auth.schoolId, auth.userId)
    : [await currentChildOf(db, auth)].filter((c): c is number => c !== null);
  if (children.length === 0) throw timetableError(403, "noChild");
  return (await classesOfStudents(db, auth.schoolId, children)).map((r) => Number(r.classId));
};

/** Whether a set's days and weeks hold a date of its term. */
const setHolds = (set: SetRow, week: number, day: number) =>
  set.days.includes(day) && (set.weeks.length === 0 || set.weeks.includes(week));

/** The published sets in force on a date (in the school's time zone), with the term's week of the date. */
export const setsOnDate = async (db: Db, schoolId: number, date: string): Promise<SetRow[]> => {
  const term = termHolding(await listTerms(db, schoolId), date);
  if (!term) return [];
  const week = weekOfTerm(term, date);
  const day = isoDayOf(date);
  return (await publishedSets(db, schoolId, [term.id])).filter((s) => setHolds(s, week, day));
};

/**
 * The set a view opens on when none is named: the published set of the current term in force this week, else
 * the term's first published set.
 */
const currentSet = async (deps: TimetableDeps, schoolId: number): Promise<SetRow | undefined> => {
  const terms = await listTerms(deps.db, schoolId);
  const today = todayIn(await schoolTimeZone(deps.db, schoolId), deps.now());
  const term = termHolding(terms, today) ?? terms.find((t) => t.isNow);
  if (!term) return undefined;
  const sets = await publishedSets(deps.db, schoolId, [term.id]);
  const week = weekOfTerm(term, today);
  return sets.find((s) => s.weeks.length === 0 || s.weeks.includes(week)) ?? sets[0];
};

const chosenSet = async (deps: TimetableDeps, auth: AuthContext, setId: number | undefined) =>
  setId ? visibleSet(deps, auth, setId) : currentSet(deps, auth.schoolId);

const timetableOf = async (
  deps: TimetableDeps,
  schoolId: number,
  set: SetRow | undefined,
  rows: (set: SetRow) => Promise<EntryRow[]>,
): Promise<Timetable> =>
  set
    ? { set: await viewOf(deps, schoolId, set), entries: (await rows(set)).map(entryView) }
    : { set: null, entries: [] };

/** A set with its lessons: every class's for staff (or one class), a student's or parent's class's otherwise. */
export const timetableSet = async (
  deps: TimetableDeps,
  auth: AuthContext,
  q: { id: number; orgId?: number },
): Promise<Timetable> => {
  const set = await visibleSet(deps, auth, q.id);
  const followed = await classesFollowed(deps.db, auth);
  if (q.orgId && followed && !followed.includes(q.orgId)) throw timetableError(403, "notYourTimetable");
  const classIds = q.orgId ? [q.orgId] : (followed ?? undefined);
  return timetableOf(deps, auth.schoolId, set, (s) =>
    entriesOf(deps.db, auth.schoolId, { setIds: [s.id], classIds }),
  );
};

/** A teacher's week: teachers their own, administrators any teacher's. */
export const timetableByTeacher = async (
  deps: TimetableDeps,
  auth: AuthContext,
  q: { teaId?: number; setId?: number },
): Promise<Timetable> => {
  const teacherId = q.teaId ?? auth.userId;
  if (teacherId !== auth.userId && !auth.isAdmin) throw timetableError(403, "notYourTimetable");
  const set = await chosenSet(deps, auth, q.setId);
  return timetableOf(deps, auth.schoolId, set, (s) =>
    entriesOf(deps.db, auth.schoolId, { setIds: [s.id], teacherId }),
  );
};

/**
 * A class's week: staff any class (a teacher without one named, the first class they teach), a student their
 * own, a parent the current child's.
 */
export const timetableByOrg = async (
  deps: TimetableDeps,
  auth: AuthContext,
  q: { orgId?: number; setId?: number },
): Promise<Timetable> => {
  const followed = await classesFollowed(deps.db, auth);
  if (q.orgId && followed && !followed.includes(q.orgId)) throw timetableError(403, "notYourTimetable");
  const orgId =
    q.orgId ?? followed?.[0] ?? (await classesOfTeacher(deps.db, auth.schoolId, auth.userId))[0] ?? undefined;
  if (orgId === undefined) throw timetableError(400, "classNotFound");
  const set = await chosenSet(deps, auth, q.setId);
  return timetableOf(deps, auth.schoolId, set, (s) =>
    entriesOf(deps.db, auth.schoolId, { setIds: [s.id], classIds: [orgId] }),
  );
};

/** The lessons of these sets that a person has: a teacher's own, a student's or a parent's child's class's. */
export const lessonsOf = async (db: Db, auth: AuthContext | Person, sets: SetRow[], allChildren = false) => {
  if (sets.length === 0) return [];
  const setIds = sets.map((s) => s.id);
  if (auth.userType === 0) return entriesOf(db, auth.schoolId, { setIds, teacherId: auth.userId });
  const classIds = (await classesFollowed(db, auth, allChildren)) ?? [];
  return entriesOf(db, auth.schoolId, { setIds, classIds });
};

/**
 * The signed-in person's lessons of a date (YYYY-MM-DD, the school's calendar) in period order: a teacher's
 * own, a student's class's, a parent's current child's class's. For the home's "today's classes".
 */
export const lessonsOfDay = async (
  db: Db,
  auth: AuthContext | Person,
  date: string,
): Promise<LessonOfDay[]> => {
  const sets = await setsOnDate(db, auth.schoolId, date);
  const day = isoDayOf(date);
  const rows = (await lessonsOf(db, auth, sets)).filter((e) => e.day === day);
  const byId = new Map(sets.map((s) => [s.id, s]));
  return rows
    .map((e) => {
      const period = byId.get(e.setId)?.periods.find((p) => p.no === e.period);
      return {
        period: e.period,
        start: period?.start ?? "",
        end: period?.end ?? "",
        subject: e.subject,
        className: classLabel(e.gradeName, e.className),
        teacherName: e.teacherName,
        room: e.room,
      };
    })
    .sort((a, b) => a.start.localeCompare(b.start) || a.period - b.period);
};

/** Today's lessons (or a date's) of the caller, with the date they are of. */
export const myDay = async (deps: TimetableDeps, auth: AuthContext, date: string | undefined) => {
  const day = date ?? todayIn(await schoolTimeZone(deps.db, auth.schoolId), deps.now());
  return { date: day, lessons: await lessonsOfDay(deps.db, auth, day) };
};

export type { Who };
