import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { DRIVER_NAMES_IT, reusedQueries } from "../../platform/db/reused-queries.ts";
import { parent, student, teacher } from "./org.tables.ts";

export type Person = { id: number; name: string; isAdmin: boolean };

type PersonQuery = {
  execute: (values: {
    schoolId: number;
    id: number;
  }) => Promise<{ id: number; name: string; isAdmin?: number }[]>;
};
const personQueries = reusedQueries<PersonQuery>(3);

/** The statement finding a person of one kind, built once (reused-queries.ts): every session lookup asks. */
const personQuery = (db: Db, userType: number): PersonQuery =>
  personQueries(db, String(userType), () => {
    const p = sql.placeholder;
    if (userType === 0)
      return db
        .select({ id: teacher.id, name: teacher.name, isAdmin: teacher.isAdmin })
        .from(teacher)
        .where(and(eq(teacher.schoolId, p("schoolId")), eq(teacher.id, p("id"))))
        .prepare(DRIVER_NAMES_IT);
    const table = userType === 1 ? student : parent;
    return db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(and(eq(table.schoolId, p("schoolId")), eq(table.id, p("id"))))
      .prepare(DRIVER_NAMES_IT);
  });

/** The teacher (0), student (1) or parent (2) an account signs in as. */
export const findPerson = async (
  db: Db,
  schoolId: number,
  userType: number,
  id: number,
): Promise<Person | undefined> => {
  const [row] = await personQuery(db, userType === 0 ? 0 : userType === 1 ? 1 : 2).execute({ schoolId, id });
  return row ? { id: row.id, name: row.name, isAdmin: row.isAdmin === 1 } : undefined;
};
