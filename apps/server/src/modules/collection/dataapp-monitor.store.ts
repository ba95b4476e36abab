import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { notRejected } from "./counted.sql.ts";
import {
  type ClassesSeen,
  classArray,
  type MonitoredSchool,
  type Paging,
  taskSeen,
} from "./monitor.store.ts";

type Conn = Db | Tx;

const rowsOf = async (db: Conn, query: SQL) => (await db.execute(query)).rows as Record<string, unknown>[];
const when = (v: unknown) => (v ? new Date(v as string) : null);
const yes = (v: unknown) => v === true || v === "t";

/** The monitored schools as a CTE `s(school_id, zone)`. */
const schoolsCte = (schools: MonitoredSchool[]) => {
  const ids = `{${schools.map((s) => Math.trunc(s.schoolId)).join(",")}}`;
  const zones = `{${schools.map((s) => `"${s.zone.replace(/["\\]/g, "")}"`).join(",")}}`;
  return sql`s as (select * from unnest(${ids}::bigint[], ${zones}::text[]) as s(school_id, zone))`;
};

/** Class `tc.class_id` is one of the classes seen. */
const classOk = (classes: ClassesSeen) =>
  classes === null ? sql`` : sql` and tc.class_id = any(${classArray(classes)})`;

/** Value `v` is about a student of the classes seen (the apps seen are over tasks about students). */
const valueOk = (classes: ClassesSeen) =>
  classes === null
    ? sql``
    : sql` and v.belong_user_id in (select x.student_id from org_student_class_v x
        where x.school_id = v.school_id and x.class_id = any(${classArray(classes)}))`;

/** Data apps `a` of the monitored schools over a live task `t` in a live scene `sc`. */
const liveApps = sql`data_app a on a.school_id = s.school_id
  join task t on t.school_id = a.school_id and t.id = a.task_id and t.deleted_at is null
  join scene sc on sc.school_id = t.school_id and sc.id = t.scene_id and sc.deleted_at is null`;

/**
 * The period a data app's figures count, as `period_start` and `period_end`: a daily or weekly task's current
 * local day or week (Monday first) within its window, a one-off task its window (or all time).
 */
const periodOf = (at: SQL) => {
  const ranged = sql`t.join_time_type = 2`;
  const bound = (end: boolean) => sql`(case t.recurrence
    when 1 then (date_trunc('day', ${at} at time zone s.zone) + ${end ? sql`interval '1 day'` : sql`interval '0'`}) at time zone s.zone
    else (date_trunc('week', ${at} at time zone s.zone) + ${end ? sql`interval '7 days'` : sql`interval '0'`}) at time zone s.zone end)`;
  const start = sql`case when ${ranged} then t.start_at else '-infinity'::timestamptz end`;
  const end = sql`case when ${ranged} then t.end_at else 'infinity'::timestamptz end`;
  return sql`case when t.recurrence = 0 then ${start} else greatest(${bound(false)}, ${start}) end period_start,
    case when t.recurrence = 0 then ${end} else least(${bound(true)}, ${end}) end period_end`;
};

export type AppIssue = "any" | "low" | "stale" | "off" | "all";
export type AppMonitorSort = "rate" | "lastFill" | "name";
export type AppMonitorFilter = {
  now: Date;
  /** A class leader's classes: only apps over tasks about them, counting only their students. */
  classes: ClassesSeen;
  threshold: number;
  staleDays: number;
  issue: AppIssue;
  keyword?: string;
  sort: AppMonitorSort;
};
export type AppFinding = {
  schoolId: number;
  appId: number;
  appName: string;
  taskId: number;
  taskName: string;
  sceneName: string;
  state: number;
  taskState: number;
  expected: number;
  filled: number;
  lastFillAt: Date | null;
  low: boolean;
  stale: boolean;
  off: boolean;
};

/**
 * Every data app of the monitored schools with its task's completion in the current period (students of the
 * task's classes with a counted value), its last fill, and what is wrong with it: low (below `threshold`
 * percent), stale (no fill in `staleDays` days), off (the app is switched off or its task is not open);
 * filtered, sorted and paged in one query.
 */
