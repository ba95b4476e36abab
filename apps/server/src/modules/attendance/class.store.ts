import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { inJsonList } from "../../platform/db/json-list.ts";
import { classV, studentClassV } from "../org/index.ts";

type Conn = Db | Tx;

export type ClassRow = { classId: number; className: string; gradeId: number | null; gradeName: string };
export type StudentRow = {
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
export const classesOf = (db: Conn, schoolId: number, ids?: number[]): Promise<ClassRow[]> =>
  db
    .select(classColumns)
    .from(classV)
    .where(and(eq(classV.schoolId, schoolId), ids ? inArray(classV.classId, ids) : undefined))
    .orderBy(asc(classV.gradeSort), asc(classV.classSort), asc(classV.classId));

const studentColumns = {
  studentId: studentClassV.studentId,
  name: studentClassV.studentName,
  studentNo: studentClassV.studentNo,
  classId: studentClassV.classId,
  gradeId: studentClassV.gradeId,
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
        .where(and(eq(studentClassV.schoolId, schoolId), inJsonList(studentClassV.studentId, ids, "bigint")));
