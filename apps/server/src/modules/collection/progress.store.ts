import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { classLabel } from "./collection.format.ts";
import { notRejected } from "./counted.sql.ts";
import {
  type ClassScope,
  ruledFiller,
  targetsOfTasks,
  taskShape,
  taskShapes,
  withTargets,
} from "./task-targets.sql.ts";

export type { ClassScope } from "./task-targets.sql.ts";

type Conn = Db | Tx;

const rowsOf = async <T>(db: Conn, query: SQL): Promise<T[]> => (await db.execute(query)).rows as T[];
const ts = (d: Date | null, fallback: "-infinity" | "infinity") => (d ? d.toISOString() : fallback);
const num = (v: unknown) => Number(v);

/** The period's bounds as SQL, open ends as infinities. */
const inPeriod = (start: Date | null, end: Date | null) =>
  sql`v.created_at >= ${ts(start, "-infinity")}::timestamptz and v.created_at < ${ts(end, "infinity")}::timestamptz`;

/**
 * Whether student `t` has a counted value of the task in the period (one probe of form_value_task_idx);
 * `onTime` keeps only values made before the period's deadline, its end.
 */
const hasValue = (schoolId: number, taskId: number, start: Date | null, end: Date | null, onTime = false) =>
  sql`exists (
  select 1 from form_task_value_v v
  where v.school_id = ${schoolId} and v.task_id = ${taskId} and v.belong_user_id = t.student_id
    and ${inPeriod(start, end)} and ${notRejected}
    ${onTime ? sql` and v.created_at < ${ts(end, "infinity")}::timestamptz` : sql``})`;

/** The students with a counted value of the task in the period, as a set the planner can hash-join. */
const filledSet = (schoolId: number, taskId: number, start: Date | null, end: Date | null) => sql`
  select distinct v.belong_user_id from form_task_value_v v
  where v.school_id = ${schoolId} and v.task_id = ${taskId} and ${inPeriod(start, end)} and ${notRejected}`;

/** The latest value of student `t` in the period (who filled, when), as a lateral subquery. */
const latestValue = (schoolId: number, taskId: number, start: Date | null, end: Date | null) => sql`lateral (
  select v.id, v.user_name, v.created_at, r.state review_state, r.comment review_comment
  from form_task_value_v v
  left join task_review r on r.school_id = v.school_id and r.form_value_id = v.id
  where v.school_id = ${schoolId} and v.task_id = ${taskId} and v.belong_user_id = t.student_id
    and ${inPeriod(start, end)}
  order by v.created_at desc, v.id desc limit 1)`;

export type ClassCompletion = {
  classId: number;
  className: string;
  gradeName: string;
  expected: number;
  filled: number;
  /** Students whose counted value came before the period's deadline, and those whose came after it. */
  onTime: number;
  late: number;
};

/**
 * Expected, filled, on time and late per class for one task and period, in one grouped query.
 * Late fills: the task gate refuses a fill once its period is over (tasks take no late fills) and each fill
 * counts for the period it was made in, so `late` is 0 by construction; it is computed, not assumed, so that
 * the figure stays true if values ever arrive late by another way.
 */
export const completionByClass = async (
  db: Conn,
  p: { schoolId: number; taskId: number; start: Date | null; end: Date | null; scope: ClassScope },
): Promise<ClassCompletion[]> => {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    // Per-student index probes measured faster here than hashing the filled set (bench/collection).
    sql`${withTargets(p.schoolId, await taskShape(db, p.schoolId, p.taskId), p.scope)}
      select t.class_id, t.class_name, t.grade_name, min(t.grade_sort) gs, min(t.class_sort) cs,
             count(*) expected, count(*) filter (where ${hasValue(p.schoolId, p.taskId, p.start, p.end)}) filled,
             count(*) filter (where ${hasValue(p.schoolId, p.taskId, p.start, p.end, true)}) on_time
      from t
      group by t.class_id, t.class_name, t.grade_name
      order by gs, cs, t.class_id`,
  );
  return rows.map((r) => ({
    classId: num(r.class_id),
    className: String(r.class_name),
    gradeName: String(r.grade_name),
    expected: num(r.expected),
    filled: num(r.filled),
    onTime: num(r.on_time),
    late: num(r.filled) - num(r.on_time),
  }));
};

