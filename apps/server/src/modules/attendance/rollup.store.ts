import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { attendancePoint, attendanceRecord } from "./attendance.tables.ts";
import { attendanceDaily, attendanceDailyBuilt, attendanceDailyStale } from "./rollup.tables.ts";

/**
 * The daily roll-up's SQL (rollup.tables.ts). Writers of records and the builder of a school's roll-up are ordered
 * by one advisory lock per school: writers take it shared (they never wait for each other), the builder takes it
 * exclusively and only when it is free (try, never queue), so no writer is ever in flight while a day is rebuilt
 * and no writer ever waits behind a builder that waits (no deadlock through it).
 */
type Conn = Db | Tx;

const ROLLUP_LOCK = 70720;
const lockKey = (schoolId: number) => sql`${sql.raw(String(ROLLUP_LOCK))}, ${schoolId}::bigint::int`;

/** A writer of the school's records: held shared until its transaction ends. */
export const holdRollupShared = async (tx: Tx, schoolId: number): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${lockKey(schoolId)})`);
};

/** The builder: the lock exclusively if no writer holds it now (false: try again later). */
export const tryHoldRollup = async (tx: Tx, schoolId: number): Promise<boolean> => {
  const result = await tx.execute<{ ok: boolean }>(
    sql`select pg_try_advisory_xact_lock(${lockKey(schoolId)}) as "ok"`,
  );
  return result.rows[0]?.ok === true;
};

const dayList = (days: readonly string[]) => sql`${`{${days.join(",")}}`}::date[]`;

/**
 * The school's closed days (before `today`) whose roll-up is missing or stale: every day from its first record to
 * yesterday not yet built, and every stale day before today.
 */
export const daysToBuild = async (db: Conn, schoolId: number, today: string): Promise<string[]> => {
  const result = await db.execute<{ day: string }>(sql`
    with first as (select min(r.day) as day from ${attendanceRecord} r where r.school_id = ${schoolId})
    select g.day::date::text as "day"
      from first, generate_series(first.day, ${today}::date - 1, interval '1 day') as g(day)
     where first.day is not null
       and not exists (select 1 from ${attendanceDailyBuilt} b where b.school_id = ${schoolId} and b.day = g.day::date)
    union
    select s.day::text from ${attendanceDailyStale} s where s.school_id = ${schoolId} and s.day < ${today}::date
    order by 1`);
  return result.rows.map((r) => String(r.day));
};

/**
 * Rebuilds these days of the school from its records (the caller holds the lock exclusively): removes their stale
 * marks, replaces their roll-up rows, and marks them built. Idempotent: building a day twice gives the same rows.
 */
export const buildDays = async (
  tx: Tx,
  schoolId: number,
  days: readonly string[],
  now: Date,
): Promise<number> => {
  if (days.length === 0) return 0;
  await tx.execute(sql`delete from ${attendanceDailyStale}
    where school_id = ${schoolId} and day = any(${dayList(days)})`);
  await tx.execute(sql`delete from ${attendanceDaily}
    where school_id = ${schoolId} and day = any(${dayList(days)})`);
  const inserted = await tx.execute(sql`insert into ${attendanceDaily}
      (school_id, day, point_id, class_id, total, present, late, leave, absent, early_leave)
    select r.school_id, r.day, r.point_id, r.class_id, count(*)::int,
      count(*) filter (where r.status = 'present')::int, count(*) filter (where r.status = 'late')::int,
      count(*) filter (where r.status = 'leave')::int, count(*) filter (where r.status = 'absent')::int,
      count(*) filter (where r.status = 'earlyLeave')::int
    from ${attendanceRecord} r
    where r.school_id = ${schoolId} and r.day = any(${dayList(days)})
    group by r.school_id, r.day, r.point_id, r.class_id`);
  await tx.execute(sql`insert into ${attendanceDailyBuilt} (school_id, day, built_at)
    select ${schoolId}::bigint, d.day, ${now.toISOString()}::timestamptz from unnest(${dayList(days)}) as d(day)
    on conflict (school_id, day) do update set built_at = excluded.built_at`);
  return Number((inserted as { rowCount?: number | null }).rowCount ?? 0);
};

/** The schools with an enabled attendance point (a lookup of the system's, at start). */
export const schoolsWithPoints = async (db: Db): Promise<number[]> => {
  const result = await db.execute<{ schoolId: number }>(
    sql`select distinct p.school_id as "schoolId" from ${attendancePoint} p where p.enabled`,
  );
  return result.rows.map((r) => Number(r.schoolId));
};
