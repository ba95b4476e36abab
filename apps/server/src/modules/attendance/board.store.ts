import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { classV, studentClassV } from "../org/index.ts";
import { attendancePoint, attendanceRecord } from "./attendance.tables.ts";
import { attendanceDaily, attendanceDailyBuilt, attendanceDailyStale } from "./rollup.tables.ts";

/**
 * The read side of attendance for counts across levels and the boards (module visual and the area board): each
 * read is one aggregate statement, so that a benchmark can set it beside hand-written SQL. Counts of marked
 * records read closed days from the daily roll-up (attendance_daily, rollup.service.ts) and the rest live from
 * attendance_record (index school_id, day, point_id, class_id); counts against the roster (expectedCounts) read
 * the records live, since the roll-up has no student in it.
 */
type Conn = Db | Tx;

export type StatusCounts = {
  total: number;
  present: number;
  late: number;
  leave: number;
  absent: number;
  earlyLeave: number;
  unmarked: number;
};
export type KeyedCounts = StatusCounts & { id: number | null; name: string };
export type DayCounts = StatusCounts & { day: string; id: number | null };

const numeric = (r: Record<string, unknown>): StatusCounts => ({
  total: Number(r.total),
  present: Number(r.present),
  late: Number(r.late),
  leave: Number(r.leave),
  absent: Number(r.absent),
  earlyLeave: Number(r.earlyLeave),
  unmarked: Number(r.unmarked),
});

const statusColumns = sql`
  count(*) filter (where r.status = 'present')::int as "present",
  count(*) filter (where r.status = 'late')::int as "late",
  count(*) filter (where r.status = 'leave')::int as "leave",
  count(*) filter (where r.status = 'absent')::int as "absent",
  count(*) filter (where r.status = 'earlyLeave')::int as "earlyLeave"`;

const ids = (list: readonly number[]) =>
  sql`(${sql.join(list.length ? list.map((id) => sql`${id}`) : [sql`null`], sql`, `)})`;

/** Limits to these classes (none: no rows); without a list, every class. */
const inClasses = (column: string, classIds?: readonly number[]) =>
  classIds ? sql`and ${sql.raw(column)} in ${ids(classIds)}` : sql``;

export type ExpectedBy = "point" | "class" | "grade" | "school" | "classPoint";

const expectedGroupings = {
  point: {
    key: sql`p.id`,
    name: sql`min(p.name)`,
    key2: sql`null::bigint`,
    group: sql`p.id`,
    order: sql`min(p.start_time), p.id`,
  },
  class: {
    key: sql`s.class_id`,
    name: sql`case when min(s.class_name) like min(s.grade_name) || '%' then min(s.class_name) else min(s.grade_name) || min(s.class_name) end`,
    key2: sql`null::bigint`,
    group: sql`s.class_id`,
    order: sql`min(s.grade_sort), min(s.class_sort), s.class_id`,
  },
  classPoint: {
    key: sql`s.class_id`,
    name: sql`min(p.name)`,
    key2: sql`p.id`,
    group: sql`s.class_id, p.id`,
    order: sql`s.class_id, min(p.start_time), p.id`,
  },
  grade: {
    key: sql`s.grade_id`,
    name: sql`min(s.grade_name)`,
    key2: sql`null::bigint`,
    group: sql`s.grade_id`,
    order: sql`min(s.grade_sort), s.grade_id`,
  },
  school: {
    key: sql`null::bigint`,
    name: sql`''`,
    key2: sql`null::bigint`,
    group: sql`()`,
    order: sql`1`,
  },
} as const;

/**
 * countAll: every student a point applies to on every day of the range the point is held (its weekdays; enabled
 * points), counted by their record's status (no record: unmarked), grouped by point, class, grade, class and
 * point, or the whole school. Students are today's roster; within these classes when given.
 */
