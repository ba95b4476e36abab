import { and, count, desc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { JOB_STATE, job } from "./jobs.tables.ts";

type Conn = Db | Tx;

export type JobRow = typeof job.$inferSelect;

/** A claimed run of a job: `attempts` as claimed fences every later write (a reclaim bumps it). */
export type Claim = Pick<JobRow, "schoolId" | "id" | "attempts">;

/** Leases use the database clock: every process sharing the table agrees on it. */
const leaseFromNow = (leaseMs: number) =>
  sql`now() + ${Math.max(1, Math.round(leaseMs))}::integer * interval '1 millisecond'`;

const owned = (c: Claim) =>
  and(
    eq(job.schoolId, c.schoolId),
    eq(job.id, c.id),
    eq(job.state, JOB_STATE.running),
    eq(job.attempts, c.attempts),
  );

export const insertJob = async (
  db: Conn,
  input: {
    schoolId: number;
    kind: string;
    payload: unknown;
    createdBy: number | null;
    maxAttempts: number;
    now: Date;
    runAfter?: Date;
  },
): Promise<number> => {
  const [row] = await db
    .insert(job)
    .values({
      schoolId: input.schoolId,
      kind: input.kind,
      payload: input.payload,
      createdBy: input.createdBy,
      maxAttempts: input.maxAttempts,
      runAfter: input.runAfter ?? input.now,
      createdAt: input.now,
    })
    .returning({ id: job.id });
  return Number(row.id);
};

/**
 * Takes the oldest runnable job of the given kinds: queued and due, or running with an expired lease (its
 * process died). SKIP LOCKED lets several processes claim side by side without waiting on each other.
 */
export const claimNext = async (
  db: Db,
  q: { kinds: string[]; now: Date; leaseMs: number },
): Promise<JobRow | null> => {
  if (q.kinds.length === 0) return null;
  const next = db
    .select({ schoolId: job.schoolId, id: job.id })
    .from(job)
    .where(
      and(
        inArray(job.kind, q.kinds),
        or(
          and(eq(job.state, JOB_STATE.queued), lte(job.runAfter, q.now)),
          and(eq(job.state, JOB_STATE.running), lt(job.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(job.id)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(job)
    .set({
      state: JOB_STATE.running,
      attempts: sql`${job.attempts} + 1`,
      lockedUntil: leaseFromNow(q.leaseMs),
      startedAt: sql`coalesce(${job.startedAt}, ${q.now.toISOString()}::timestamptz)`,
    })
    .where(sql`(${job.schoolId}, ${job.id}) = (${next})`)
    .returning();
  return row ?? null;
};

/** Stores progress and extends the lease; false when this run no longer owns the job. */
export const renewLease = async (
  db: Db,
  c: Claim,
  leaseMs: number,
  progress?: { done: number; total: number },
): Promise<boolean> => {
  const rows = await db
    .update(job)
    .set({ lockedUntil: leaseFromNow(leaseMs), ...progress })
    .where(owned(c))
    .returning({ id: job.id });
  return rows.length > 0;
};

export const markDone = (db: Db, c: Claim, result: unknown, now: Date) =>
  db
    .update(job)
    .set({ state: JOB_STATE.done, result: result ?? null, error: null, lockedUntil: null, finishedAt: now })
    .where(owned(c));

export const markFailed = (db: Db, c: Claim, error: string, now: Date) =>
  db.update(job).set({ state: JOB_STATE.failed, error, lockedUntil: null, finishedAt: now }).where(owned(c));

/** Back to the queue after a failed attempt, due again at `runAfter`. */
export const requeue = (db: Db, c: Claim, error: string, runAfter: Date) =>
  db.update(job).set({ state: JOB_STATE.queued, error, lockedUntil: null, runAfter }).where(owned(c));

/** A run interrupted by shutdown: queued again at once, and the attempt does not count. */
export const release = (db: Db, c: Claim, now: Date) =>
  db
    .update(job)
    .set({
      state: JOB_STATE.queued,
      attempts: sql`greatest(${job.attempts} - 1, 0)`,
      lockedUntil: null,
      runAfter: now,
    })
    .where(owned(c));

/**
 * Whose jobs a reader sees: all of the school's, or those started by one person and those of some kinds.
 * (Declared here, where it becomes SQL; jobs.ts decides who reads what.)
 */
export type JobReader = { all: true } | { all: false; startedBy: number | null; kinds: string[] };

export const visibleTo = (reader: JobReader | undefined) => {
  if (!reader || reader.all) return undefined;
  const own = reader.startedBy === null ? [] : [eq(job.createdBy, reader.startedBy)];
  const managed = reader.kinds.length === 0 ? [] : [inArray(job.kind, reader.kinds)];
  return own.length + managed.length === 0 ? sql`false` : or(...own, ...managed);
};

export const findJob = async (
  db: Db,
  schoolId: number,
  id: number,
  reader?: JobReader,
): Promise<JobRow | null> => {
  const [row] = await db
    .select()
    .from(job)
    .where(and(eq(job.schoolId, schoolId), eq(job.id, id), visibleTo(reader)));
  return row ?? null;
};

export const pageJobs = async (
  db: Db,
  schoolId: number,
  q: { kind?: string; limit: number; offset: number; reader?: JobReader },
): Promise<{ rows: JobRow[]; total: number }> => {
  const where = and(
    eq(job.schoolId, schoolId),
    q.kind === undefined ? undefined : eq(job.kind, q.kind),
    visibleTo(q.reader),
  );
  const rows = await db.select().from(job).where(where).orderBy(desc(job.id)).limit(q.limit).offset(q.offset);
  const [{ n }] = await db.select({ n: count() }).from(job).where(where);
  return { rows, total: Number(n) };
};

/**
 * Per school, the queued or running job of a kind whose payload contains the one given (duplicate checks:
 * "is this school's processing of that model already under way?"), in one statement for any number of schools.
 */
export const activeJobsOf = async (
  db: Conn,
  kind: string,
  wanted: { schoolId: number; payload: Record<string, unknown> }[],
): Promise<Map<number, number>> => {
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ schoolId: job.schoolId, id: job.id })
    .from(job)
    .where(
      and(
        eq(job.kind, kind),
        inArray(job.state, [JOB_STATE.queued, JOB_STATE.running]),
        or(
          ...wanted.map(
            (w) =>
              sql`(${job.schoolId} = ${w.schoolId} and ${job.payload} @> ${JSON.stringify(w.payload)}::jsonb)`,
          ),
        ),
      ),
    );
  return new Map(rows.map((r) => [Number(r.schoolId), Number(r.id)]));
};
