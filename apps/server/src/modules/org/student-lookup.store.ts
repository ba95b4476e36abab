import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { student } from "./org.tables.ts";

export type StudentRef = { id: number; name: string; classId: number };

/** Students of a school among the given ids (unknown or foreign ids are simply absent). */
export const studentsByIds = async (db: Db | Tx, schoolId: number, ids: number[]): Promise<StudentRef[]> => {
  if (ids.length === 0) return [];
  return db
    .select({ id: student.id, name: student.name, classId: student.classId })
    .from(student)
    .where(and(eq(student.schoolId, schoolId), inArray(student.id, ids)));
};

/** Ids of the students of these classes. */
export const studentIdsOfClasses = async (
  db: Db | Tx,
  schoolId: number,
  classIds: number[],
): Promise<number[]> => {
  if (classIds.length === 0) return [];
  const rows = await db
    .select({ id: student.id })
    .from(student)
    .where(and(eq(student.schoolId, schoolId), inArray(student.classId, classIds)));
  return rows.map((r) => r.id);
};
