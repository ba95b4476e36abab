import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { classV, studentClassV } from "../org/index.ts";

type Conn = Db | Tx;

/** Where a student sits: their class and its grade (undefined: no such student in the school). */
export const placeOfStudent = async (db: Conn, schoolId: number, studentId: number) => {
  const [row] = await db
    .select({ classId: studentClassV.classId, gradeId: studentClassV.gradeId })
    .from(studentClassV)
    .where(and(eq(studentClassV.schoolId, schoolId), eq(studentClassV.studentId, studentId)));
  return row;
};

/** The school's classes with their grades, in order: the org tree of who may join. */
export const classesWithGrades = (db: Conn, schoolId: number) =>
  db
    .select({
      classId: classV.classId,
      className: classV.className,
      gradeId: classV.gradeId,
      gradeName: classV.gradeName,
    })
    .from(classV)
    .where(eq(classV.schoolId, schoolId))
    .orderBy(asc(classV.gradeSort), asc(classV.classSort), asc(classV.classId));

/** Students of the school by student number (the .xlsx batch names students by number). */
export const studentsByNumbers = async (db: Conn, schoolId: number, numbers: string[]) =>
  numbers.length === 0
    ? []
    : db
        .select({ studentId: studentClassV.studentId, studentNo: studentClassV.studentNo })
        .from(studentClassV)
        .where(and(eq(studentClassV.schoolId, schoolId), inArray(studentClassV.studentNo, numbers)));

/** The students of these org units (a class's own, or a grade's classes'). */
export const eligibleWhere = (orgIds: number[]) =>
  sql`(s.class_id = any(${sql.param(orgIds)}::bigint[]) or s.grade_id = any(${sql.param(orgIds)}::bigint[]))`;
