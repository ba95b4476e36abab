import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { orgUnit, teacher } from "./org.tables.ts";

/**
 * A new school's first administrator (or the platform's, on its site): a teacher flagged administrator. The
 * identity module gives them their sign-in account.
 */
export const createAdminTeacher = async (
  db: Db,
  schoolId: number,
  input: { name: string; phone: string | null },
): Promise<{ id: number }> => {
  const [row] = await db
    .insert(teacher)
    .values({ schoolId, name: input.name, phone: input.phone, isAdmin: 1 })
    .returning({ id: teacher.id });
  return row;
};

/** A school's administrators, oldest first (the first is the one its school was created with). */
export const adminTeachersOf = (db: Db, schoolId: number): Promise<{ id: number; name: string }[]> =>
  db
    .select({ id: teacher.id, name: teacher.name })
    .from(teacher)
    .where(and(eq(teacher.schoolId, schoolId), eq(teacher.isAdmin, 1)))
    .orderBy(asc(teacher.id))
    .limit(50);

/** The root of a school's org tree, if it has one. */
export const schoolRootOf = async (db: Db, schoolId: number): Promise<number | undefined> => {
  const [row] = await db
    .select({ id: orgUnit.id })
    .from(orgUnit)
    .where(and(eq(orgUnit.schoolId, schoolId), isNull(orgUnit.pid)))
    .orderBy(asc(orgUnit.id))
    .limit(1);
  return row?.id;
};

/**
 * The root every org tree hangs from (kind school, depth 0), named after the school, made when missing. The
 * demo seed lays trees out the same way; grades, classes and departments are the school's own to add.
 */
export const ensureSchoolRoot = async (
  db: Db,
  schoolId: number,
  name: string,
): Promise<{ id: number; created: boolean }> => {
  const existing = await schoolRootOf(db, schoolId);
  if (existing !== undefined) return { id: existing, created: false };
  const [row] = await db
    .insert(orgUnit)
    .values({ schoolId, kind: "school", name, depth: 0 })
    .returning({ id: orgUnit.id });
  return { id: row.id, created: true };
};
