import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import type { FormKey, ItemRange } from "../forms/index.ts";
import { notRejected } from "./counted.sql.ts";
import {
  type ClassesSeen,
  classesSeen,
  type FindingPage,
  type MonitoredSchool,
  type Paging,
  taskSeen,
} from "./monitor.store.ts";

type Conn = Db | Tx;

const rowsOf = async (db: Conn, query: SQL) => (await db.execute(query)).rows as Record<string, unknown>[];
const ids = (xs: number[]) => `{${xs.map((n) => Math.trunc(n)).join(",")}}`;
/** A numeric[] literal; null bounds stay NULL. */
const bounds = (xs: (number | null)[]) => `{${xs.map((n) => (n === null ? "NULL" : String(n))).join(",")}}`;
/** What the number controls accept (forms-core's NUMBER_RE), so that the cast below never fails. */
const NUMBER = "^-?[0-9]+([.][0-9]+)?$";

/** The forms of the monitored schools' live tasks (published or closed): whose ranges to ask forms for. */
export const formsOfLiveTasks = async (db: Conn, schools: MonitoredSchool[]): Promise<FormKey[]> => {
  if (schools.length === 0) return [];
  const rows = await rowsOf(
    db,
    sql`select distinct t.school_id, t.form_id from task t
      join scene sc on sc.school_id = t.school_id and sc.id = t.scene_id and sc.deleted_at is null
      where t.school_id = any(${ids(schools.map((s) => s.schoolId))}::bigint[]) and t.deleted_at is null
        and t.state <> 0`,
  );
  return rows.map((r) => ({ schoolId: Number(r.school_id), formId: Number(r.form_id) }));
};

/** The form of a live task (published or closed, in a live scene, about the classes seen); null when none. */
export const liveTaskForm = async (
  db: Conn,
  schoolId: number,
  taskId: number,
  classes: ClassesSeen,
): Promise<number | null> => {
  const [row] = await rowsOf(
    db,
    sql`select t.form_id from task t
      join scene sc on sc.school_id = t.school_id and sc.id = t.scene_id and sc.deleted_at is null
      where t.school_id = ${schoolId} and t.id = ${taskId} and t.deleted_at is null and t.state <> 0${taskSeen(classes)}`,
  );
  return row ? Number(row.form_id) : null;
};

/** The stated ranges as a CTE `r(school_id, form_id, item_id, lo, hi, max_len)`. */
const rangesCte = (ranges: ItemRange[]) => sql`r as (select * from unnest(
    ${ids(ranges.map((r) => r.schoolId))}::bigint[], ${ids(ranges.map((r) => r.formId))}::bigint[],
    ${ids(ranges.map((r) => r.itemId))}::bigint[], ${bounds(ranges.map((r) => r.min))}::numeric[],
    ${bounds(ranges.map((r) => r.max))}::numeric[], ${bounds(ranges.map((r) => r.maxLength))}::int[])
    as r(school_id, form_id, item_id, lo, hi, max_len))`;

/** Value `i` as a number: null unless it is one, so that no cast ever fails whatever order the planner picks. */
const n = sql`(case when i.val ~ ${NUMBER} then i.val::numeric end)`;

/** Value `i` of submission `v` against the stated range `r` of its item: too long, or a number out of bounds. */
const offendingJoin = sql`join form_value_item_v i on i.school_id = v.school_id and i.form_value_id = v.id
  join r on r.school_id = i.school_id and r.form_id = v.form_id and r.item_id = i.item_id`;
const outside = sql`i.val <> '' and ((r.max_len is not null and char_length(i.val) > r.max_len)
  or ${n} < r.lo or ${n} > r.hi)`;

/**
 * Tasks with submissions holding values outside the form's stated ranges (its latest release), newest first:
 * `filled` the offending submissions, `expected` all counted submissions of the task, `at` the latest
 * offending one; in one query. A class scope counts only submissions about its students.
 */
