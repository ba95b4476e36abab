import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { notRejected } from "./counted.sql.ts";
import { targetsAcrossSchools, unplainTasks } from "./cross-school-targets.sql.ts";

type Conn = Db | Tx;

/** A school the caller monitors, with the time zone its periods are counted in. */
export type MonitoredSchool = { schoolId: number; zone: string };

/** One finding as the store finds it; names of schools are added by the service. */
export type Finding = {
  schoolId: number;
  taskId: number;
  taskName: string;
  sceneName: string;
  expected: number;
  filled: number;
  userName: string | null;
  studentName: string | null;
  at: Date | null;
  identical: boolean | null;
};
export type FindingPage = { rows: Finding[]; total: number };

/** The classes a caller sees findings of: null for all (staff), else only values about their students. */
export type ClassesSeen = number[] | null;

/**
 * Value `v` of task `t` is about a student of the classes seen (teacher tasks are staff's: a class scope sees
 * none of them, and their subjects are teachers, whose ids may equal a student's).
 */
export const classesSeen = (classes: ClassesSeen): SQL =>
  classes === null
    ? sql``
    : sql` and t.subject_type <> 0 and v.belong_user_id in (select x.student_id from org_student_class_v x
        where x.school_id = v.school_id and x.class_id = any(${classArray(classes)}))`;

/** The classes as a bigint[] parameter. */
export const classArray = (classes: number[]): SQL =>
  sql`${`{${classes.map((n) => Math.trunc(n)).join(",")}}`}::bigint[]`;

/** Task `t` is about students of one of the classes seen (every task when all are seen). */
export const taskSeen = (classes: ClassesSeen): SQL =>
  classes === null
    ? sql``
    : sql` and t.subject_type <> 0 and exists (select 1 from task_class tc where tc.school_id = t.school_id
        and tc.task_id = t.id and tc.class_id = any(${classArray(classes)}))`;
export type Paging = { limit: number; offset: number };

const rowsOf = async (db: Conn, query: SQL) => (await db.execute(query)).rows as Record<string, unknown>[];
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The monitored schools as a CTE `s(school_id, zone)`. */
const schoolsCte = (schools: MonitoredSchool[]) => {
  const ids = `{${schools.map((s) => Math.trunc(s.schoolId)).join(",")}}`;
  const zones = `{${schools.map((s) => `"${s.zone.replace(/["\\]/g, "")}"`).join(",")}}`;
  return sql`s as (select * from unnest(${ids}::bigint[], ${zones}::text[]) as s(school_id, zone))`;
};

/** Live tasks (not deleted, in a live scene) of the monitored schools, as `t` with scene `sc`. */
const liveTasks = sql`task t on t.school_id = s.school_id and t.deleted_at is null
  join scene sc on sc.school_id = t.school_id and sc.id = t.scene_id and sc.deleted_at is null`;

const toFinding = (r: Record<string, unknown>): Finding => ({
  schoolId: Number(r.school_id),
  taskId: Number(r.task_id),
  taskName: String(r.task_name),
  sceneName: String(r.scene_name),
  expected: Number(r.expected ?? 0),
  filled: Number(r.filled ?? 0),
  userName: text(r.user_name),
  studentName: text(r.student_name),
  at: r.found_at ? new Date(r.found_at as string) : null,
  identical:
    r.identical === null || r.identical === undefined ? null : r.identical === true || r.identical === "t",
});

const pageOfRows = (rows: Record<string, unknown>[]): FindingPage => ({
  rows: rows.map(toFinding),
  total: rows.length > 0 ? Number(rows[0].total) : 0,
});

/**
 * The local day or week (Monday first) holding `at`, in the school's zone `s.zone`: the same periods as
 * period.ts computes, here in SQL so that every open task's figures come from one query.
 */
const periodBound = (at: SQL, end: boolean) => sql`(case t.recurrence
    when 1 then (date_trunc('day', ${at} at time zone s.zone) + ${end ? sql`interval '1 day'` : sql`interval '0'`}) at time zone s.zone
    else (date_trunc('week', ${at} at time zone s.zone) + ${end ? sql`interval '7 days'` : sql`interval '0'`}) at time zone s.zone end)`;

/**
 * Open tasks (published, inside their window) whose current period is below `threshold` percent complete,
 * lowest first: periods, expected and filled all computed and paged in SQL; expected and filled count the
 * same people as the school's own completion (teacher tasks, filler rules: targetsAcrossSchools).
 */
