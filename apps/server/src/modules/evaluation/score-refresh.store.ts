import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { scoreRefresh } from "./evaluation-setting.tables.ts";

type Conn = Db | Tx;
type Key = { schoolId: number; modelId: number; termId: number };

const keyOf = (k: Key) =>
  and(
    eq(scoreRefresh.schoolId, k.schoolId),
    eq(scoreRefresh.modelId, k.modelId),
    eq(scoreRefresh.termId, k.termId),
  );

/**
 * Marks the model's term as needing a re-score. Returns the queued job that will do it, or null when none is
 * queued yet (the caller queues one and records it). Touching an existing row locks it until the caller
 * commits, so the queued job cannot start and miss this caller's change.
 */
export const markRefresh = async (tx: Tx, k: Key, now: Date): Promise<number | null> => {
  const inserted = await tx
    .insert(scoreRefresh)
    .values({ ...k, requestedAt: now })
    .onConflictDoNothing()
    .returning({ jobId: scoreRefresh.jobId });
  if (inserted.length > 0) return null;
  const [row] = await tx
    .update(scoreRefresh)
    .set({ requestedAt: now })
    .where(keyOf(k))
    .returning({ jobId: scoreRefresh.jobId });
  return row?.jobId ?? null;
};

export const setRefreshJob = async (tx: Tx, k: Key, jobId: number): Promise<void> => {
  await tx.update(scoreRefresh).set({ jobId }).where(keyOf(k));
};

/** The job starts: its mark goes, so that a change from now on queues a new run. */
export const takeRefresh = async (db: Conn, k: Key, jobId: number): Promise<void> => {
  await db.delete(scoreRefresh).where(and(keyOf(k), eq(scoreRefresh.jobId, jobId)));
};

/** Terms in which the model has stored scores. */
export const scoredTerms = async (db: Conn, schoolId: number, modelId: number): Promise<number[]> => {
  const { rows } = await db.execute(sql`select distinct term_id from indicator_score
    where school_id = ${schoolId} and model_id = ${modelId}`);
  return (rows as { term_id: unknown }[]).map((r) => Number(r.term_id));
};
