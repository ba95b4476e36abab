import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { attendanceRecord, attendanceRecordHistory } from "./attendance.tables.ts";

type Conn = Db | Tx;

export type RecordRow = typeof attendanceRecord.$inferSelect;
export type HistoryRow = typeof attendanceRecordHistory.$inferSelect;
export type MarkValues = {
  studentId: number;
  classId: number;
  status: string;
  reason: string;
  source: string;
  markedBy: number | null;
  markedAt: Date;
};

/** The records of these students at a point on a day. */
export const recordsOf = async (
  db: Conn,
  schoolId: number,
  pointId: number,
  day: string,
  studentIds: number[],
): Promise<RecordRow[]> =>
  studentIds.length === 0
    ? []
    : db
        .select()
        .from(attendanceRecord)
        .where(
          and(
            eq(attendanceRecord.schoolId, schoolId),
            eq(attendanceRecord.pointId, pointId),
            eq(attendanceRecord.day, day),
            inArray(attendanceRecord.studentId, studentIds),
          ),
        );

/** The same records, locked until the transaction ends: two marks of one student wait for each other. */
export const lockRecords = async (
  tx: Tx,
  schoolId: number,
  pointId: number,
  day: string,
  studentIds: number[],
): Promise<RecordRow[]> =>
  studentIds.length === 0
    ? []
    : tx
        .select()
        .from(attendanceRecord)
        .where(
          and(
            eq(attendanceRecord.schoolId, schoolId),
            eq(attendanceRecord.pointId, pointId),
            eq(attendanceRecord.day, day),
            inArray(attendanceRecord.studentId, studentIds),
          ),
        )
        .for("update");

/** Keeps replaced records in the history, saying who replaced them and when. */
export const insertHistory = async (
  tx: Tx,
  replaced: RecordRow[],
  changedBy: number | null,
  changedAt: Date,
): Promise<void> => {
  if (replaced.length === 0) return;
  await tx.insert(attendanceRecordHistory).values(
    replaced.map((r) => ({
      schoolId: r.schoolId,
      studentId: r.studentId,
      pointId: r.pointId,
      day: r.day,
      status: r.status,
      reason: r.reason,
      source: r.source,
      markedBy: r.markedBy,
      markedAt: r.markedAt,
      changedBy,
      changedAt,
    })),
  );
};

/** Writes marks, each replacing the student's record at that point and day. */
export const upsertRecords = async (
  tx: Tx,
  schoolId: number,
  pointId: number,
  day: string,
  marks: MarkValues[],
): Promise<void> => {
  if (marks.length === 0) return;
  await tx
    .insert(attendanceRecord)
    .values(marks.map((m) => ({ schoolId, pointId, day, ...m })))
    .onConflictDoUpdate({
      target: [
        attendanceRecord.schoolId,
        attendanceRecord.studentId,
        attendanceRecord.pointId,
        attendanceRecord.day,
      ],
      set: {
        classId: sql`excluded.class_id`,
        status: sql`excluded.status`,
        reason: sql`excluded.reason`,
        source: sql`excluded.source`,
        markedBy: sql`excluded.marked_by`,
        markedAt: sql`excluded.marked_at`,
      },
    });
};

/** The marks a student's record at a point and day replaced, newest first. */
export const historyOf = (
  db: Conn,
  schoolId: number,
  studentId: number,
  pointId: number,
  day: string,
): Promise<HistoryRow[]> =>
  db
    .select()
    .from(attendanceRecordHistory)
    .where(
      and(
        eq(attendanceRecordHistory.schoolId, schoolId),
        eq(attendanceRecordHistory.studentId, studentId),
        eq(attendanceRecordHistory.pointId, pointId),
        eq(attendanceRecordHistory.day, day),
      ),
    )
    .orderBy(desc(attendanceRecordHistory.changedAt), desc(attendanceRecordHistory.id));
