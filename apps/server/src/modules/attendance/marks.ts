import type { Tx } from "../../platform/db/client.ts";
import {
  insertHistory,
  lockRecords,
  type MarkValues,
  type RecordRow,
  upsertRecords,
} from "./record.store.ts";

/**
 * Writes marks at a point on a day inside the caller's transaction: each replaces the student's record, the
 * replaced one going to the history with who changed it and when. A mark equal to the record changes nothing.
 * `keep` may decline to replace a record (a card event never overrides a teacher's mark).
 */
export const writeMarks = async (
  tx: Tx,
  at: { schoolId: number; pointId: number; day: string },
  marks: MarkValues[],
  changedBy: number | null,
  now: Date,
  keep: (existing: RecordRow, mark: MarkValues) => boolean = () => false,
): Promise<{ written: MarkValues[]; kept: Map<number, RecordRow> }> => {
  const existing = new Map(
    (
      await lockRecords(
        tx,
        at.schoolId,
        at.pointId,
        at.day,
        marks.map((m) => m.studentId),
      )
    ).map((r) => [r.studentId, r]),
  );
  const written: MarkValues[] = [];
  const replaced: RecordRow[] = [];
  const kept = new Map<number, RecordRow>();
  for (const m of marks) {
    const old = existing.get(m.studentId);
    if (old && keep(old, m)) {
      kept.set(m.studentId, old);
      continue;
    }
    if (old && old.status === m.status && old.reason === m.reason && old.source === m.source) continue;
    if (old) replaced.push(old);
    written.push(m);
  }
  await insertHistory(tx, replaced, changedBy, now);
  await upsertRecords(tx, at.schoolId, at.pointId, at.day, written);
  return { written, kept };
};
