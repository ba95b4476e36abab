import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { orgUnit, student, teacherOrg } from "./org.tables.ts";

export type OrgRow = {
  id: number;
  pid: number | null;
  kind: string;
  name: string;
  sort: number;
  depth: number;
};

const columns = {
  id: orgUnit.id,
  pid: orgUnit.pid,
  kind: orgUnit.kind,
  name: orgUnit.name,
  sort: orgUnit.sort,
  depth: orgUnit.depth,
};

export const listOrgUnits = (db: Db, schoolId: number): Promise<OrgRow[]> =>
  db
    .select(columns)
    .from(orgUnit)
    .where(eq(orgUnit.schoolId, schoolId))
    .orderBy(asc(orgUnit.depth), asc(orgUnit.sort), asc(orgUnit.id));

export const findOrgUnit = async (db: Db, schoolId: number, id: number): Promise<OrgRow | undefined> => {
  const [row] = await db
    .select(columns)
    .from(orgUnit)
    .where(and(eq(orgUnit.schoolId, schoolId), eq(orgUnit.id, id)));
  return row;
};

export const insertOrgUnit = async (
  db: Db,
  row: { schoolId: number; pid: number; kind: string; name: string; depth: number; entryYear: number | null },
): Promise<number> => {
  const [{ next }] = (
    await db.execute(
      sql`select coalesce(max(sort), -1) + 1 as next from org_unit where school_id = ${row.schoolId} and pid = ${row.pid}`,
    )
  ).rows as { next: number }[];
  const [created] = await db
    .insert(orgUnit)
    .values({ ...row, sort: Number(next) })
    .returning({ id: orgUnit.id });
  return created.id;
};

export const renameOrgUnit = async (db: Db, schoolId: number, id: number, name: string): Promise<void> => {
  await db
    .update(orgUnit)
    .set({ name })
    .where(and(eq(orgUnit.schoolId, schoolId), eq(orgUnit.id, id)));
};

/** What still hangs on a unit: child units, students, teacher duties. */
export const orgUnitUsage = async (db: Db, schoolId: number, id: number) => {
  const [children] = (
    await db.execute(
      sql`select count(*)::int as n from org_unit where school_id = ${schoolId} and pid = ${id}`,
    )
  ).rows as { n: number }[];
  const [students] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(student)
    .where(and(eq(student.schoolId, schoolId), eq(student.classId, id)));
  return { children: Number(children.n), students: Number(students.n) };
};

export const deleteOrgUnit = async (db: Db, schoolId: number, id: number): Promise<void> => {
  await db.delete(teacherOrg).where(and(eq(teacherOrg.schoolId, schoolId), eq(teacherOrg.orgId, id)));
  await db.delete(orgUnit).where(and(eq(orgUnit.schoolId, schoolId), eq(orgUnit.id, id)));
};

export const setOrgSort = async (db: Db, schoolId: number, pid: number, ids: number[]): Promise<number> => {
  const rows = await db
    .select({ id: orgUnit.id })
    .from(orgUnit)
    .where(and(eq(orgUnit.schoolId, schoolId), eq(orgUnit.pid, pid), inArray(orgUnit.id, ids)));
  if (rows.length !== ids.length) return 0;
  for (const [index, id] of ids.entries()) {
    await db
      .update(orgUnit)
      .set({ sort: index })
      .where(and(eq(orgUnit.schoolId, schoolId), eq(orgUnit.id, id)));
  }
  return ids.length;
};
