import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { classV, studentClassV } from "../org/index.ts";

type Conn = Db | Tx;

export type ClassRow = { classId: number; className: string; gradeName: string };
export type StudentRow = { studentId: number; name: string; studentNo: string; classId: number };

/** The school's classes (or those among ids), in grade and class order. */
export const classesOf = (db: Conn, schoolId: number, ids?: number[]): Promise<ClassRow[]> =>
  db
    .select({ classId: classV.classId, className: classV.className, gradeName: classV.gradeName })
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
};

export const studentsOfClass = (db: Conn, schoolId: number, classId: number): Promise<StudentRow[]> =>
  db
    .select(studentColumns)
    .from(studentClassV)
    .where(and(eq(studentClassV.schoolId, schoolId), eq(studentClassV.classId, classId)))
    .orderBy(asc(studentClassV.studentNo), asc(studentClassV.studentId));

export const studentsByIds = async (db: Conn, schoolId: number, ids: number[]): Promise<StudentRow[]> =>
  ids.length === 0
    ? []
    : db
        .select(studentColumns)
        .from(studentClassV)
        .where(and(eq(studentClassV.schoolId, schoolId), inArray(studentClassV.studentId, ids)));