export const expectedCounts = async (
  db: Conn,
  schoolId: number,
  q: { from: string; to: string; by: ExpectedBy; pointId?: number; classIds?: readonly number[] },
): Promise<(KeyedCounts & { pointId: number | null })[]> => {
  const g = expectedGroupings[q.by];
  const result = await db.execute<Record<string, unknown>>(sql`
    with d as (select generate_series(${q.from}::date, ${q.to}::date, interval '1 day')::date as day),
    -- The range's records first, through the index (school_id, day, …), joined to the roster by hash: probing
    -- each student's records read every day of their year (the day was no bound of the probe).
    r as materialized (select r.student_id, r.point_id, r.day, r.status from ${attendanceRecord} r
      where r.school_id = ${schoolId} and r.day between ${q.from}::date and ${q.to}::date)
    select ${g.key} as "id", ${g.key2} as "pointId", ${g.name} as "name", count(*)::int as "total",
      ${statusColumns}, count(*) filter (where r.status is null)::int as "unmarked"
    from d
    join ${attendancePoint} p on p.school_id = ${schoolId} and p.enabled
      and extract(isodow from d.day)::int = any(p.weekdays)
      ${q.pointId ? sql`and p.id = ${q.pointId}` : sql``}
    join ${studentClassV} s on s.school_id = p.school_id and s.grade_id = any(p.grade_ids)
      ${inClasses("s.class_id", q.classIds)}
    left join r on r.student_id = s.student_id and r.point_id = p.id and r.day = d.day
    group by ${g.group}
    order by ${g.order}`);
  return result.rows.map((r) => ({
    ...numeric(r),
    id: r.id === null ? null : Number(r.id),
    pointId: r.pointId === null ? null : Number(r.pointId),
    name: String(r.name ?? ""),
  }));
};

const DAY_MS = 86_400_000;
const dayCount = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1);

/**
 * The days of a range read from the daily roll-up (rollup.tables.ts): built and not stale since. Every other day
 * of the range (today, a day written to since it was built, a day not built yet) is counted live from the
 * records, day by day through the index (school_id, day, …), so a board is never behind, only dearer.
 */
const goodDays = (schoolIds: readonly number[], from: string, to: string) => sql`
  select b.school_id, b.day from ${attendanceDailyBuilt} b
   where b.school_id in ${ids(schoolIds)} and b.day between ${from}::date and ${to}::date
     and not exists (select 1 from ${attendanceDailyStale} s where s.school_id = b.school_id and s.day = b.day)`;

/** The (school, day) pairs of the range not read from the roll-up (an integer series: its size is known). */
const liveDays = (schoolIds: readonly number[], from: string, to: string) => sql`
  select s.id as school_id, (${from}::date + g.i) as day
    from unnest(array[${sql.join(
      schoolIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::bigint[]) as s(id) cross join generate_series(0, ${dayCount(from, to) - 1}) as g(i)
   where not exists (select 1 from good where good.school_id = s.id and good.day = ${from}::date + g.i)`;

/**
 * The pairs above as two arrays unnested side by side: the planner then guesses ten rows (it cannot count an
 * array built at run time) instead of most of the range, which priced the live aggregates at millions and had
 * PostgreSQL JIT-compile the statement, 400 ms of a 560 ms area board. The pairs are few in fact: today's.
 */
const zipped = sql`
  select * from unnest(array(select p.school_id from pairs p order by p.school_id, p.day),
    array(select p.day from pairs p order by p.school_id, p.day)) as l(school_id, day)`;

const rolledColumns = sql`a.total, a.present, a.late, a.leave, a.absent, a.early_leave as "earlyLeave"`;
const summed = sql`sum(x.total)::int as "total", sum(x.present)::int as "present", sum(x.late)::int as "late",
  sum(x.leave)::int as "leave", sum(x.absent)::int as "absent", sum(x."earlyLeave")::int as "earlyLeave"`;

/**
 * Marked records only (no roster, so `unmarked` is 0 and `total` the records), per day of a range, for the school
 * or by grade (the grade of the class the records were marked in), within these classes when given: the boards'
 * trends. Closed days from the daily roll-up, the others live (goodDays).
 */
