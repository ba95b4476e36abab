import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { role, teacherRole } from "./roles.tables.ts";

export type RoleRow = { id: number; name: string; kind: string; codes: string[]; teacherIds: number[] };

const normaliseIds = (ids: unknown): number[] =>
  Array.isArray(ids) ? ids.filter((v) => v !== null).map(Number) : [];

export const listRoles = async (db: Db, schoolId: number): Promise<RoleRow[]> => {
  const rows = await db
    .select({
      id: role.id,
      name: role.name,
      kind: role.kind,
      codes: role.codes,
      teacherIds: sql<unknown>`coalesce(array_agg(${teacherRole.teacherId} order by ${teacherRole.teacherId}) filter (where ${teacherRole.teacherId} is not null), '{}')`,
    })
    .from(role)
    .leftJoin(teacherRole, and(eq(teacherRole.schoolId, role.schoolId), eq(teacherRole.roleId, role.id)))
    .where(eq(role.schoolId, schoolId))
    .groupBy(role.schoolId, role.id)
    .orderBy(asc(role.id));
  return rows.map((r) => ({ ...r, id: Number(r.id), teacherIds: normaliseIds(r.teacherIds) }));
};

export const findRoles = async (db: Db, schoolId: number, ids: number[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: role.id, name: role.name, codes: role.codes })
        .from(role)
        .where(and(eq(role.schoolId, schoolId), inArray(role.id, ids)));

export const roleNameTaken = async (db: Db, schoolId: number, name: string, exceptId?: number) => {
  const rows = await db
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.schoolId, schoolId), eq(role.name, name)));
  return rows.some((r) => r.id !== exceptId);
};

export const insertRole = async (
  db: Db,
  schoolId: number,
  name: string,
  codes: string[],
): Promise<number> => {
  const [created] = await db.insert(role).values({ schoolId, name, codes }).returning({ id: role.id });
  return created.id;
};

export const updateRole = async (db: Db, schoolId: number, id: number, name: string, codes: string[]) => {
  await db
    .update(role)
    .set({ name, codes })
    .where(and(eq(role.schoolId, schoolId), eq(role.id, id)));
};

/** Deleting a role takes its assignments with it (the foreign key cascades). */
export const deleteRole = async (db: Db, schoolId: number, id: number) => {
  await db.delete(role).where(and(eq(role.schoolId, schoolId), eq(role.id, id)));
};

export const teachersOfRole = async (db: Db, schoolId: number, roleId: number): Promise<number[]> => {
  const rows = await db
    .select({ teacherId: teacherRole.teacherId })
    .from(teacherRole)
    .where(and(eq(teacherRole.schoolId, schoolId), eq(teacherRole.roleId, roleId)));
  return rows.map((r) => r.teacherId);
};

/** The teachers holding a custom role that grants a code (administrators hold every code without one). */
export const teachersHoldingCode = async (db: Db, schoolId: number, code: string): Promise<number[]> => {
  const rows = await db
    .selectDistinct({ teacherId: teacherRole.teacherId })
    .from(teacherRole)
    .innerJoin(role, and(eq(role.schoolId, teacherRole.schoolId), eq(role.id, teacherRole.roleId)))
    .where(and(eq(teacherRole.schoolId, schoolId), sql`${code} = any(${role.codes})`));
  return rows.map((r) => r.teacherId);
};

export const rolesOfTeacher = async (db: Db, schoolId: number, teacherId: number) =>
  db
    .select({ id: role.id, name: role.name, codes: role.codes })
    .from(teacherRole)
    .innerJoin(role, and(eq(role.schoolId, teacherRole.schoolId), eq(role.id, teacherRole.roleId)))
    .where(and(eq(teacherRole.schoolId, schoolId), eq(teacherRole.teacherId, teacherId)))
    .orderBy(asc(role.id));

export const replaceTeacherRoles = async (db: Db, schoolId: number, teacherId: number, roleIds: number[]) =>
  db.transaction(async (tx) => {
    await tx
      .delete(teacherRole)
      .where(and(eq(teacherRole.schoolId, schoolId), eq(teacherRole.teacherId, teacherId)));
    if (roleIds.length > 0) {
      await tx.insert(teacherRole).values(roleIds.map((roleId) => ({ schoolId, teacherId, roleId })));
    }
  });
