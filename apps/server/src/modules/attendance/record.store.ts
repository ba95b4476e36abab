import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { inJsonList, jsonParam } from "../../platform/db/json-list.ts";
import { attendanceRecord, attendanceRecordHistory } from "./attendance.tables.ts";
import { holdRollupShared } from "./rollup.store.ts";
import { attendanceDailyStale } from "./rollup.tables.ts";

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
            inJsonList(attendanceRecord.studentId, studentIds, "bigint"),
          ),
        );

/**
 * The same records, locked until the transaction ends: two marks of one student wait for each other. Locked in
 * student order, so two batches over the same students (two gates, a gate and a teacher) cannot deadlock. The
 * school's roll-up lock is taken shared first (rollup.store.ts), before any record's lock.
 */
export const lockRecords = async (
  tx: Tx,
  schoolId: number,
  pointId: number,
  day: string,
  studentIds: number[],
): Promise<RecordRow[]> => {
  if (studentIds.length === 0) return [];
  await holdRollupShared(tx, schoolId);
  return tx
    .select()
    .from(attendanceRecord)
    .where(
      and(
        eq(attendanceRecord.schoolId, schoolId),
        eq(attendanceRecord.pointId, pointId),
        eq(attendanceRecord.day, day),
        inJsonList(attendanceRecord.studentId, studentIds, "bigint"),
      ),
    )
    .orderBy(attendanceRecord.studentId)
    .for("update");
};

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

/**
 * Writes marks, each replacing the student's record at that point and day (the rows as one JSON parameter), in
 * student order like lockRecords, so that two writers over the same students take their locks in one order.
 * In the same statement it marks the (school, day) stale for the daily roll-up (rollup.tables.ts): a late device
 * event, a correction or a leave reaching back makes a closed day's roll-up be read live until rebuilt. Every
 * write marks, whatever the day: the store has no clock, and a write racing midnight still marks its day; after
 * the first write of a day the mark exists and ON CONFLICT DO NOTHING is one index probe.
 */
export const upsertRecords = async (
  tx: Tx,
  schoolId: number,
  pointId: number,
  day: string,
  marks: MarkValues[],
): Promise<void> => {
  if (marks.length === 0) return;
  await holdRollupShared(tx, schoolId);
  const rows = marks.map((m) => ({
    student_id: m.studentId,
    class_id: m.classId,
    status: m.status,
    reason: m.reason,
    source: m.source,
    marked_by: m.markedBy,
    marked_at: m.markedAt.toISOString(),
  }));
  await tx.execute(sql`with stale as (
      insert into ${attendanceDailyStale} (school_id, day) values (${schoolId}::bigint, ${day}::date)
      on conflict do nothing)
    insert into ${attendanceRecord}
      (school_id, student_id, point_id, day, class_id, status, reason, source, marked_by, marked_at)
    select ${schoolId}::bigint, r.student_id, ${pointId}::bigint, ${day}::date, r.class_id, r.status, r.reason,
           r.source, r.marked_by, r.marked_at
      from jsonb_to_recordset(${jsonParam(rows)}) as r(student_id bigint, class_id bigint, status text,
           reason text, source text, marked_by bigint, marked_at timestamptz)
     order by r.student_id
    on conflict (school_id, student_id, point_id, day) do update set
      class_id = excluded.class_id, status = excluded.status, reason = excluded.reason, source = excluded.source,
      marked_by = excluded.marked_by, marked_at = excluded.marked_at`);
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
