import type { FastifyBaseLogger } from "fastify";
import type { AuthContext } from "../auth/access.ts";
import type { Db, Tx } from "../db/client.ts";
import { asSystem } from "../db/tenant-context.ts";
import {
  type Claim,
  claimNext,
  findJob,
  insertJob,
  type JobReader,
  type JobRow,
  markDone,
  markFailed,
  pageJobs,
  release,
  renewLease,
  requeue,
} from "./jobs.store.ts";

export type JobContext<P> = {
  jobId: number;
  schoolId: number;
  payload: P;
  /** 1 on the first run; a retry or a reclaim after a dead process counts up. */
  attempt: number;
  /** The progress an earlier run stored (0 and 0 on a fresh job): a resumable handler continues from it. */
  done: number;
  total: number;
  /** Stores done/total and renews the lease; throws when this run lost the job to another process. */
  progress: (done: number, total: number) => Promise<void>;
  /** Aborted on stop() and when the lease is lost. */
  signal: AbortSignal;
};

/** The resolved value is stored as the job's result (JSON). */
export type JobHandler<P, R> = (ctx: JobContext<P>) => Promise<R>;

export type JobState = "queued" | "running" | "done" | "failed" | "cancelled";

export type JobView = {
  id: number;
  kind: string;
  state: JobState;
  percent: number;
  done: number;
  total: number;
  result: unknown;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

export type EnqueueInput = {
  schoolId: number;
  kind: string;
  payload: unknown;
  /** The staff member (teacher id) who started it: only staff routes start jobs. They may follow it. */
  createdBy?: number;
  /** Defaults to 3. */
  maxAttempts?: number;
  /** Enqueue in the caller's transaction: the job exists only if it commits. */
  tx?: Tx;
  /** Not before this instant (scheduled work, e.g. reminders); now when left out. */
  runAfter?: Date;
};

export type { JobReader };

export type JobKindOptions = {
  /** The permission code of staff who manage this kind of work and follow its jobs, whoever started them. */
  managedBy?: string;
};

export type Jobs = {
  register<P, R>(kind: string, handler: JobHandler<P, R>, opts?: JobKindOptions): void;
  enqueue(input: EnqueueInput): Promise<number>;
  /** Tenant-scoped: null when the job is not the school's (or, given a reader, not one it may see). */
  get(schoolId: number, id: number, reader?: JobReader): Promise<JobView | null>;
  list(
    schoolId: number,
    opts: { kind?: string; page: number; size: number; reader?: JobReader },
  ): Promise<{ list: JobView[]; total: number }>;
  /**
   * Whose jobs a signed-in user sees: a school administrator all the school's; staff those they started and
   * those of the kinds their permission codes manage; students and parents none (they start none).
   */
  readerOf(auth: AuthContext, codes: ReadonlySet<string>): JobReader;
  /** Begins polling (when `poll` is on); enqueue in this process also wakes it at once. */
  start(): void;
  /** Stops polling, aborts running handlers' signals and waits for them to settle. */
  stop(): Promise<void>;
  /** Runs queued jobs one by one until none is runnable (tests, and scripts without polling). */
  drain(): Promise<void>;
};

export type JobsDeps = {
  db: Db;
  now: () => Date;
  log: Pick<FastifyBaseLogger, "error" | "warn">;
  pollMs?: number;
  leaseMs?: number;
  /** Off in tests, which call drain() instead. */
  poll?: boolean;
};

const STATES: readonly JobState[] = ["queued", "running", "done", "failed", "cancelled"];

export const jobView = (r: JobRow): JobView => {
  const state = STATES[r.state] ?? "failed";
  const percent =
    state === "done" ? 100 : r.total > 0 ? Math.min(100, Math.floor((r.done * 100) / r.total)) : 0;
  return {
    id: Number(r.id),
    kind: r.kind,
    state,
    percent,
    done: r.done,
    total: r.total,
    result: r.result ?? null,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
};

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** 2, 4, 8 ... seconds after the nth failed attempt. */
export const backoffMs = (attempt: number) => 2 ** attempt * 1000;

const STOPPING = "jobs stopping";
const LEASE_LOST = "job lease lost";

/**
 * A small job queue on the `job` table, for PGlite (one connection, so no pg-boss) and PostgreSQL alike.
 * One job runs at a time per process; a running job holds a lease, renewed by a heartbeat and by progress,
 * which another process reclaims when it expires. That is how work survives a restart.
 */
export const createJobs = (deps: JobsDeps): Jobs => {
  const { db, now, log } = deps;
  const pollMs = deps.pollMs ?? 500;
  const leaseMs = deps.leaseMs ?? 60_000;
  const handlers = new Map<string, JobHandler<unknown, unknown>>();
  const managers = new Map<string, string>();
  const running = new Set<AbortController>();
  let closing = false;
  let polling = false;
  let timer: NodeJS.Timeout | null = null;
  let pumping = false;
  let kicked = false;
  // Everything that claims or runs a job goes through this chain: at most one job at a time per process.
  let chain: Promise<unknown> = Promise.resolve();

  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work);
    chain = next.catch(() => undefined);
    return next;
  };

  const heartbeat = (claim: Claim, controller: AbortController) => {
    const lost = () => {
      if (!controller.signal.aborted) controller.abort(LEASE_LOST);
    };
    const beat = setInterval(
      () => {
        renewLease(db, claim, leaseMs).then(
          (owned) => owned || lost(),
          (e) => log.warn({ err: e, jobId: claim.id }, "job lease renewal failed"),
        );
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    beat.unref();
    const stopBeat = () => clearInterval(beat);
    // An aborted run stops holding the job: after stop() the lease lapses even if the handler ignores its
    // signal, so another process can take the job over (this run's later writes are fenced out).
    controller.signal.addEventListener("abort", stopBeat, { once: true });
    return stopBeat;
  };

  const settle = async (row: JobRow, claim: Claim, signal: AbortSignal, outcome: Outcome) => {
    if (outcome.ok) {
      await markDone(db, claim, outcome.result, now());
    } else if (signal.aborted && signal.reason === STOPPING) {
      await release(db, claim, now());
    } else if (signal.aborted && signal.reason === LEASE_LOST) {
      log.warn({ jobId: row.id, kind: row.kind }, "job lost its lease; another run owns it");
    } else if (claim.attempts >= row.maxAttempts) {
      await markFailed(db, claim, outcome.error, now());
    } else {
      await requeue(db, claim, outcome.error, new Date(now().getTime() + backoffMs(claim.attempts)));
    }
  };

  const execute = async (row: JobRow, handler: JobHandler<unknown, unknown>) => {
    const claim: Claim = { schoolId: row.schoolId, id: row.id, attempts: row.attempts };
    if (row.attempts > row.maxAttempts) {
      // Its process died on every attempt: running it again would likely kill this one too.
      await markFailed(db, claim, `gave up after ${row.maxAttempts} attempts that never finished`, now());
      return;
    }
    const controller = new AbortController();
    if (closing) controller.abort(STOPPING);
    running.add(controller);
    const stopBeat = heartbeat(claim, controller);
    const progress = async (done: number, total: number) => {
      const stored = { done: Math.max(0, Math.round(done)), total: Math.max(0, Math.round(total)) };
      if (await renewLease(db, claim, leaseMs, stored)) return;
      if (!controller.signal.aborted) controller.abort(LEASE_LOST);
      throw new Error(LEASE_LOST);
    };
    let outcome: Outcome;
    try {
      const ctx = { jobId: Number(row.id), schoolId: Number(row.schoolId), payload: row.payload };
      const result = await handler({
        ...ctx,
        attempt: row.attempts,
        done: row.done,
        total: row.total,
        progress,
        signal: controller.signal,
      });
      outcome = { ok: true, result };
    } catch (e) {
      outcome = { ok: false, error: messageOf(e) };
      log.warn({ err: e, jobId: row.id, kind: row.kind, attempt: row.attempts }, "job attempt failed");
    } finally {
      stopBeat();
      running.delete(controller);
    }
    await settle(row, claim, controller.signal, outcome);
  };

  /**
   * Claims and runs one job; false when none of the kinds known here is runnable. The system's work, whichever
   * request's enqueue happened to wake the queue: jobs of every school are claimed here, and a handler scopes
   * its own queries to its job's school.
   */
  const runOne = (): Promise<boolean> => asSystem(claimAndRun);
  const claimAndRun = async (): Promise<boolean> => {
    if (closing) return false;
    const row = await claimNext(db, { kinds: [...handlers.keys()], now: now(), leaseMs });
    if (!row) return false;
    const handler = handlers.get(row.kind);
    if (handler) await execute(row, handler);
    return true;
  };

  const schedule = (ms: number) => {
    if (!polling) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void asSystem(pump);
    }, ms);
    timer.unref();
  };

  const pump = async (): Promise<void> => {
    if (pumping) {
      kicked = true;
      return;
    }
    pumping = true;
    try {
      do {
        kicked = false;
        while (polling && (await exclusive(runOne)));
      } while (kicked && polling);
    } catch (e) {
      log.error({ err: e }, "job polling failed");
    } finally {
      pumping = false;
      schedule(pollMs);
    }
  };

  return {
    register: (kind, handler, opts) => {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} is already registered`);
      handlers.set(kind, handler as JobHandler<unknown, unknown>);
      if (opts?.managedBy) managers.set(kind, opts.managedBy);
    },
    enqueue: async (input) => {
      const id = await insertJob(input.tx ?? db, {
        schoolId: input.schoolId,
        kind: input.kind,
        payload: input.payload ?? {},
        createdBy: input.createdBy ?? null,
        maxAttempts: input.maxAttempts ?? 3,
        now: now(),
        runAfter: input.runAfter,
      });
      // In a caller's transaction the row is visible only after commit; the next poll finds it then.
      schedule(input.tx ? pollMs : 0);
      return id;
    },
    get: async (schoolId, id, reader) => {
      const row = await findJob(db, schoolId, id, reader);
      return row ? jobView(row) : null;
    },
    list: async (schoolId, opts) => {
      const r = await pageJobs(db, schoolId, {
        kind: opts.kind,
        limit: opts.size,
        offset: (opts.page - 1) * opts.size,
        reader: opts.reader,
      });
      return { list: r.rows.map(jobView), total: r.total };
    },
    readerOf: (auth, codes) => {
      if (auth.userType !== 0) return { all: false, startedBy: null, kinds: [] };
      if (auth.isAdmin) return { all: true };
      const kinds = [...managers].filter(([, code]) => codes.has(code)).map(([kind]) => kind);
      return { all: false, startedBy: auth.userId, kinds };
    },
    start: () => {
      closing = false;
      if (deps.poll === false || polling) return;
      polling = true;
      schedule(0);
    },
    stop: async () => {
      closing = true;
      polling = false;
      if (timer) clearTimeout(timer);
      timer = null;
      for (const c of running) c.abort(STOPPING);
      await chain;
    },
    drain: async () => {
      while (await exclusive(runOne));
    },
  };
};

type Outcome = { ok: true; result: unknown } | { ok: false; error: string };
