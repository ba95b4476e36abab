import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../platform/db/client.ts";
import { orgUnit, parent, parentStudent, student } from "./org.tables.ts";
import type { ParentQuery } from "./parent.schemas.ts";

export type ParentRow = { id: number; name: string; phone: string; createdAt: Date };
export type LinkedChild = {
  parentId: number;
  id: number;
  name: string;
  studentNo: string;
  classId: number;
  className: string;
  relation: string;
};

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A parent with a child in the class (or the grade's classes), or in one of the visible classes. */
const hasChildWhere = (cond: SQL) =>
  sql`exists (select 1 from ${parentStudent} l join ${student} s on s.school_id = l.school_id and s.id = l.student_id
    where l.school_id = ${parent.schoolId} and l.parent_id = ${parent.id} and ${cond})`;

const inClassOrGrade = (orgId: number) =>
  sql`(s.class_id = ${orgId} or exists (select 1 from ${orgUnit} c where c.school_id = s.school_id and c.id = s.class_id and c.pid = ${orgId}))`;

const whereOf = (schoolId: number, q: ParentQuery & { visibleClassIds?: number[] }) => {
  const conditions: (SQL | undefined)[] = [eq(parent.schoolId, schoolId)];
  if (q.keyword)
    conditions.push(or(ilike(parent.name, like(q.keyword)), ilike(parent.phone, like(q.keyword))));
  if (q.orgId) conditions.push(hasChildWhere(inClassOrGrade(q.orgId)));
  if (q.visibleClassIds) {
    const ids = q.visibleClassIds;
    conditions.push(
      ids.length
        ? hasChildWhere(
            sql`s.class_id in (${sql.join(
              ids.map((i) => sql`${i}`),
              sql`, `,
            )})`,
          )
        : sql`false`,
    );
  }
  return and(...conditions);
};

/** Parents of a school, searched by name or phone, optionally those with a child in a class or grade. */
export const pageParents = async (
  db: Db,
  schoolId: number,
  q: ParentQuery & { visibleClassIds?: number[] },
): Promise<{ rows: ParentRow[]; total: number }> => {
  const where = whereOf(schoolId, q);
  const columns: Record<string, AnyPgColumn> = {
    name: parent.name,
    phone: parent.phone,
    createdAt: parent.createdAt,
  };
  const column = q.sortField ? columns[q.sortField] : undefined;
  const order = column ? (q.sortOrder === "descend" ? desc(column) : asc(column)) : asc(parent.id);
  const rows = await db
    .select({ id: parent.id, name: parent.name, phone: parent.phone, createdAt: parent.createdAt })
    .from(parent)
    .where(where)
    .orderBy(order, asc(parent.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [{ n }] = await db.select({ n: count() }).from(parent).where(where);
  return { rows, total: Number(n) };
};

/** The children of several parents at once, in a stable order. */
export const childrenOfParents = async (
  db: Db,
  schoolId: number,
  parentIds: number[],
): Promise<LinkedChild[]> => {
  if (parentIds.length === 0) return [];
  return db
    .select({
      parentId: parentStudent.parentId,
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
    .where(and(eq(parentStudent.schoolId, schoolId), inArray(parentStudent.parentId, parentIds)))
    .orderBy(asc(parentStudent.parentId), asc(student.id));
};

/** A student's parents. */
export const parentsOfStudent = async (db: Db, schoolId: number, studentId: number) =>
  db
    .select({ id: parent.id, name: parent.name, phone: parent.phone, relation: parentStudent.relation })
    .from(parentStudent)
    .innerJoin(
      parent,
      and(eq(parent.schoolId, parentStudent.schoolId), eq(parent.id, parentStudent.parentId)),
    )
    .where(and(eq(parentStudent.schoolId, schoolId), eq(parentStudent.studentId, studentId)))
    .orderBy(asc(parent.id));

export const findParent = async (db: Db, schoolId: number, id: number): Promise<ParentRow | undefined> => {
  const [row] = await db
    .select({ id: parent.id, name: parent.name, phone: parent.phone, createdAt: parent.createdAt })
    .from(parent)
    .where(and(eq(parent.schoolId, schoolId), eq(parent.id, id)));
  return row;
};

export const parentIdsByPhone = async (db: Db, schoolId: number, phone: string): Promise<number[]> => {
  const rows = await db
    .select({ id: parent.id })
    .from(parent)
    .where(and(eq(parent.schoolId, schoolId), eq(parent.phone, phone)));
  return rows.map((r) => r.id);
};

export const insertParent = async (db: Db, schoolId: number, values: { name: string; phone: string }) => {
  const [row] = await db
    .insert(parent)
    .values({ schoolId, ...values })
    .returning({ id: parent.id });
  return row.id;
};

export const updateParent = async (
  db: Db,
  schoolId: number,
  id: number,
  values: { name: string; phone: string },
): Promise<boolean> => {
  const rows = await db
    .update(parent)
    .set(values)
    .where(and(eq(parent.schoolId, schoolId), eq(parent.id, id)))
    .returning({ id: parent.id });
  return rows.length > 0;
};

export const existingParentIds = async (db: Db, schoolId: number, ids: number[]): Promise<number[]> => {
  const rows = await db
    .select({ id: parent.id })
    .from(parent)
    .where(and(eq(parent.schoolId, schoolId), inArray(parent.id, ids)));
  return rows.map((r) => r.id);
};

export const removeParents = async (db: Db, schoolId: number, ids: number[]): Promise<void> => {
  await db
    .delete(parentStudent)
    .where(and(eq(parentStudent.schoolId, schoolId), inArray(parentStudent.parentId, ids)));
  await db.delete(parent).where(and(eq(parent.schoolId, schoolId), inArray(parent.id, ids)));
};

const linkWhere = (schoolId: number, parentId: number, studentId: number) =>
  and(
    eq(parentStudent.schoolId, schoolId),
    eq(parentStudent.parentId, parentId),
    eq(parentStudent.studentId, studentId),
  );

export const linkExists = async (db: Db, schoolId: number, parentId: number, studentId: number) => {
  const rows = await db
    .select({ n: count() })
    .from(parentStudent)
    .where(linkWhere(schoolId, parentId, studentId));
  return Number(rows[0].n) > 0;
};

export const insertLink = async (
  db: Db,
  link: { schoolId: number; parentId: number; studentId: number; relation: string },
) => {
  await db.insert(parentStudent).values(link);
};

export const deleteLink = async (db: Db, schoolId: number, parentId: number, studentId: number) => {
  const rows = await db
    .delete(parentStudent)
    .where(linkWhere(schoolId, parentId, studentId))
    .returning({ parentId: parentStudent.parentId });
  return rows.length > 0;
};
