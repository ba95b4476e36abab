import { and, asc, count, desc, eq, gt, ilike, inArray, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { classV, parentStudentV, studentClassV, teacherV } from "../org/index.ts";
import { type PeriodRow, timetableEntry, timetableSet } from "./timetable.tables.ts";

type Conn = Db | Tx;

export type SetRow = typeof timetableSet.$inferSelect;
export type SetFields = {
  termId: number;
  name: string;
  days: number[];
  periods: PeriodRow[];
  weeks: number[];
};

export type EntryRow = {
  id: number;
  setId: number;
  classId: number;
  className: string;
  gradeName: string;
  day: number;
  period: number;
  subject: string;
  teacherId: number | null;
  teacherName: string;
  room: string;
};
export type EntryFields = {
  classId: number;
  day: number;
  period: number;
  subject: string;
  teacherId: number | null;
  room: string;
};

export const pageSets = async (
  db: Conn,
  schoolId: number,
  q: { termId?: number; keyword?: string; publishedOnly: boolean; limit: number; offset: number },
) => {
  const where = and(
    eq(timetableSet.schoolId, schoolId),
    q.termId ? eq(timetableSet.termId, q.termId) : undefined,
    q.keyword ? ilike(timetableSet.name, `%${q.keyword.replace(/[\\%_]/g, "\\$&")}%`) : undefined,
    q.publishedOnly ? eq(timetableSet.status, 1) : undefined,
  );
  const entryCount = sql<number>`(select count(*)::int from ${timetableEntry} e
    where e.school_id = ${timetableSet.schoolId} and e.set_id = ${timetableSet.id})`;
  const rows = await db
    .select({ set: timetableSet, entryCount })
    .from(timetableSet)
    .where(where)
    .orderBy(desc(timetableSet.updatedAt), desc(timetableSet.id))
    .limit(q.limit)
    .offset(q.offset);
  const [{ n }] = await db.select({ n: count() }).from(timetableSet).where(where);
  return { rows: rows.map((r) => ({ ...r.set, entryCount: Number(r.entryCount) })), total: Number(n) };
};

export const findSet = async (db: Conn, schoolId: number, id: number): Promise<SetRow | undefined> =>
  (
    await db
      .select()
      .from(timetableSet)
      .where(and(eq(timetableSet.schoolId, schoolId), eq(timetableSet.id, id)))
  )[0];

export const countEntries = async (db: Conn, schoolId: number, setId: number): Promise<number> => {
  const [{ n }] = await db
    .select({ n: count() })
    .from(timetableEntry)
    .where(and(eq(timetableEntry.schoolId, schoolId), eq(timetableEntry.setId, setId)));
  return Number(n);
};

/** The published sets of these terms, oldest first. */
export const publishedSets = async (db: Conn, schoolId: number, termIds: number[]): Promise<SetRow[]> =>
  termIds.length === 0
    ? []
    : db
        .select()
        .from(timetableSet)
        .where(
          and(
            eq(timetableSet.schoolId, schoolId),
            eq(timetableSet.status, 1),
            inArray(timetableSet.termId, termIds),
          ),
        )
        .orderBy(asc(timetableSet.id));

export const insertSet = async (db: Conn, schoolId: number, f: SetFields, now: Date): Promise<number> => {
  const [row] = await db
    .insert(timetableSet)
    .values({ schoolId, ...f, createdAt: now, updatedAt: now })
    .returning({ id: timetableSet.id });
  return row.id;
};

export const updateSet = async (db: Conn, schoolId: number, id: number, f: SetFields, now: Date) => {
  await db
    .update(timetableSet)
    .set({ ...f, updatedAt: now })
    .where(and(eq(timetableSet.schoolId, schoolId), eq(timetableSet.id, id)));
};

export const setStatus = async (db: Conn, schoolId: number, id: number, status: number, now: Date) => {
  await db
    .update(timetableSet)
    .set({ status, updatedAt: now })
    .where(and(eq(timetableSet.schoolId, schoolId), eq(timetableSet.id, id)));
};

export const touchSet = async (db: Conn, schoolId: number, id: number, now: Date) => {
  await db
    .update(timetableSet)
    .set({ updatedAt: now })
    .where(and(eq(timetableSet.schoolId, schoolId), eq(timetableSet.id, id)));
};

export const deleteSet = async (db: Conn, schoolId: number, id: number) => {
  await db
    .delete(timetableEntry)
    .where(and(eq(timetableEntry.schoolId, schoolId), eq(timetableEntry.setId, id)));
  await db.delete(timetableSet).where(and(eq(timetableSet.schoolId, schoolId), eq(timetableSet.id, id)));
};

/** How many lessons of the set sit outside these days or past the last period. */
export const countEntriesOutside = async (
  db: Conn,
  schoolId: number,
  setId: number,
  days: number[],
  lastPeriod: number,
): Promise<number> => {
  const [{ n }] = await db
    .select({ n: count() })
    .from(timetableEntry)
    .where(
      and(
        eq(timetableEntry.schoolId, schoolId),
        eq(timetableEntry.setId, setId),
        or(notInArray(timetableEntry.day, days), gt(timetableEntry.period, lastPeriod)),
      ),
    );
  return Number(n);
};

const entryColumns = {
  id: timetableEntry.id,
  setId: timetableEntry.setId,
  classId: timetableEntry.classId,
  className: sql<string>`coalesce(${classV.className}, '')`,
  gradeName: sql<string>`coalesce(${classV.gradeName}, '')`,
  day: timetableEntry.day,
  period: timetableEntry.period,
  subject: timetableEntry.subject,
  teacherId: timetableEntry.teacherId,
  teacherName: sql<string>`coalesce(${teacherV.teacherName}, '')`,
  room: timetableEntry.room,
};

/** Lessons of sets, with their class's and teacher's names, filtered by class or teacher or cell. */
export const entriesOf = async (
  db: Conn,
  schoolId: number,
  f: { setIds?: number[]; classIds?: number[]; teacherId?: number; ids?: number[] },
): Promise<EntryRow[]> => {
  if (f.setIds?.length === 0 || f.classIds?.length === 0 || f.ids?.length === 0) return [];
  const where: (SQL | undefined)[] = [
    eq(timetableEntry.schoolId, schoolId),
    f.setIds ? inArray(timetableEntry.setId, f.setIds) : undefined,
    f.classIds ? inArray(timetableEntry.classId, f.classIds) : undefined,
    f.teacherId ? eq(timetableEntry.teacherId, f.teacherId) : undefined,
    f.ids ? inArray(timetableEntry.id, f.ids) : undefined,
  ];
  const rows = await db
    .select(entryColumns)
    .from(timetableEntry)
    .leftJoin(
      classV,
      and(eq(classV.schoolId, timetableEntry.schoolId), eq(classV.classId, timetableEntry.classId)),
    )
    .leftJoin(
      teacherV,
      and(eq(teacherV.schoolId, timetableEntry.schoolId), eq(teacherV.teacherId, timetableEntry.teacherId)),
    )
    .where(and(...where))
    .orderBy(
      asc(timetableEntry.day),
      asc(timetableEntry.period),
      asc(classV.gradeSort),
      asc(classV.classSort),
      asc(timetableEntry.classId),
    );
  return rows.map((r) => ({ ...r, teacherId: r.teacherId === null ? null : Number(r.teacherId) }));
};

export const insertEntry = async (
  db: Conn,
  schoolId: number,
  setId: number,
  e: EntryFields,
): Promise<number> => {
  const [row] = await db
    .insert(timetableEntry)
    .values({ schoolId, setId, ...e })
    .returning({ id: timetableEntry.id });
  return row.id;
};

export const updateEntry = async (db: Conn, schoolId: number, id: number, e: Partial<EntryFields>) => {
  await db
    .update(timetableEntry)
    .set(e)
    .where(and(eq(timetableEntry.schoolId, schoolId), eq(timetableEntry.id, id)));
};

export const deleteEntries = async (db: Conn, schoolId: number, ids: number[]) => {
  if (ids.length)
    await db
      .delete(timetableEntry)
      .where(and(eq(timetableEntry.schoolId, schoolId), inArray(timetableEntry.id, ids)));
};

export type ClassRow = { classId: number; className: string; gradeName: string };

export const classesOf = async (db: Conn, schoolId: number, classIds?: number[]): Promise<ClassRow[]> =>
  db
    .select({ classId: classV.classId, className: classV.className, gradeName: classV.gradeName })
    .from(classV)
    .where(and(eq(classV.schoolId, schoolId), classIds ? inArray(classV.classId, classIds) : undefined))
    .orderBy(asc(classV.gradeSort), asc(classV.classSort), asc(classV.classId));

export type TeacherRow = { teacherId: number; teacherName: string; subject: string };

export const teachersOf = async (db: Conn, schoolId: number, teacherIds?: number[]): Promise<TeacherRow[]> =>
  db
    .select({ teacherId: teacherV.teacherId, teacherName: teacherV.teacherName, subject: teacherV.subject })
    .from(teacherV)
    .where(
      and(eq(teacherV.schoolId, schoolId), teacherIds ? inArray(teacherV.teacherId, teacherIds) : undefined),
    )
    .orderBy(asc(teacherV.teacherId));

/** The classes of these students (a student is in one class). */
export const classesOfStudents = async (db: Conn, schoolId: number, studentIds: number[]) =>
  studentIds.length === 0
    ? []
    : db
        .select({
          studentId: studentClassV.studentId,
          studentName: studentClassV.studentName,
          classId: studentClassV.classId,
        })
        .from(studentClassV)
        .where(and(eq(studentClassV.schoolId, schoolId), inArray(studentClassV.studentId, studentIds)));

export const childrenOf = async (db: Conn, schoolId: number, parentId: number): Promise<number[]> =>
  (
    await db
      .select({ studentId: parentStudentV.studentId })
      .from(parentStudentV)
      .where(and(eq(parentStudentV.schoolId, schoolId), eq(parentStudentV.parentId, parentId)))
  ).map((r) => Number(r.studentId));

export const insertEntries = async (db: Conn, schoolId: number, setId: number, rows: EntryFields[]) => {
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(timetableEntry).values(rows.slice(i, i + 500).map((e) => ({ schoolId, setId, ...e })));
};