export const dailyRecordCounts = async (
  db: Conn,
  schoolId: number,
  q: { from: string; to: string; byGrade?: boolean; gradeId?: number; classIds?: readonly number[] },
): Promise<DayCounts[]> => {
  const needsGrade = q.byGrade || q.gradeId !== undefined;
  const result = await db.execute<Record<string, unknown>>(sql`
    with good as materialized (${goodDays([schoolId], q.from, q.to)}),
    pairs as materialized (${liveDays([schoolId], q.from, q.to)}),
    live as materialized (${zipped}),
    counted as (
      select a.day, a.class_id, ${rolledColumns}
        from good g join ${attendanceDaily} a on a.school_id = g.school_id and a.day = g.day
       where true ${inClasses("a.class_id", q.classIds)}
      union all
      select l.day, x.class_id, x.total, x.present, x.late, x.leave, x.absent, x."earlyLeave"
        from live l cross join lateral (
          select r.class_id, count(*)::int as "total", ${statusColumns}
            from ${attendanceRecord} r
           where r.school_id = l.school_id and r.day = l.day ${inClasses("r.class_id", q.classIds)}
           group by r.class_id) x)
    select x.day::text as "day", ${q.byGrade ? sql`c.grade_id` : sql`null::bigint`} as "id", ${summed},
      0 as "unmarked"
    from counted x
    ${needsGrade ? sql`join ${classV} c on c.school_id = ${schoolId} and c.class_id = x.class_id` : sql``}
    ${q.gradeId !== undefined ? sql`where c.grade_id = ${q.gradeId}` : sql``}
    group by x.day${q.byGrade ? sql`, c.grade_id` : sql``}
    order by x.day`);
  return result.rows.map((r) => ({
    ...numeric(r),
    day: String(r.day),
    id: r.id === null ? null : Number(r.id),
  }));
};

/**
 * Marked records of several schools (an area's), per school and day of a range, in one statement: the area's
 * board and countAll on an area's site. `total` is the records; `unmarked` 0. Closed days from the daily roll-up,
 * the others live (goodDays).
 */
export const schoolsDailyRecordCounts = async (
  db: Conn,
  schoolIds: readonly number[],
  from: string,
  to: string,
): Promise<(DayCounts & { schoolId: number })[]> => {
  if (schoolIds.length === 0) return [];
  const result = await db.execute<Record<string, unknown>>(sql`
    with good as materialized (${goodDays(schoolIds, from, to)}),
    pairs as materialized (${liveDays(schoolIds, from, to)}),
    live as materialized (${zipped}),
    counted as (
      select a.school_id, a.day, sum(a.total)::int as "total", sum(a.present)::int as "present",
        sum(a.late)::int as "late", sum(a.leave)::int as "leave", sum(a.absent)::int as "absent",
        sum(a.early_leave)::int as "earlyLeave"
        from good g join ${attendanceDaily} a on a.school_id = g.school_id and a.day = g.day
       group by a.school_id, a.day
      union all
      select l.school_id, l.day, x.total, x.present, x.late, x.leave, x.absent, x."earlyLeave"
        from live l cross join lateral (
          select count(*)::int as "total", ${statusColumns}
            from ${attendanceRecord} r
           where r.school_id = l.school_id and r.day = l.day
          having count(*) > 0) x)
    select x.school_id as "schoolId", x.day::text as "day", ${summed}, 0 as "unmarked"
    from counted x
    group by x.school_id, x.day
    order by x.day, x.school_id`);
  return result.rows.map((r) => ({
    ...numeric(r),
    schoolId: Number(r.schoolId),
    day: String(r.day),
    id: Number(r.schoolId),
  }));
};

/** Whether the school has any enabled attendance point (an empty board says so). */
export const hasEnabledPoints = async (db: Conn, schoolId: number): Promise<boolean> => {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as "n" from ${attendancePoint} p where p.school_id = ${schoolId} and p.enabled`);
  return Number(result.rows[0]?.n ?? 0) > 0;
};