export const appMonitorPage = async (
  db: Conn,
  schools: MonitoredSchool[],
  f: AppMonitorFilter,
  page: Paging,
): Promise<{ rows: AppFinding[]; total: number }> => {
  if (schools.length === 0) return { rows: [], total: 0 };
  const at = sql`${f.now.toISOString()}::timestamptz`;
  const like = f.keyword ? `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = {
    any: sql`(low or stale or off)`,
    low: sql`low`,
    stale: sql`stale`,
    off: sql`off`,
    all: sql`true`,
  }[f.issue];
  const order = {
    rate: sql`case when expected = 0 then 1 else filled::float8 / expected end, last_fill nulls first`,
    lastFill: sql`last_fill nulls first`,
    name: sql`app_name`,
  }[f.sort];
  const rows = await rowsOf(
    db,
    sql`with ${schoolsCte(schools)},
    p as (select a.school_id, a.id app_id, a.name app_name, a.state, t.id task_id, t.name task_name,
        t.state task_state, sc.name scene_name, ${periodOf(at)}
      from s join ${liveApps}
      where true${taskSeen(f.classes)}${like === null ? sql`` : sql` and (a.name ilike ${like} or t.name ilike ${like})`}),
    e as (select p.app_id, p.school_id, count(*) expected,
        count(*) filter (where exists (select 1 from form_task_value_v v
          where v.school_id = p.school_id and v.task_id = p.task_id and v.belong_user_id = st.student_id
            and v.created_at >= p.period_start and v.created_at < p.period_end and ${notRejected})) filled
      from p
      join task_class tc on tc.school_id = p.school_id and tc.task_id = p.task_id${classOk(f.classes)}
      join org_student_class_v st on st.school_id = tc.school_id and st.class_id = tc.class_id
      group by p.school_id, p.app_id),
    l as (select p.school_id, p.app_id, max(v.created_at) last_fill
      from p join form_task_value_v v on v.school_id = p.school_id and v.task_id = p.task_id
      where ${notRejected}${valueOk(f.classes)} group by p.school_id, p.app_id),
    r as (select p.*, coalesce(e.expected, 0) expected, coalesce(e.filled, 0) filled, l.last_fill,
        coalesce(e.expected, 0) > 0 and coalesce(e.filled, 0) * 100 < ${f.threshold} * e.expected low,
        (l.last_fill is null or l.last_fill < ${at} - make_interval(days => ${f.staleDays})) stale,
        (p.state <> 1 or p.task_state <> 1) off
      from p
      left join e on e.school_id = p.school_id and e.app_id = p.app_id
      left join l on l.school_id = p.school_id and l.app_id = p.app_id)
    select r.*, count(*) over () total from r where ${where}
    order by ${order}, school_id, app_id
    limit ${page.limit} offset ${page.offset}`,
  );
  return {
    rows: rows.map((r) => ({
      schoolId: Number(r.school_id),
      appId: Number(r.app_id),
      appName: String(r.app_name),
      taskId: Number(r.task_id),
      taskName: String(r.task_name),
      sceneName: String(r.scene_name),
      state: Number(r.state),
      taskState: Number(r.task_state),
      expected: Number(r.expected),
      filled: Number(r.filled),
      lastFillAt: when(r.last_fill),
      low: yes(r.low),
      stale: yes(r.stale),
      off: yes(r.off),
    })),
    total: rows.length > 0 ? Number(rows[0].total) : 0,
  };
};

export type AppStudent = {
  studentId: number;
  studentName: string;
  className: string;
  /** Counted values in the current period. */
  values: number;
  lastFillAt: Date | null;
};

/**
 * One data app's details: the students of its task's classes, each with their counted values in the current
 * period and their last fill (`filled`: only those with, or without, a value in the period), paged in SQL.
 * Null when the school has no such live app.
 */
export const appStudentsPage = async (
  db: Conn,
  school: MonitoredSchool,
  appId: number,
  now: Date,
  filled: "all" | "yes" | "no",
  page: Paging,
  classes: ClassesSeen = null,
): Promise<{ rows: AppStudent[]; total: number } | null> => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const found = await rowsOf(
    db,
    sql`with ${schoolsCte([school])} select a.id from s join ${liveApps} where a.id = ${appId}${taskSeen(classes)}`,
  );
  if (found.length === 0) return null;
  const where = { all: sql`true`, yes: sql`x.n > 0`, no: sql`x.n = 0` }[filled];
  const rows = await rowsOf(
    db,
    sql`with ${schoolsCte([school])},
    p as (select a.school_id, t.id task_id, ${periodOf(at)} from s join ${liveApps} where a.id = ${appId}),
    x as (select st.student_id, st.student_name, st.grade_name || st.class_name class_name,
        st.grade_sort, st.class_sort,
        (select count(*) from form_task_value_v v where v.school_id = p.school_id and v.task_id = p.task_id
          and v.belong_user_id = st.student_id and v.created_at >= p.period_start and v.created_at < p.period_end
          and ${notRejected}) n,
        (select max(v.created_at) from form_task_value_v v where v.school_id = p.school_id
          and v.task_id = p.task_id and v.belong_user_id = st.student_id and ${notRejected}) last_fill
      from p
      join task_class tc on tc.school_id = p.school_id and tc.task_id = p.task_id${classOk(classes)}
      join org_student_class_v st on st.school_id = tc.school_id and st.class_id = tc.class_id)
    select x.*, count(*) over () total from x where ${where}
    order by x.n, x.grade_sort, x.class_sort, x.student_name, x.student_id
    limit ${page.limit} offset ${page.offset}`,
  );
  return {
    rows: rows.map((r) => ({
      studentId: Number(r.student_id),
      studentName: String(r.student_name),
      className: String(r.class_name),
      values: Number(r.n),
      lastFillAt: when(r.last_fill),
    })),
    total: rows.length > 0 ? Number(rows[0].total) : 0,
  };
};

export type SchoolAppCount = { schoolId: number; apps: number; on: number; used: number; values: number };

/** The period of /v3/appCount: local dates `from` to `to`, both included, in each school's zone. */
export type DateRange = { from: string; to: string };
const inRange = (range: DateRange) => sql`v.created_at >= (${range.from}::date)::timestamp at time zone s.zone
  and v.created_at < (${range.to}::date + 1)::timestamp at time zone s.zone`;

/**
 * Per monitored school: its live data apps, how many are on, how many were used in the period (on, and their
 * task received counted values in it) and those values; in one grouped query.
 */
export const appCounts = async (
  db: Conn,
  schools: MonitoredSchool[],
  range: DateRange,
): Promise<SchoolAppCount[]> => {
  if (schools.length === 0) return [];
  const rows = await rowsOf(
    db,
    sql`with ${schoolsCte(schools)},
    u as (select a.school_id, a.id, a.state,
        (select count(*) from form_task_value_v v where v.school_id = t.school_id and v.task_id = t.id
          and ${inRange(range)} and ${notRejected}) n
      from s join ${liveApps})
    select s.school_id, count(u.id) apps, count(u.id) filter (where u.state = 1) "on",
      count(u.id) filter (where u.state = 1 and u.n > 0) used,
      coalesce(sum(u.n) filter (where u.state = 1), 0) "values"
    from s left join u on u.school_id = s.school_id
    group by s.school_id order by s.school_id`,
  );
  return rows.map((r) => ({
    schoolId: Number(r.school_id),
    apps: Number(r.apps),
    on: Number(r.on),
    used: Number(r.used),
    values: Number(r.values),
  }));
};

export type AppUse = {
  appId: number;
  appName: string;
  taskName: string;
  sceneName: string;
  state: number;
  used: boolean;
  values: number;
  lastFillAt: Date | null;
};

/** One school's data apps with their use in the period (`used`: only used, or only not used), paged in SQL. */
export const appUsePage = async (
  db: Conn,
  school: MonitoredSchool,
  range: DateRange,
  used: "all" | "used" | "unused",
  page: Paging,
): Promise<{ rows: AppUse[]; total: number }> => {
  const where = { all: sql`true`, used: sql`u.used`, unused: sql`not u.used` }[used];
  const rows = await rowsOf(
    db,
    sql`with ${schoolsCte([school])},
    c as (select a.id app_id, a.name app_name, t.name task_name, sc.name scene_name, a.state,
        count(v.id) n, max(v.created_at) last_fill
      from s join ${liveApps}
      left join form_task_value_v v on v.school_id = t.school_id and v.task_id = t.id
        and ${inRange(range)} and ${notRejected}
      group by a.id, a.name, t.name, sc.name, a.state),
    u as (select c.*, c.state = 1 and c.n > 0 used from c)
    select u.*, count(*) over () total from u where ${where}
    order by u.used desc, u.n desc, u.app_name, u.app_id
    limit ${page.limit} offset ${page.offset}`,
  );
  return {
    rows: rows.map((r) => ({
      appId: Number(r.app_id),
      appName: String(r.app_name),
      taskName: String(r.task_name),
      sceneName: String(r.scene_name),
      state: Number(r.state),
      used: yes(r.used),
      values: Number(r.n),
      lastFillAt: when(r.last_fill),
    })),
    total: rows.length > 0 ? Number(rows[0].total) : 0,
  };
};
