import type { Db } from "../../platform/db/client.ts";
import { asSystem } from "../../platform/db/tenant-context.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import { schoolTimeZone, todayIn } from "../school/index.ts";
import { buildDays, daysToBuild, schoolsWithPoints, tryHoldRollup } from "./rollup.store.ts";
import { schoolTimeOf } from "./school-time.ts";

export const ATTENDANCE_ROLLUP_JOB = "attendance.rollup";
/** How long after the school's midnight the nightly run starts. */
const AFTER_MIDNIGHT_MIN = 10;
/** A school's writers hold the roll-up lock for a transaction's length: the builder tries again this often. */
const TRIES = 40;
const RETRY_MS = 250;
/** Days rebuilt per transaction (a school year of a 3,000-student school is about 1.1 million records). */
const DAYS_PER_BATCH = 31;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds the school's daily roll-up for its closed days: every day from its first record to yesterday not built
 * yet, and every stale day (written to since it was built). Today is never built: the boards read it live.
 * Idempotent: a second run finds nothing to do; rebuilding a day gives the same rows.
 */
export const buildRollup = async (
  db: Db,
  schoolId: number,
  now: Date,
): Promise<{ today: string; days: number; rows: number }> => {
  const today = todayIn(await schoolTimeZone(db, schoolId), now);
  const days = await daysToBuild(db, schoolId, today);
  let rows = 0;
  for (let i = 0; i < days.length; i += DAYS_PER_BATCH) {
    const batch = days.slice(i, i + DAYS_PER_BATCH);
    for (let attempt = 1; ; attempt++) {
      const built = await db.transaction(async (tx) => {
        if (!(await tryHoldRollup(tx, schoolId))) return null;
        return buildDays(tx, schoolId, batch, now);
      });
      if (built !== null) {
        rows += built;
        break;
      }
      if (attempt >= TRIES)
        throw new Error(`attendance roll-up of school ${schoolId}: its writers never paused`);
      await pause(RETRY_MS);
    }
  }
  return { today, days: days.length, rows };
};

/** The next run: shortly after the school's next midnight. */
export const nextRollupAt = (zone: string, now: Date): Date => {
  const minutesLeft = 24 * 60 - schoolTimeOf(zone, now).minutes;
  return new Date(now.getTime() + (minutesLeft + AFTER_MIDNIGHT_MIN) * 60_000);
};

/**
 * Starts the school's nightly roll-up unless a run is already waiting: at once (it catches up on the days not
 * built), or at `runAfter`. Called when a school saves an attendance point, and by the seeds.
 */
export const scheduleRollup = async (jobs: Jobs, schoolId: number, runAfter?: Date) => {
  const queued = await jobs.list(schoolId, { kind: ATTENDANCE_ROLLUP_JOB, page: 1, size: 20 });
  if (queued.list.some((j) => j.state === "queued" || j.state === "running")) return;
  await jobs.enqueue({ schoolId, kind: ATTENDANCE_ROLLUP_JOB, payload: {}, runAfter });
};

/**
 * At start, every school taking attendance gets its nightly roll-up unless one is waiting: a school whose records
 * were there before the roll-up (or whose job was lost) would otherwise wait for its next point save.
 */
export const scheduleRollupsOnStart = async (db: Db, jobs: Jobs): Promise<number> => {
  return asSystem(async () => {
    const schools = await schoolsWithPoints(db);
    for (const schoolId of schools) await scheduleRollup(jobs, schoolId);
    return schools.length;
  });
};

/** The roll-up as a job per school: it builds, then schedules the next run after the school's next midnight. */
export const registerAttendanceRollupJob = (deps: { db: Db; now: () => Date; jobs: Jobs }) => {
  deps.jobs.register<Record<string, never>, Awaited<ReturnType<typeof buildRollup>>>(
    ATTENDANCE_ROLLUP_JOB,
    async (ctx) => {
      const result = await buildRollup(deps.db, ctx.schoolId, deps.now());
      const zone = await schoolTimeZone(deps.db, ctx.schoolId);
      await deps.jobs.enqueue({
        schoolId: ctx.schoolId,
        kind: ATTENDANCE_ROLLUP_JOB,
        payload: {},
        runAfter: nextRollupAt(zone, deps.now()),
      });
      return result;
    },
  );
};
