import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { orgUnit, parentStudent, student } from "./org.tables.ts";

export type Child = {
  id: number;
  name: string;
  studentNo: string;
  classId: number;
  className: string;
  relation: string;
};

/** A parent's children in one school, in a stable order (the first is the default current child). */
export const listChildrenOfParent = async (db: Db, schoolId: number, parentId: number): Promise<Child[]> =>
  db
    .select({
      id: student.id,
      name: student.name,
      studentNo: student.studentNo,
      classId: student.classId,
      className: orgUnit.name,
      relation: parentStudent.relation,
    })
    .from(parentStudent)
    .innerJoin(
      student,
      and(eq(student.schoolId, parentStudent.schoolId), eq(student.id, parentStudent.studentId)),
    )
    .innerJoin(orgUnit, and(eq(orgUnit.schoolId, student.schoolId), eq(orgUnit.id, student.classId)))
    .where(and(eq(parentStudent.schoolId, schoolId), eq(parentStudent.parentId, parentId)))
    .orderBy(asc(student.id));
