import type { Db } from "../../platform/db/client.ts";
import { teacher } from "./org.tables.ts";

/**
 * The teacher an area administrator acts as inside one school of their area (identity's `/jump-school`):
 * an administrator of that school, with no phone, so that no phone sign-in ever reaches it.
 */
export const createDelegateTeacher = async (
  db: Db,
  schoolId: number,
  name: string,
): Promise<{ id: number }> => {
  const [row] = await db
    .insert(teacher)
    .values({ schoolId, name, isAdmin: 1, phone: null })
    .returning({ id: teacher.id });
  return row;
};
