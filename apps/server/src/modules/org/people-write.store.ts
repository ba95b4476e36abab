import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { parentStudent, student, teacher, teacherOrg } from "./org.tables.ts";

type Conn = Db | Tx;

/** Of these teachers, the school's administrators. */
export const adminTeachersAmong = async (db: Conn, schoolId: number, ids: number[]): Promise<number[]> =>
  (
    await db
      .select({ id: teacher.id })
      .from(teacher)
      .where(and(eq(teacher.schoolId, schoolId), inArray(teacher.id, ids), eq(teacher.isAdmin, 1)))
  ).map((r) => r.id);

export type TeacherValues = Omit<typeof teacher.$inferInsert, "schoolId" | "id">;
export type StudentValues = Omit<typeof student.$inferInsert, "schoolId" | "id">;

/** Updates a teacher; false when the school has no such teacher. */
export const updateTeacher = async (tx: Tx, schoolId: number, id: number, values: TeacherValues) =>
  (
    await tx
      .update(teacher)
      .set(values)
      .where(and(eq(teacher.schoolId, schoolId), eq(teacher.id, id)))
      .returning({ id: teacher.id })
  ).length > 0;

export const insertTeacher = async (tx: Tx, schoolId: number, values: TeacherValues): Promise<number> => {
  const [created] = await tx
    .insert(teacher)
    .values({ schoolId, ...values })
    .returning({ id: teacher.id });
  return created.id;
};

/** How many of these ids are teachers of the school. */
export const countTeachers = async (tx: Tx, schoolId: number, ids: number[]): Promise<number> =>
  (
    await tx
      .select({ id: teacher.id })
      .from(teacher)
      .where(and(eq(teacher.schoolId, schoolId), inArray(teacher.id, ids)))
  ).length;

/** Deletes teachers with their duties (their accounts are identity's, removed through its port). */
export const deleteTeacherRows = async (tx: Tx, schoolId: number, ids: number[]): Promise<void> => {
  await tx
    .delete(teacherOrg)
    .where(and(eq(teacherOrg.schoolId, schoolId), inArray(teacherOrg.teacherId, ids)));
  await tx.delete(teacher).where(and(eq(teacher.schoolId, schoolId), inArray(teacher.id, ids)));
};

/** The students of the school with this student number. */
export const studentsWithNo = async (tx: Tx, schoolId: number, studentNo: string): Promise<number[]> =>
  (
    await tx
      .select({ id: student.id })
      .from(student)
      .where(and(eq(student.schoolId, schoolId), eq(student.studentNo, studentNo)))
  ).map((r) => r.id);

/** Updates a student; false when the school has no such student. */
export const updateStudent = async (tx: Tx, schoolId: number, id: number, values: StudentValues) =>
  (
    await tx
      .update(student)
      .set(values)
      .where(and(eq(student.schoolId, schoolId), eq(student.id, id)))
      .returning({ id: student.id })
  ).length > 0;

export const insertStudent = async (tx: Tx, schoolId: number, values: StudentValues): Promise<number> => {
  const [created] = await tx
    .insert(student)
    .values({ schoolId, ...values })
    .returning({ id: student.id });
  return created.id;
};

/** How many of these ids are students of the school. */
export const countStudents = async (tx: Tx, schoolId: number, ids: number[]): Promise<number> =>
  (
    await tx
      .select({ id: student.id })
      .from(student)
      .where(and(eq(student.schoolId, schoolId), inArray(student.id, ids)))
  ).length;

/** Deletes students with their parent links (their accounts are identity's, removed through its port). */
export const deleteStudentRows = async (tx: Tx, schoolId: number, ids: number[]): Promise<void> => {
  await tx
    .delete(parentStudent)
    .where(and(eq(parentStudent.schoolId, schoolId), inArray(parentStudent.studentId, ids)));
  await tx.delete(student).where(and(eq(student.schoolId, schoolId), inArray(student.id, ids)));
};
