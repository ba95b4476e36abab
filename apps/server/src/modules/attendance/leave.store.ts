import { and, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { parentStudentV, studentClassV } from "../org/index.ts";
import { attendanceRecord } from "./attendance.tables.ts";
import {
  attendanceAbsenceNotice,
  attendanceChronicNotice,
  attendanceLeave,
  attendanceSetting,
} from "./leave.tables.ts";

type Conn = Db | Tx;

export type LeaveRow = typeof attendanceLeave.$inferSelect;
export type NewLeave = typeof attendanceLeave.$inferInsert;

export const insertLeave = async (tx: Conn, values: NewLeave): Promise<number> => {
  const [row] = await tx.insert(attendanceLeave).values(values).returning({ id: attendanceLeave.id });
  return row.id;
};

export const findLeave = async (db: Conn, schoolId: number, id: number): Promise<LeaveRow | undefined> =>
  (
    await db
      .select()
      .from(attendanceLeave)
      .where(and(eq(attendanceLeave.schoolId, schoolId), eq(attendanceLeave.id, id)))
  )[0];

/** Of these leave ids, those of the school's (for the files' reader). */
export const leavesByIds = (db: Conn, schoolId: number, ids: number[]): Promise<LeaveRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(attendanceLeave)
        .where(and(eq(attendanceLeave.schoolId, schoolId), inArray(attendanceLeave.id, ids)));

/**
 * Moves a pending leave to its decision. Only one of two concurrent decisions finds it pending (the second
 * waits for the first's row lock and then sees it decided): answers the row, or undefined when it was not pending.
 */
export const settlePending = async (
  tx: Conn,
  schoolId: number,
  id: number,
  patch: Pick<LeaveRow, "status"> & Partial<LeaveRow>,
): Promise<LeaveRow | undefined> =>
  (
    await tx
      .update(attendanceLeave)
      .set(patch)
      .where(
        and(
          eq(attendanceLeave.schoolId, schoolId),
          eq(attendanceLeave.id, id),
          eq(attendanceLeave.status, "pending"),
        ),
      )
      .returning()
  )[0];

export type LeaveListRow = LeaveRow & { studentName: string; className: string };

export type LeaveFilter = {
  parentId?: number;
  /** Only these classes (undefined: every class). */
  classIds?: number[];
  classId?: number;
  status?: string;
  keyword?: string;
};

/** A page of leaves, newest first (pending before decided), with the student's name and class. */
export const pageLeaves = async (
  db: Conn,
  schoolId: number,
  f: LeaveFilter,
  limit: number,
  offset: number,
): Promise<{ rows: LeaveListRow[]; total: number }> => {
  const where: (SQL | undefined)[] = [
    eq(attendanceLeave.schoolId, schoolId),
    f.parentId !== undefined ? eq(attendanceLeave.parentId, f.parentId) : undefined,
    f.classIds ? (f.classIds.length ? inArray(attendanceLeave.classId, f.classIds) : sql`false`) : undefined,
    f.classId !== undefined ? eq(attendanceLeave.classId, f.classId) : undefined,
    f.status ? eq(attendanceLeave.status, f.status) : undefined,
    f.keyword
      ? sql`(${studentClassV.studentName} ilike ${`%${f.keyword}%`} or ${attendanceLeave.reason} ilike ${`%${f.keyword}%`})`
      : undefined,
  ];
  const join = and(
    eq(studentClassV.schoolId, attendanceLeave.schoolId),
    eq(studentClassV.studentId, attendanceLeave.studentId),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        leave: attendanceLeave,
        studentName: sql<string>`coalesce(${studentClassV.studentName}, '')`,
        className: sql<string>`coalesce(case when ${studentClassV.className} like ${studentClassV.gradeName} || '%' then ${studentClassV.className} else ${studentClassV.gradeName} || ${studentClassV.className} end, '')`,
      })
      .from(attendanceLeave)
      .leftJoin(studentClassV, join)
      .where(and(...where))
      .orderBy(
        sql`case when ${attendanceLeave.status} = 'pending' then 0 else 1 end`,
        desc(attendanceLeave.createdAt),
        desc(attendanceLeave.id),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(attendanceLeave)
      .leftJoin(studentClassV, join)
      .where(and(...where)),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.leave, studentName: r.studentName, className: r.className })),
    total: Number(count.n),
  };
};

/** Approved leaves of these students that cover a day. */
export const approvedLeavesOn = (db: Conn, schoolId: number, studentIds: number[], day: string) =>
  studentIds.length === 0
    ? Promise.resolve([] as LeaveRow[])
    : db
        .select()
        .from(attendanceLeave)
        .where(
          and(
            eq(attendanceLeave.schoolId, schoolId),
            inArray(attendanceLeave.studentId, studentIds),
            eq(attendanceLeave.status, "approved"),
            lte(attendanceLeave.fromDay, day),
            gte(attendanceLeave.toDay, day),
          ),
        );

