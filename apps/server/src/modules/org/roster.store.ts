import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { inJsonList } from "../../platform/db/json-list.ts";
import { classV, studentClassV } from "./org.views.ts";

/**
 * Class rosters as the daily areas read them (attendance, health, ...): classes in grade and class order and
 * their students with number and grade, over org's published views. One place, so each area does not keep a
 * copy of the same reads.
 */
type Conn = Db | Tx;

export type RosterClass = { classId: number; className: string; gradeId: number | null; gradeName: string };
export type RosterStudent = {
  studentId: number;
  name: string;
  studentNo: string;
  classId: number;
  gradeId: number | null;
};

const classColumns = {
  classId: classV.classId,
  className: classV.className,
  gradeId: classV.gradeId,
  gradeName: classV.gradeName,
};

/** The school's classes (or those among ids), in grade and class order. */
export const rosterClasses = (db: Conn, schoolId: number, ids?: number[]): Promise<RosterClass[]> =>
  db
    .select(classColumns)
    .from(classV)
    .where(
      and(eq(classV.schoolId, schoolId), ids ? inArray(classV.classId, ids.length ? ids : [-1]) : undefined),
    )
    .orderBy(asc(classV.gradeSort), asc(classV.classSort), asc(classV.classId));

const studentColumns = {
  studentId: studentClassV.studentId,
  name: studentClassV.studentName,
  studentNo: studentClassV.studentNo,
  classId: studentClassV.classId,
  gradeId: studentClassV.gradeId,
};

/** A class's students in student-number order. */
export const rosterOfClass = (db: Conn, schoolId: number, classId: number): Promise<RosterStudent[]> =>
  db
    .select(studentColumns)
    .from(studentClassV)
    .where(and(eq(studentClassV.schoolId, schoolId), eq(studentClassV.classId, classId)))
    .orderBy(asc(studentClassV.studentNo), asc(studentClassV.studentId));

/** The school's students among these ids with their class and grade (unknown or foreign ids are absent). */
export const rosterStudents = async (db: Conn, schoolId: number, ids: number[]): Promise<RosterStudent[]> =>
  ids.length === 0
    ? []
    : db
        .select(studentColumns)
        .from(studentClassV)
        .where(and(eq(studentClassV.schoolId, schoolId), inJsonList(studentClassV.studentId, ids, "bigint")));