export const lowCompletionPage = async (
  db: Conn,
  schools: MonitoredSchool[],
  now: Date,
  threshold: number,
  page: Paging,
  classes: ClassesSeen = null,
): Promise<FindingPage> => {
  if (schools.length === 0) return { rows: [], total: 0 };
  const at = sql`${now.toISOString()}::timestamptz`;
  const ranged = sql`t.join_time_type = 2`;
  // Targets as the school's own completion counts them: teacher tasks and filler rules included.
  const unplain = await unplainTasks(
    db,
    sql`select t.school_id, t.id from unnest(${`{${schools.map((s) => Math.trunc(s.schoolId)).join(",")}}`}::bigint[]) s(school_id)
      join task t on t.school_id = s.school_id and t.deleted_at is null and t.state = 1`,
  );
  return pageOfRows(
    await rowsOf(
      db,
      sql`with ${schoolsCte(schools)},
      p as (select t.school_id, t.id task_id, t.name task_name, sc.name scene_name,
          case when t.recurrence = 0 then case when ${ranged} then t.start_at else '-infinity' end
            else greatest(${periodBound(at, false)}, case when ${ranged} then t.start_at else '-infinity' end)
          end period_start,
          case when t.recurrence = 0 then case when ${ranged} then t.end_at else 'infinity' end
            else least(${periodBound(at, true)}, case when ${ranged} then t.end_at else 'infinity' end)
          end period_end
        from s join ${liveTasks}
        where t.state = 1 and (not ${ranged} or (t.start_at <= ${at} and ${at} < t.end_at))${taskSeen(classes)}),
      f as (select distinct v.school_id, v.task_id, v.belong_user_id
        from p join form_task_value_v v on v.school_id = p.school_id and v.task_id = p.task_id
          and v.created_at >= p.period_start and v.created_at < p.period_end
        where ${notRejected}),
      c as (select p.school_id, p.task_id, count(*) expected, count(f.belong_user_id) filled
        from p
        join (${targetsAcrossSchools(sql`select school_id, task_id from p`, unplain)}) st(school_id, task_id, student_id)
          on st.school_id = p.school_id and st.task_id = p.task_id
        left join f on f.school_id = p.school_id and f.task_id = p.task_id and f.belong_user_id = st.student_id
        ${
          classes === null
            ? sql``
            : sql`where st.student_id in (select x.student_id from org_student_class_v x
                where x.school_id = p.school_id and x.class_id = any(${classArray(classes)}))`
        }
        group by p.school_id, p.task_id)
      select p.school_id, p.task_id, p.task_name, p.scene_name, c.expected, c.filled, count(*) over () total
      from c join p on p.school_id = c.school_id and p.task_id = c.task_id
      where c.expected > 0 and c.filled * 100 < ${threshold} * c.expected
      order by c.filled::float8 / c.expected, p.school_id, p.task_id
      limit ${page.limit} offset ${page.offset}`,
    ),
  );
};

/**
 * Fills of a task made by one person for at least `minCount` students within one minute (a teacher's batch
 * fill, an import), newest first.
 */
export const bulkFillPage = async (
  db: Conn,
  schools: MonitoredSchool[],
  minCount: number,
  page: Paging,
  classes: ClassesSeen = null,
): Promise<FindingPage> => {
  if (schools.length === 0) return { rows: [], total: 0 };
  return pageOfRows(
    await rowsOf(
      db,
      sql`with ${schoolsCte(schools)}
      select v.school_id, v.task_id, t.name task_name, sc.name scene_name, coalesce(max(v.user_name), '') user_name,
        date_trunc('minute', v.created_at) found_at, count(*) filled, count(*) over () total
      from s join ${liveTasks}
      join form_task_value_v v on v.school_id = t.school_id and v.task_id = t.id
      where v.user_id is not null and v.belong_user_id is not null and v.belong_user_id <> v.user_id${classesSeen(classes)}
      group by v.school_id, v.task_id, t.name, sc.name, v.user_id, v.user_type, date_trunc('minute', v.created_at)
      having count(*) >= ${minCount}
      order by found_at desc, v.school_id, v.task_id
      limit ${page.limit} offset ${page.offset}`,
    ),
  );
};

/**
 * Students with more than one counted value in one period of a task (by one filler or several), newest
 * first; `identical` says whether those values hold the same answers. The gate allows one value per student
 * and period, so these come from changes to a task after fills (a daily task made one-off, a wider window)
 * or from values written around the gate. Answers are compared only for the page's students. For a teacher
 * task the one the values are about is the teacher (student and teacher ids are separate).
 */
export const duplicatePage = async (
  db: Conn,
  schools: MonitoredSchool[],
  page: Paging,
  classes: ClassesSeen = null,
): Promise<FindingPage> => {
  if (schools.length === 0) return { rows: [], total: 0 };
  return pageOfRows(
    await rowsOf(
      db,
      sql`with ${schoolsCte(schools)},
      d as (select v.school_id, v.task_id, v.belong_user_id, v.id, v.user_name, v.created_at,
          case when t.recurrence = 0 then null
            else date_trunc(case when t.recurrence = 1 then 'day' else 'week' end, v.created_at at time zone s.zone)
          end period_key
        from s join ${liveTasks}
        join form_task_value_v v on v.school_id = t.school_id and v.task_id = t.id
        where v.belong_user_id is not null and ${notRejected}${classesSeen(classes)}),
      g as (select d.school_id, d.task_id, d.belong_user_id, d.period_key, count(*) filled,
          max(d.created_at) found_at, string_agg(distinct coalesce(d.user_name, ''), ', ') user_name
        from d group by d.school_id, d.task_id, d.belong_user_id, d.period_key having count(*) > 1),
      pg as (select g.*, count(*) over () total from g
        order by g.found_at desc, g.school_id, g.task_id, g.belong_user_id limit ${page.limit} offset ${page.offset})
      select pg.*, t.name task_name, sc.name scene_name, coalesce(st.student_name, te.teacher_name) student_name,
        (select count(distinct coalesce(a.answers, '')) = 1 from d,
           lateral (select string_agg(i.item_id || '=' || i.val, '|' order by i.item_id, i.val) answers
             from form_value_item_v i where i.school_id = d.school_id and i.form_value_id = d.id) a
         where d.school_id = pg.school_id and d.task_id = pg.task_id and d.belong_user_id = pg.belong_user_id
           and d.period_key is not distinct from pg.period_key) identical
      from pg
      join task t on t.school_id = pg.school_id and t.id = pg.task_id
      join scene sc on sc.school_id = t.school_id and sc.id = t.scene_id
      left join org_student_class_v st on t.subject_type <> 0 and st.school_id = pg.school_id
        and st.student_id = pg.belong_user_id
      left join org_teacher_v te on t.subject_type = 0 and te.school_id = pg.school_id
        and te.teacher_id = pg.belong_user_id
      order by pg.found_at desc, pg.school_id, pg.task_id, pg.belong_user_id`,
    ),
  );
};
