import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { inBatches } from "./import-sheet.ts";
import { teacher, teacherOrg } from "./org.tables.ts";
import { insertOrgUnit, listOrgUnits, type OrgRow, renameOrgUnit } from "./org-tree.store.ts";

/**
 * What a directory sync (modules/directory-sync) reads and writes of the org tree and the teachers: departments
 * under the school root, teachers found by phone or id, and department memberships (duty member).
 */
export type OrgUnitRow = OrgRow;
export type Membership = { teacherId: number; orgId: number };

export const orgUnitsOf = (db: Db, schoolId: number): Promise<OrgUnitRow[]> => listOrgUnits(db, schoolId);

export const addDepartment = (db: Db, schoolId: number, pid: number, name: string, depth: number) =>
  insertOrgUnit(db, { schoolId, pid, kind: "dept", name, depth, entryYear: null });

export const renameDepartment = (db: Db, schoolId: number, id: number, name: string) =>
  renameOrgUnit(db, schoolId, id, name);

export type TeacherBrief = { id: number; name: string; phone: string | null };

const briefColumns = { id: teacher.id, name: teacher.name, phone: teacher.phone };

/** Teachers of the school whose phone is one of these. */
export const teachersWithPhones = async (
  db: Db,
  schoolId: number,
  phones: string[],
): Promise<TeacherBrief[]> => {
  const found: TeacherBrief[] = [];
  await inBatches([...new Set(phones)], async (part) => {
    found.push(
      ...(await db
        .select(briefColumns)
        .from(teacher)
        .where(and(eq(teacher.schoolId, schoolId), inArray(teacher.phone, part)))),
    );
  });
  return found;
};

export const teachersByIds = async (db: Db, schoolId: number, ids: number[]): Promise<TeacherBrief[]> => {
  const found: TeacherBrief[] = [];
  await inBatches([...new Set(ids)], async (part) => {
    found.push(
      ...(await db
        .select(briefColumns)
        .from(teacher)
        .where(and(eq(teacher.schoolId, schoolId), inArray(teacher.id, part)))),
    );
  });
  return found;
};

/** New teachers, in order; their ids in the same order. */
export const addTeachers = async (
  db: Db,
  schoolId: number,
  rows: { name: string; phone: string | null }[],
): Promise<number[]> => {
  const ids: number[] = [];
  await inBatches(rows, async (part) => {
    const made = await db
      .insert(teacher)
      .values(part.map((r) => ({ schoolId, name: r.name, phone: r.phone })))
      .returning({ id: teacher.id });
    ids.push(...made.map((m) => Number(m.id)));
  });
  return ids;
};

export const updateTeacherBrief = async (
  db: Db,
  schoolId: number,
  id: number,
  patch: { name?: string; phone?: string },
): Promise<void> => {
  await db
    .update(teacher)
    .set(patch)
    .where(and(eq(teacher.schoolId, schoolId), eq(teacher.id, id)));
};

/** Department memberships of these teachers in these units. */
export const membershipsIn = async (
  db: Db,
  schoolId: number,
  teacherIds: number[],
  orgIds: number[],
): Promise<Membership[]> => {
  if (orgIds.length === 0) return [];
  const found: Membership[] = [];
  await inBatches([...new Set(teacherIds)], async (part) => {
    const rows = await db
      .select({ teacherId: teacherOrg.teacherId, orgId: teacherOrg.orgId })
      .from(teacherOrg)
      .where(
        and(
          eq(teacherOrg.schoolId, schoolId),
          eq(teacherOrg.duty, "member"),
          inArray(teacherOrg.teacherId, part),
          inArray(teacherOrg.orgId, orgIds),
        ),
      );
    found.push(...rows.map((r) => ({ teacherId: Number(r.teacherId), orgId: Number(r.orgId) })));
  });
  return found;
};

export const addMemberships = async (db: Db, schoolId: number, rows: Membership[]): Promise<void> => {
  await inBatches(rows, async (part) => {
    await db
      .insert(teacherOrg)
      .values(part.map((m) => ({ schoolId, ...m, duty: "member", subject: "" })))
      .onConflictDoNothing();
  });
};

export const removeMemberships = async (db: Db, schoolId: number, rows: Membership[]): Promise<void> => {
  for (const m of rows) {
    await db
      .delete(teacherOrg)
      .where(
        and(
          eq(teacherOrg.schoolId, schoolId),
          eq(teacherOrg.teacherId, m.teacherId),
          eq(teacherOrg.orgId, m.orgId),
          eq(teacherOrg.duty, "member"),
        ),
      );
  }
};