export const outOfRangePage = async (
  db: Conn,
  schools: MonitoredSchool[],
  ranges: ItemRange[],
  classes: ClassesSeen,
  page: Paging,
): Promise<FindingPage> => {
  if (schools.length === 0 || ranges.length === 0) return { rows: [], total: 0 };
  const rows = await rowsOf(
    db,
    sql`with ${rangesCte(ranges)},
    o as (select v.school_id, v.task_id, v.id, v.created_at
      from task t
      join scene sc on sc.school_id = t.school_id and sc.id = t.scene_id and sc.deleted_at is null
      join form_task_value_v v on v.school_id = t.school_id and v.task_id = t.id
      where t.school_id = any(${ids(schools.map((s) => s.schoolId))}::bigint[]) and t.deleted_at is null
        and t.state <> 0 and ${notRejected}${classesSeen(classes)}
        and exists (select 1 from (select 1) one ${offendingJoin} where ${outside})),
    g as (select o.school_id, o.task_id, count(*) filled, max(o.created_at) found_at from o group by 1, 2),
    pg as (select g.*, count(*) over () total from g
      order by g.found_at desc, g.school_id, g.task_id limit ${page.limit} offset ${page.offset})
    select pg.*, t.name task_name, sc.name scene_name,
      (select count(*) from form_task_value_v v where v.school_id = pg.school_id and v.task_id = pg.task_id
        and ${notRejected}${classesSeen(classes)}) expected
    from pg
    join task t on t.school_id = pg.school_id and t.id = pg.task_id
    join scene sc on sc.school_id = t.school_id and sc.id = t.scene_id
    order by pg.found_at desc, pg.school_id, pg.task_id`,
  );
  return {
    rows: rows.map((r) => ({
      schoolId: Number(r.school_id),
      taskId: Number(r.task_id),
      taskName: String(r.task_name),
      sceneName: String(r.scene_name),
      expected: Number(r.expected),
      filled: Number(r.filled),
      userName: null,
      studentName: null,
      at: new Date(r.found_at as string),
      identical: null,
    })),
    total: rows.length > 0 ? Number(rows[0].total) : 0,
  };
};

/** One offending value: who filled it, whom it is about, which item, what, and when. */
export type OffendingValue = {
  formValueId: number;
  itemId: number;
  val: string;
  filledBy: string;
  subjectName: string;
  className: string;
  at: Date;
};

/**
 * The offending values of one task of one school, newest first, paged in SQL. The subject is the student, or for a teacher task the teacher (with their department).
 */
export const offendingValuesPage = async (
  db: Conn,
  school: MonitoredSchool,
  taskId: number,
  ranges: ItemRange[],
  classes: ClassesSeen,
  page: Paging,
): Promise<{ rows: OffendingValue[]; total: number }> => {
  if (ranges.length === 0) return { rows: [], total: 0 };
  const rows = await rowsOf(
    db,
    sql`with ${rangesCte(ranges)},
    o as (select v.id, v.created_at, coalesce(v.user_name, '') filled_by, v.belong_user_id, t.subject_type,
        i.item_id, i.val, count(*) over () total
      from task t
      join form_task_value_v v on v.school_id = t.school_id and v.task_id = t.id
      ${offendingJoin}
      where t.school_id = ${school.schoolId} and t.id = ${taskId} and ${outside}
        and ${notRejected}${classesSeen(classes)}
      order by v.created_at desc, v.id desc, i.item_id
      limit ${page.limit} offset ${page.offset})
    select o.*, coalesce(st.student_name, te.teacher_name, '') subject_name,
      coalesce(st.grade_name || st.class_name, d.dept_name, '') class_name
    from o
    left join org_student_class_v st on o.subject_type <> 0 and st.school_id = ${school.schoolId}
      and st.student_id = o.belong_user_id
    left join org_teacher_v te on o.subject_type = 0 and te.school_id = ${school.schoolId}
      and te.teacher_id = o.belong_user_id
    left join lateral (select dept_name from org_teacher_dept_v x where o.subject_type = 0
      and x.school_id = ${school.schoolId} and x.teacher_id = o.belong_user_id
      order by x.dept_sort, x.dept_id limit 1) d on true
    order by o.created_at desc, o.id desc, o.item_id`,
  );
  return {
    rows: rows.map((r) => ({
      formValueId: Number(r.id),
      itemId: Number(r.item_id),
      val: String(r.val),
      filledBy: String(r.filled_by),
      subjectName: String(r.subject_name),
      className: String(r.class_name),
      at: new Date(r.created_at as string),
    })),
    total: rows.length > 0 ? Number(rows[0].total) : 0,
  };
};
