import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { session } from "./identity.tables.ts";

export const readCurrentChild = async (
  db: Db,
  schoolId: number,
  sessionId: number,
): Promise<number | null> => {
  const [row] = await db
    .select({ studentId: session.currentStudentId })
    .from(session)
    .where(and(eq(session.schoolId, schoolId), eq(session.id, sessionId)))
    .limit(1);
  return row?.studentId ?? null;
};

export const writeCurrentChild = async (
  db: Db,
  schoolId: number,
  sessionId: number,
  studentId: number,
): Promise<void> => {
  await db
    .update(session)
    .set({ currentStudentId: studentId })
    .where(and(eq(session.schoolId, schoolId), eq(session.id, sessionId)));
};