/** The guardians of these students, with their phones. */
export const parentsOf = (db: Conn, schoolId: number, studentIds: number[]) =>
  studentIds.length === 0
    ? Promise.resolve([] as { parentId: number; studentId: number; phone: string }[])
    : db
        .select({
          parentId: parentStudentV.parentId,
          studentId: parentStudentV.studentId,
          phone: parentStudentV.parentPhone,
        })
        .from(parentStudentV)
        .where(and(eq(parentStudentV.schoolId, schoolId), inArray(parentStudentV.studentId, studentIds)));

export type SettingRow = { chronicThreshold: number; smsOnAbsence: boolean };
export const DEFAULT_SETTING: SettingRow = { chronicThreshold: 3, smsOnAbsence: false };

export const settingOf = async (db: Conn, schoolId: number): Promise<SettingRow> => {
  const [row] = await db
    .select({
      chronicThreshold: attendanceSetting.chronicThreshold,
      smsOnAbsence: attendanceSetting.smsOnAbsence,
    })
    .from(attendanceSetting)
    .where(eq(attendanceSetting.schoolId, schoolId));
  return row ?? DEFAULT_SETTING;
};

export const saveSetting = async (db: Conn, schoolId: number, s: SettingRow, now: Date): Promise<void> => {
  await db
    .insert(attendanceSetting)
    .values({ schoolId, ...s, updatedAt: now })
    .onConflictDoUpdate({ target: attendanceSetting.schoolId, set: { ...s, updatedAt: now } });
};

/** Claims the absence notices not yet sent for these (student, point, day): answers those claimed now. */
export const claimAbsenceNotices = async (
  db: Conn,
  schoolId: number,
  rows: { studentId: number; pointId: number; day: string }[],
  now: Date,
): Promise<{ studentId: number; pointId: number; day: string }[]> =>
  rows.length === 0
    ? []
    : db
        .insert(attendanceAbsenceNotice)
        .values(rows.map((r) => ({ schoolId, ...r, sentAt: now })))
        .onConflictDoNothing()
        .returning({
          studentId: attendanceAbsenceNotice.studentId,
          pointId: attendanceAbsenceNotice.pointId,
          day: attendanceAbsenceNotice.day,
        });

/** Claims the chronic-absence notice of a student in a term: true only the first time. */
export const claimChronicNotice = async (
  db: Conn,
  schoolId: number,
  studentId: number,
  termId: number,
  now: Date,
): Promise<boolean> =>
  (
    await db
      .insert(attendanceChronicNotice)
      .values({ schoolId, studentId, termId, sentAt: now })
      .onConflictDoNothing()
      .returning({ studentId: attendanceChronicNotice.studentId })
  ).length > 0;

export type ChronicRow = {
  studentId: number;
  name: string;
  studentNo: string;
  classId: number;
  className: string;
  absentDays: number;
};

/**
 * Students with at least `min` days in a range on which they were marked absent (leave is its own status, so
 * never counted), of these classes (undefined: all), or of these students; most days first.
 */
export const absentDayCounts = async (
  db: Conn,
  schoolId: number,
  from: string,
  to: string,
  min: number,
  scope: { classIds?: number[]; studentIds?: number[] },
): Promise<ChronicRow[]> => {
  const list = (ids: number[]) => sql.join(ids.length ? ids.map((id) => sql`${id}`) : [sql`null`], sql`, `);
  const result = await db.execute<ChronicRow>(sql`
    select s.student_id as "studentId", s.student_name as "name", s.student_no as "studentNo",
      s.class_id as "classId",
      case when s.class_name like s.grade_name || '%' then s.class_name else s.grade_name || s.class_name end
        as "className",
      count(distinct r.day)::int as "absentDays"
    from ${attendanceRecord} r
    join ${studentClassV} s on s.school_id = r.school_id and s.student_id = r.student_id
    where r.school_id = ${schoolId} and r.status = 'absent' and r.day between ${from} and ${to}
      ${scope.classIds ? sql`and s.class_id in (${list(scope.classIds)})` : sql``}
      ${scope.studentIds ? sql`and r.student_id in (${list(scope.studentIds)})` : sql``}
    group by s.student_id, s.student_name, s.student_no, s.class_id, s.class_name, s.grade_name,
      s.grade_sort, s.class_sort
    having count(distinct r.day) >= ${min}
    order by count(distinct r.day) desc, s.grade_sort, s.class_sort, s.student_no`);
  return result.rows.map((r) => ({
    ...r,
    studentId: Number(r.studentId),
    classId: Number(r.classId),
    absentDays: Number(r.absentDays),
  }));
};
