import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { notRejected } from "./counted.sql.ts";
import type { ClassScope } from "./progress.store.ts";

const NUMBER = "^\\s*[+-]?([0-9]+([.][0-9]*)?|[.][0-9]+)\\s*$";

/** How an item's stored text is compared: as option ids, as a number, or as text. */
export type ItemKind = "option" | "number" | "text";

export type ItemCondition = {
  itemId: number;
  kind: ItemKind;
  op: "eq" | "contains" | "range";
  value?: string;
  min?: number;
  max?: number;
};

export type DataQuery = {
  schoolId: number;
  taskId: number;
  /** A teacher task (subject_type 0): its rows are about teachers, their department as their "class". */
  teachers: boolean;
  zone: string;
  scope: ClassScope;
  /** Every class listed, or none to keep all. */
  classIds: number[];
  from?: string;
  to?: string;
  conditions: ItemCondition[];
  sort: { column: string; order: "asc" | "desc"; kind: ItemKind };
  /** The items whose values the rows carry. */
  shown: number[];
  limit: number;
  offset: number;
};

export type DataRow = {
  formValueId: number;
  studentName: string;
  studentNo: string;
  gradeName: string;
  className: string;
  userName: string;
  createdAt: Date;
  vals: Map<number, string>;
};

const idArray = (ids: number[]) => sql.raw(`'{${ids.map((n) => Math.trunc(n)).join(",")}}'::bigint[]`);

/** The stored text of one top-level item of value `v` (null when it has none). */
const itemVal = (itemId: number) =>
  sql`(select i.val from form_value_item_v i
    where i.school_id = v.school_id and i.form_value_id = v.id and i.item_id = ${itemId} limit 1)`;

const asNumber = (expr: SQL) => sql`(case when ${expr} ~ ${NUMBER} then trim(${expr})::numeric end)`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const conditionSql = (c: ItemCondition, expr: SQL): SQL => {
  if (c.op === "range") {
    const n = asNumber(expr);
    const parts = [sql`${n} is not null`];
    if (c.min !== undefined) parts.push(sql`${n} >= ${c.min}::numeric`);
    if (c.max !== undefined) parts.push(sql`${n} <= ${c.max}::numeric`);
    return sql.join(parts, sql` and `);
  }
  const value = c.value ?? "";
  if (c.op === "contains") return sql`coalesce(${expr}, '') ilike ${`%${escapeLike(value)}%`}`;
  if (c.kind === "option") return sql`${value} = any(string_to_array(coalesce(${expr}, ''), ','))`;
  if (c.kind === "number") return sql`${asNumber(expr)} = ${Number(value)}::numeric`;
  return sql`trim(coalesce(${expr}, '')) = ${value.trim()}`;
};

/** The ORDER BY of a sort over the rows of `alias` (b: the filtered values, p: the page), nulls last. */
const sortSql = (s: DataQuery["sort"], alias: "b" | "p"): SQL => {
  const by = (cols: string[]) =>
    sql.raw(cols.map((c) => `${alias}.${c} ${s.order === "asc" ? "asc" : "desc"} nulls last`).join(", "));
  if (s.column.startsWith("item:")) {
    const key = sql.raw(`${alias}.s0`);
    const dir = sql.raw(s.order === "asc" ? "asc" : "desc");
    return sql`${s.kind === "number" ? asNumber(key) : key} ${dir} nulls last`;
  }
  if (s.column === "student") return by(["student_no", "student_name"]);
  if (s.column === "class") return by(["grade_sort", "class_sort", "class_id"]);
  if (s.column === "filler") return by(["user_name"]);
  return by(["created_at"]);
};

const dayStart = (date: string, zone: string) => sql`(${date}::date::timestamp at time zone ${zone})`;

/**
 * Whom values are about, as `s` in the columns of org_student_class_v: the students, or for a teacher task the
 * teachers with their first department (0 and '' without one), as the task's completion lists them.
 */
const subjects = (q: DataQuery): SQL =>
  q.teachers
    ? sql`(select x.school_id, x.teacher_id student_id, x.teacher_name student_name, '' student_no,
          coalesce(d.dept_id, 0) class_id, coalesce(d.dept_name, '') class_name, '' grade_name,
          0 grade_sort, coalesce(d.dept_sort, 32767) class_sort
        from org_teacher_v x
        left join lateral (select dept_id, dept_name, dept_sort from org_teacher_dept_v
          where school_id = x.school_id and teacher_id = x.teacher_id order by dept_sort, dept_id limit 1) d on true
        where x.school_id = ${q.schoolId})`
    : sql`org_student_class_v`;

const baseWhere = (q: DataQuery): SQL => {
  const parts: SQL[] = [sql`v.school_id = ${q.schoolId} and v.task_id = ${q.taskId} and ${notRejected}`];
  // Teachers' own values are staff's: a class scope sees none of them.
  if (q.scope !== null && q.teachers) parts.push(sql`false`);
  if (q.scope !== null) parts.push(sql`s.class_id = any(${idArray(q.scope)})`);
  if (q.classIds.length > 0) parts.push(sql`s.class_id = any(${idArray(q.classIds)})`);
  if (q.from) parts.push(sql`v.created_at >= ${dayStart(q.from, q.zone)}`);
  if (q.to) parts.push(sql`v.created_at < (${q.to}::date + 1)::timestamp at time zone ${q.zone}`);
  for (const c of q.conditions) parts.push(conditionSql(c, itemVal(c.itemId)));
  return sql.join(parts, sql` and `);
};

/**
 * A page of a task's counted values about students (or, for a teacher task, teachers), filtered, sorted and paged in SQL over the published
 * views: only the page's rows look up the items they show.
 */
export const dataAppRows = async (db: Db, q: DataQuery): Promise<{ rows: DataRow[]; total: number }> => {
  const sortItem = q.sort.column.startsWith("item:") ? Number(q.sort.column.slice(5)) : null;
  const shown = q.shown;
  const query = sql`with b as (
      select v.id, v.created_at, coalesce(v.user_name, '') user_name, s.student_name, s.student_no,
             s.class_id, s.class_name, s.grade_name, s.grade_sort, s.class_sort,
             ${sortItem === null ? sql`null::text` : itemVal(sortItem)} s0
      from form_task_value_v v
      join ${subjects(q)} s on s.school_id = v.school_id and s.student_id = v.belong_user_id
      where ${baseWhere(q)}),
    p as (select b.*, count(*) over () total from b
      order by ${sortSql(q.sort, "b")}, b.id desc limit ${q.limit} offset ${q.offset})
    select p.*, ${
      shown.length === 0
        ? sql`'{}'::jsonb`
        : sql`(select coalesce(jsonb_object_agg(i.item_id::text, i.val), '{}'::jsonb) from form_value_item_v i
            where i.school_id = ${q.schoolId} and i.form_value_id = p.id and i.item_id = any(${idArray(shown)}))`
    } vals
    from p order by ${sortSql(q.sort, "p")}, p.id desc`;
  const rows = (await db.execute(query)).rows as Record<string, unknown>[];
  return {
    total: rows.length > 0 ? Number(rows[0].total) : 0,
    rows: rows.map((r) => ({
      formValueId: Number(r.id),
      studentName: String(r.student_name),
      studentNo: String(r.student_no),
      gradeName: String(r.grade_name),
      className: String(r.class_name),
      userName: String(r.user_name),
      createdAt: new Date(r.created_at as string),
      vals: new Map(
        Object.entries(
          (typeof r.vals === "string" ? JSON.parse(r.vals) : r.vals) as Record<string, string>,
        ).map(([k, v]) => [Number(k), v]),
      ),
    })),
  };
};
