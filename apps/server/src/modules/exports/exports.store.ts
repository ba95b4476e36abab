import { and, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { type JobReader, visibleTo } from "../../platform/jobs/jobs.store.ts";
import { JOB_STATE, job } from "../../platform/jobs/jobs.tables.ts";

/** What a finished export job's result holds (exports.service.ts writes it). */
export type ExportResult = {
  fileId: number;
  name: string;
  size: number;
  expiresAt: string;
  /** Set by the sweep once the file's bytes are gone. */
  expired?: boolean;
};

export type ExportJobRow = typeof job.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Export jobs of a school as the reader may see them (the same rule as /v3/job/page), newest first, optionally
 * those whose title contains `name`.
 */
export const pageExportJobs = async (
  db: Db,
  schoolId: number,
  q: { kinds: string[]; reader: JobReader; name?: string; limit: number; offset: number },
): Promise<{ rows: ExportJobRow[]; total: number }> => {
  if (q.kinds.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(job.schoolId, schoolId),
    inArray(job.kind, q.kinds),
    visibleTo(q.reader),
    q.name ? sql`${job.payload}->>'title' ilike ${`%${escapeLike(q.name)}%`}` : undefined,
  );
  const rows = await db.select().from(job).where(where).orderBy(desc(job.id)).limit(q.limit).offset(q.offset);
  const [{ n }] = await db.select({ n: count() }).from(job).where(where);
  return { rows, total: Number(n) };
};

/** Finished exports, in every school, whose files' time is up and whose bytes the sweep has not yet deleted. */
export const dueForSweep = (db: Db, kinds: string[], now: Date, limit: number) =>
  kinds.length === 0
    ? Promise.resolve([])
    : db
        .select({ schoolId: job.schoolId, id: job.id, result: job.result })
        .from(job)
        .where(
          and(
            inArray(job.kind, kinds),
            eq(job.state, JOB_STATE.done),
            lt(sql`(${job.result}->>'expiresAt')::timestamptz`, now.toISOString()),
            sql`coalesce((${job.result}->>'expired')::boolean, false) = false`,
          ),
        )
        .orderBy(job.id)
        .limit(limit);

export const markExpired = (db: Db, schoolId: number, id: number) =>
  db
    .update(job)
    .set({ result: sql`${job.result} || '{"expired":true}'::jsonb` })
    .where(and(eq(job.schoolId, schoolId), eq(job.id, id)));
