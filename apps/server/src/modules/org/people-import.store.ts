import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { inBatches } from "./import-sheet.ts";
import { parent, parentStudent, student, teacher, teacherOrg } from "./org.tables.ts";

type Conn = Db | Tx;

/** Of these student numbers, those the school already has. */
export const takenStudentNos = async (db: Conn, schoolId: number, nos: string[]): Promise<Set<string>> => {
  const found = new Set<string>();
  await inBatches(nos, async (part) => {
    const rows = await db
      .select({ no: student.studentNo })
      .from(student)
      .where(and(eq(student.schoolId, schoolId), inArray(student.studentNo, part)));
    for (const r of rows) found.add(r.no);
  });
  return found;
};

/** The school's students with these numbers: student number → id. */
export const studentIdsByNo = async (
  db: Conn,
  schoolId: number,
  nos: string[],
): Promise<Map<string, number>> => {
  const found = new Map<string, number>();
  await inBatches(nos, async (part) => {
    const rows = await db
      .select({ id: student.id, no: student.studentNo })
      .from(student)
      .where(and(eq(student.schoolId, schoolId), inArray(student.studentNo, part)));
    for (const r of rows) found.set(r.no, r.id);
  });
  return found;
};

/** The school's parents with these phones: phone → id. */
export const parentIdsByPhone = async (
  db: Conn,
  schoolId: number,
  phones: string[],
): Promise<Map<string, number>> => {
  const found = new Map<string, number>();
  await inBatches(phones, async (part) => {
    const rows = await db
      .select({ id: parent.id, phone: parent.phone })
      .from(parent)
      .where(and(eq(parent.schoolId, schoolId), inArray(parent.phone, part)));
    for (const r of rows) found.set(r.phone, r.id);
  });
  return found;
};

/** The links these parents already have, as "parentId:studentId". */
export const linksOfParents = async (
  db: Conn,
  schoolId: number,
  parentIds: number[],
): Promise<Set<string>> => {
  const found = new Set<string>();
  await inBatches(parentIds, async (part) => {
    const rows = await db
      .select({ parentId: parentStudent.parentId, studentId: parentStudent.studentId })
      .from(parentStudent)
      .where(and(eq(parentStudent.schoolId, schoolId), inArray(parentStudent.parentId, part)));
    for (const r of rows) found.add(`${r.parentId}:${r.studentId}`);
  });
  return found;
};

/** The classes of the school that already have a leader. */
export const ledClassIds = async (db: Conn, schoolId: number): Promise<Set<number>> => {
  const rows = await db
    .select({ orgId: teacherOrg.orgId })
    .from(teacherOrg)
    .where(and(eq(teacherOrg.schoolId, schoolId), eq(teacherOrg.duty, "leader")));
  return new Set(rows.map((r) => r.orgId));
};

/** Inserts imported students in batches; answers their ids in the order given. */
export const insertImportedStudents = async (
  tx: Conn,
  rows: (typeof student.$inferInsert)[],
): Promise<number[]> => {
  const ids: number[] = [];
  await inBatches(rows, async (part) => {
    const created = await tx.insert(student).values(part).returning({ id: student.id });
    ids.push(...created.map((c) => c.id));
  });
  return ids;
};

/** Inserts imported teachers in batches; answers their ids in the order given. */
export const insertImportedTeachers = async (
  tx: Conn,
  rows: (typeof teacher.$inferInsert)[],
): Promise<number[]> => {
  const ids: number[] = [];
  await inBatches(rows, async (part) => {
    const created = await tx.insert(teacher).values(part).returning({ id: teacher.id });
    ids.push(...created.map((c) => c.id));
  });
  return ids;
};

/** Inserts new parents in batches, adding each one's id to `parentIds` under its phone. */
export const insertImportedParents = async (
  tx: Conn,
  schoolId: number,
  parents: { phone: string; name: string }[],
  parentIds: Map<string, number>,
): Promise<void> => {
  await inBatches(parents, async (part) => {
    const created = await tx
      .insert(parent)
      .values(part.map((p) => ({ schoolId, phone: p.phone, name: p.name })))
      .returning({ id: parent.id, phone: parent.phone });
    for (const c of created) parentIds.set(c.phone, c.id);
  });
};

/** Inserts parent-student links in batches. */
export const insertParentLinks = async (
  tx: Conn,
  links: (typeof parentStudent.$inferInsert)[],
): Promise<void> => {
  await inBatches(links, async (part) => {
    await tx.insert(parentStudent).values(part);
  });
};

/** Inserts teacher_org rows (memberships and duties) in batches. */
export const insertTeacherOrgRows = async (
  tx: Conn,
  rows: (typeof teacherOrg.$inferInsert)[],
): Promise<void> => {
  await inBatches(rows, async (part) => {
    await tx.insert(teacherOrg).values(part);
  });
};
