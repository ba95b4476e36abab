import type { Db } from "../../platform/db/client.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import { schoolTimeZone, todayIn } from "../school/index.ts";
import { rollUpAndDelete } from "./health.store.ts";
import { thresholdsOf } from "./setting.service.ts";

export const HEALTH_RETENTION_JOB = "health.retention";
const DAY_MS = 86_400_000;

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * The last day whose checks have expired on `today`. With retentionDays N: checks older than N days. By
 * default (null): a check is kept until the end of its school year (31 August) and one year more, so on
 * 2026-11-28 the school year that ended on 2025-08-31 has expired (kept until 2026-08-31), the next one not.
 */
export const expiredThrough = (today: string, retentionDays: number | null): string => {
  if (retentionDays !== null) return addDays(today, -retentionDays - 1);
  const year = Number(today.slice(0, 4));
  const lastEnd = today > `${year}-08-31` ? year : year - 1;
  return `${lastEnd - 1}-08-31`;
};

/** Rolls a school's expired checks into daily aggregates and deletes them with their history and alerts. */
export const sweepHealth = async (db: Db, schoolId: number, now: Date) => {
  const [zone, t] = await Promise.all([schoolTimeZone(db, schoolId), thresholdsOf(db, schoolId)]);
  const through = expiredThrough(todayIn(zone, now), t.retentionDays);
  const done = await db.transaction((tx) => rollUpAndDelete(tx, schoolId, through, t.feverAt));
  return { through, ...done };
};

/** Schedules the school's next retention sweep a day from now, unless one is already waiting. */
export const scheduleHealthRetention = async (jobs: Jobs, schoolId: number, now: Date) => {
  const queued = await jobs.list(schoolId, { kind: HEALTH_RETENTION_JOB, page: 1, size: 20 });
  if (queued.list.some((j) => j.state === "queued")) return;
  await jobs.enqueue({
    schoolId,
    kind: HEALTH_RETENTION_JOB,
    payload: {},
    runAfter: new Date(now.getTime() + DAY_MS),
  });
};

/** The daily retention sweep as a job per school: it sweeps, then schedules the next day's. */
export const registerHealthRetentionJob = (deps: { db: Db; now: () => Date; jobs: Jobs }) => {
  deps.jobs.register<Record<string, never>, Awaited<ReturnType<typeof sweepHealth>>>(
    HEALTH_RETENTION_JOB,
    async (ctx) => {
      const result = await sweepHealth(deps.db, ctx.schoolId, deps.now());
      await deps.jobs.enqueue({
        schoolId: ctx.schoolId,
        kind: HEALTH_RETENTION_JOB,
        payload: {},
        runAfter: new Date(deps.now().getTime() + DAY_MS),
      });
      return result;
    },
  );
};
