import { and, count, eq } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { attendanceQrSession, attendanceQrUse } from "./attendance.tables.ts";

type Conn = Db | Tx;

export type QrSessionRow = typeof attendanceQrSession.$inferSelect;

export const findSession = async (
  db: Conn,
  schoolId: number,
  id: number,
): Promise<QrSessionRow | undefined> =>
  (
    await db
      .select()
      .from(attendanceQrSession)
      .where(and(eq(attendanceQrSession.schoolId, schoolId), eq(attendanceQrSession.id, id)))
  )[0];

/** The class's session for a point and day, opened now if there is none yet. */
export const openSession = async (db: Conn, values: Omit<QrSessionRow, "id">): Promise<QrSessionRow> => {
  await db.insert(attendanceQrSession).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(attendanceQrSession)
    .where(
      and(
        eq(attendanceQrSession.schoolId, values.schoolId),
        eq(attendanceQrSession.classId, values.classId),
        eq(attendanceQrSession.pointId, values.pointId),
        eq(attendanceQrSession.day, values.day),
      ),
    );
  return row;
};

/** Records a student's use of a session; false when they had used it already. */
export const useSession = async (
  tx: Tx,
  schoolId: number,
  sessionId: number,
  studentId: number,
  usedAt: Date,
): Promise<boolean> =>
  (
    await tx
      .insert(attendanceQrUse)
      .values({ schoolId, sessionId, studentId, usedAt })
      .onConflictDoNothing()
      .returning({ studentId: attendanceQrUse.studentId })
  ).length > 0;

export const usesOf = async (db: Conn, schoolId: number, sessionId: number): Promise<number> => {
  const [{ n }] = await db
    .select({ n: count() })
    .from(attendanceQrUse)
    .where(and(eq(attendanceQrUse.schoolId, schoolId), eq(attendanceQrUse.sessionId, sessionId)));
  return Number(n);
};
