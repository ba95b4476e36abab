import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { parent, student, teacher } from "./org.tables.ts";

export type Person = { id: number; name: string; isAdmin: boolean };

/** The teacher (0), student (1) or parent (2) an account signs in as. */
export const findPerson = async (
  db: Db,
  schoolId: number,
  userType: number,
  id: number,
): Promise<Person | undefined> => {
  if (userType === 0) {
    const [row] = await db
      .select({ id: teacher.id, name: teacher.name, isAdmin: teacher.isAdmin })
      .from(teacher)
      .where(and(eq(teacher.schoolId, schoolId), eq(teacher.id, id)));
    return row ? { id: row.id, name: row.name, isAdmin: row.isAdmin === 1 } : undefined;
  }
  const table = userType === 1 ? student : parent;
  const [row] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.schoolId, schoolId), eq(table.id, id)));
  return row ? { ...row, isAdmin: false } : undefined;
};
