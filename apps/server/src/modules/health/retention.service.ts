import type { Db } from "../../platform/db/client.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import { listYears, schoolTimeZone, todayIn } from "../school/index.ts";
import { rollUpAndDelete } from "./health.store.ts";
import { thresholdsOf } from "./setting.service.ts";

export const HEALTH_RETENTION_JOB = "health.retention";
const DAY_MS = 86_400_000;

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

const NOTHING = "0001-01-01";
const yearLater = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;

/**
 * The last day whose checks have expired on `today`. With retentionDays N: checks older than N days. By
 * default (null): a check is kept until the end of its school year and one year more. The school's own years
 * say where a year ends (one ending on 15 July expires on 16 July a year later); before its first year, and
 * for a school without years, a year ends on 31 August. So on 2026-11-28 a school year that ended on
 * 2025-08-31 has expired (kept until 2026-08-31), the next one not. A summer between two of the school's
 * years expires with the year after it.
 */
export const expiredThrough = (
  today: string,
  retentionDays: number | null,
  years: readonly { startDate: string; endDate: string }[] = [],
): string => {
  if (retentionDays !== null) return addDays(today, -retentionDays - 1);
  const first = years.map((y) => y.startDate).sort()[0] ?? "9999-12-31";
  const thisYear = Number(today.slice(0, 4));
  const ends = [
    ...years.map((y) => y.endDate),
    ...[thisYear - 2, thisYear - 1, thisYear].map((y) => `${y}-08-31`).filter((end) => end < first),
  ];
  return (
    ends
      .filter((end) => yearLater(end) < today)
      .sort()
      .at(-1) ?? NOTHING
  );
};

/** Rolls a school's expired checks into daily aggregates and deletes them with their history and alerts. */
export const sweepHealth = async (db: Db, schoolId: number, now: Date) => {
  const [zone, t, years] = await Promise.all([
    schoolTimeZone(db, schoolId),
    thresholdsOf(db, schoolId),
    listYears(db, schoolId),
  ]);
  const through = expiredThrough(todayIn(zone, now), t.retentionDays, years);
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