export type PersonRow = {
  studentId: number;
  studentName: string;
  studentNo: string;
  classId: number;
  className: string;
  filledAt: Date | null;
  filledBy: string | null;
  formValId: number | null;
  /** The student has a value that counts (not rejected in review). */
  filled: boolean;
  /** The latest value came after the period's deadline. */
  late: boolean;
  /** Review of the latest value: null none yet (or not reviewed), 1 passed, 2 rejected. */
  reviewState: number | null;
  reviewComment: string | null;
};

/** The students of a task with their fill in the period, filtered and paged in SQL. */
export const completionPeople = async (
  db: Conn,
  p: {
    schoolId: number;
    taskId: number;
    start: Date | null;
    end: Date | null;
    scope: ClassScope;
    classId?: number;
    state: "all" | "filled" | "missing";
    keyword?: string;
    limit: number;
    offset: number;
  },
): Promise<{ rows: PersonRow[]; total: number }> => {
  const stateFilter =
    p.state === "filled"
      ? sql` and f.belong_user_id is not null`
      : p.state === "missing"
        ? sql` and f.belong_user_id is null`
        : sql``;
  const keyword = p.keyword
    ? sql` and (t.student_name ilike ${`%${p.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or t.student_no = ${p.keyword})`
    : sql``;
  // Filter and page the students first; only the page's rows look up their latest value.
  const shape = await taskShape(db, p.schoolId, p.taskId);
  const base = sql`${withTargets(p.schoolId, shape, p.scope, p.classId)},
      f as (${filledSet(p.schoolId, p.taskId, p.start, p.end)}),
      page as (select t.*, f.belong_user_id is not null is_filled, count(*) over () total
        from t left join f on f.belong_user_id = t.student_id
        where true${stateFilter}${keyword}
        order by t.grade_sort, t.class_sort, t.class_id, t.student_no, t.student_id
        limit ${p.limit} offset ${p.offset})
      select t.*, f.id value_id, f.user_name, f.created_at filled_at, f.review_state, f.review_comment
      from page t left join ${latestValue(p.schoolId, p.taskId, p.start, p.end)} f on true
      order by t.grade_sort, t.class_sort, t.class_id, t.student_no, t.student_id`;
  const rows = await rowsOf<Record<string, unknown>>(db, base);
  return {
    total: rows.length > 0 ? num(rows[0].total) : 0,
    rows: rows.map((r) => ({
      studentId: num(r.student_id),
      studentName: String(r.student_name),
      studentNo: String(r.student_no),
      classId: num(r.class_id),
      className: classLabel(String(r.grade_name), String(r.class_name)),
      filledAt: r.filled_at ? new Date(r.filled_at as string) : null,
      filledBy: r.user_name === null || r.user_name === undefined ? null : String(r.user_name),
      formValId: r.value_id === null || r.value_id === undefined ? null : num(r.value_id),
      filled: r.is_filled === true || r.is_filled === "t",
      late:
        (r.is_filled === true || r.is_filled === "t") &&
        Boolean(r.filled_at && p.end && new Date(r.filled_at as string) >= p.end),
      reviewState: r.review_state === null || r.review_state === undefined ? null : num(r.review_state),
      reviewComment:
        r.review_comment === null || r.review_comment === undefined ? null : String(r.review_comment),
    })),
  };
};

/**
 * Whom to remind of what is missing: the teachers themselves (teacher tasks, with their phones); for tasks
 * about students, the missing students' fillers that the task's rules name (all without rules): their parents
 * (with phones), the students, or their class teachers (one reminder each).
 */
export const recipientsOfMissing = async (
  db: Conn,
  p: {
    schoolId: number;
    task: { id: number; fillerType: number; subjectType: number };
    start: Date | null;
    end: Date | null;
    scope: ClassScope;
    classId?: number;
  },
): Promise<{ userType: number; userId: number; phone: string | null; studentName: string }[]> => {
  const taskId = p.task.id;
  const shape = await taskShape(db, p.schoolId, taskId);
  const missing = sql`${withTargets(p.schoolId, shape, p.scope, p.classId)},
      f as (${filledSet(p.schoolId, taskId, p.start, p.end)}),
      m as (select t.* from t left join f on f.belong_user_id = t.student_id where f.belong_user_id is null)`;
  const ruled = (person: SQL) => ruledFiller(shape, person);
  const query =
    p.task.subjectType === 0
      ? sql`${missing} select 0 user_type, m.student_id user_id, c.teacher_phone phone, m.student_name
          from m left join org_teacher_contact_v c on c.school_id = ${p.schoolId} and c.teacher_id = m.student_id`
      : p.task.fillerType === 2
        ? sql`${missing} select 2 user_type, ps.parent_id user_id, ps.parent_phone phone, m.student_name
          from m join org_parent_student_v ps on ps.school_id = ${p.schoolId} and ps.student_id = m.student_id
          where ${ruled(sql`ps.parent_id`)}`
        : p.task.fillerType === 1
          ? sql`${missing} select 1 user_type, m.student_id user_id, null phone, m.student_name from m`
          : sql`${missing} select 0 user_type, tc.teacher_id user_id, null phone, min(m.student_name) student_name
            from m join org_teacher_class_v tc on tc.school_id = ${p.schoolId} and tc.class_id = m.class_id
            where ${ruled(sql`tc.teacher_id`)}
            group by tc.teacher_id`;
  return (await rowsOf<Record<string, unknown>>(db, query)).map((r) => ({
    userType: num(r.user_type),
    userId: num(r.user_id),
    phone: r.phone === null || r.phone === undefined ? null : String(r.phone),
    studentName: String(r.student_name),
  }));
};

/** The classes a teacher leads or teaches. */
export const classesTaught = async (db: Conn, schoolId: number, teacherId: number): Promise<number[]> =>
  (
    await rowsOf<{ class_id: unknown }>(
      db,
      sql`select class_id from org_teacher_class_v where school_id = ${schoolId} and teacher_id = ${teacherId}`,
    )
  ).map((r) => num(r.class_id));

/** Expected and filled for several tasks at once, each with its own period. */
export const completionOfTasks = async (
  db: Conn,
  schoolId: number,
  tasks: { taskId: number; start: Date | null; end: Date | null }[],
  scope: ClassScope,
): Promise<Map<number, { expected: number; filled: number }>> => {
  const out = new Map<number, { expected: number; filled: number }>();
  if (tasks.length === 0) return out;
  const ids = `{${tasks.map((t) => Math.trunc(t.taskId)).join(",")}}`;
  const starts = `{${tasks.map((t) => ts(t.start, "-infinity")).join(",")}}`;
  const ends = `{${tasks.map((t) => ts(t.end, "infinity")).join(",")}}`;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`${targetsOfTasks(
      schoolId,
      [
        ...(
          await taskShapes(
            db,
            schoolId,
            tasks.map((t) => t.taskId),
          )
        ).values(),
      ],
      scope,
      sql`select * from unnest(${ids}::bigint[], ${starts}::timestamptz[], ${ends}::timestamptz[])
          as p(task_id, period_start, period_end)`,
    )}
      select t.task_id, count(*) expected,
        count(*) filter (where exists (select 1 from form_task_value_v v, p
          where p.task_id = t.task_id and v.school_id = ${schoolId} and v.task_id = t.task_id
            and v.belong_user_id = t.student_id and v.created_at >= p.period_start and v.created_at < p.period_end
            and ${notRejected})) filled
      from t group by t.task_id`,
  );
  for (const r of rows) out.set(num(r.task_id), { expected: num(r.expected), filled: num(r.filled) });
  return out;
};
