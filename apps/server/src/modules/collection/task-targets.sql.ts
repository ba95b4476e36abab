import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { reachedStudent, ruledIn, ruledPeople } from "./task-filler.sql.ts";

type Conn = Db | Tx;

/** The scope of classes a caller sees: null for all of the task's classes. */
export type ClassScope = number[] | null;

/** What decides how a task's targets are found: whom it is about, who fills, and whether rules name them. */
export type TaskShape = { taskId: number; subjectType: number; fillerType: number; ruled: boolean };

/**
 * The shapes of the tasks, in one small query. Completion queries are written for their shape, so that a
 * task without filler rules gets the plain query it always had (the planner's time counts at every call).
 */
export const taskShapes = async (
  db: Conn,
  schoolId: number,
  ids: number[],
): Promise<Map<number, TaskShape>> => {
  const out = new Map<number, TaskShape>();
  if (ids.length === 0) return out;
  const rows = (
    await db.execute(sql`select t.id, t.subject_type, t.filler_type,
        exists (select 1 from task_filler f where f.school_id = t.school_id and f.task_id = t.id) ruled
      from task t where t.school_id = ${schoolId} and t.id = any(${`{${ids.map((n) => Math.trunc(n)).join(",")}}`}::bigint[])`)
  ).rows as Record<string, unknown>[];
  for (const r of rows)
    out.set(Number(r.id), {
      taskId: Number(r.id),
      subjectType: Number(r.subject_type),
      fillerType: Number(r.filler_type),
      ruled: r.ruled === true || r.ruled === "t",
    });
  return out;
};

/** One task's shape (a task that is not there has no targets: shaped as one about students, no rules). */
export const taskShape = async (db: Conn, schoolId: number, taskId: number): Promise<TaskShape> =>
  (await taskShapes(db, schoolId, [taskId])).get(taskId) ?? {
    taskId,
    subjectType: 1,
    fillerType: 1,
    ruled: false,
  };

export const scopeFilter = (scope: ClassScope): SQL =>
  scope === null
    ? sql``
    : sql` and tc.class_id = any(${sql.raw(`'{${scope.map((n) => Math.trunc(n)).join(",") || ""}}'`)}::bigint[])`;

/** A student `sc` of a ruled task has a filler its rules name (needs ruledPeople's CTEs). */
const reached = (schoolId: number, fillerType: number): SQL => {
  if (fillerType === 1) return sql` and sc.student_id in (select person_id from fe_people)`;
  if (fillerType === 2)
    return sql` and exists (select 1 from org_parent_student_v ps join fe_people e on e.person_id = ps.parent_id
      where ps.school_id = ${schoolId} and ps.student_id = sc.student_id)`;
  return sql` and exists (select 1 from org_teacher_class_v tv join fe_people e on e.person_id = tv.teacher_id
      where tv.school_id = ${schoolId} and tv.class_id = sc.class_id)`;
};

/**
 * Whom a task is about, one row each, in the columns of a student row: for a task about students, the
 * students of its classes (limited to a class scope) that a filler its rules name can fill for; for a teacher
 * task, the teachers its rules name (all without rules) with their first department as their "class" (0 and
 * '' without one). Teachers are staff's to follow: a class scope sees none.
 */
const targets = (schoolId: number, shape: TaskShape, scope: ClassScope, classId?: number): SQL => {
  const klass = classId === undefined ? sql`` : sql` and tc.class_id = ${classId}`;
  if (shape.subjectType !== 0)
    return sql`select sc.student_id, sc.student_name, sc.student_no, sc.class_id, sc.class_name, sc.grade_name,
         sc.class_sort, sc.grade_sort
      from task_class tc
      join org_student_class_v sc on sc.school_id = tc.school_id and sc.class_id = tc.class_id
      where tc.school_id = ${schoolId} and tc.task_id = ${shape.taskId}${scopeFilter(scope)}${klass}
        ${shape.ruled ? reached(schoolId, shape.fillerType) : sql``}`;
  return sql`select x.teacher_id student_id, x.teacher_name student_name, '' student_no,
         coalesce(d.dept_id, 0) class_id, coalesce(d.dept_name, '') class_name, '' grade_name,
         coalesce(d.dept_sort, 32767) class_sort, 0 grade_sort
      from org_teacher_v x
      left join lateral (select dept_id, dept_name, dept_sort from org_teacher_dept_v
        where school_id = x.school_id and teacher_id = x.teacher_id order by dept_sort, dept_id limit 1) d on true
      where x.school_id = ${schoolId}${scope === null ? sql`` : sql` and false`}
        ${classId === undefined ? sql`` : sql` and coalesce(d.dept_id, 0) = ${classId}`}
        ${shape.ruled ? sql` and x.teacher_id in (select person_id from fe_people)` : sql``}`;
};

/** The opening of a query over one task's targets `t`: its filler rules' CTEs first when it has rules. */
export const withTargets = (schoolId: number, shape: TaskShape, scope: ClassScope, classId?: number): SQL =>
  shape.ruled
    ? sql`with recursive ${ruledPeople(schoolId, [shape.taskId], [shape.fillerType])},
        t as (${targets(schoolId, shape, scope, classId)})`
    : sql`with t as (${targets(schoolId, shape, scope, classId)})`;

/** A person of a task the rules name (true without rules). */
export const ruledFiller = (shape: TaskShape, person: SQL): SQL =>
  shape.ruled ? sql`${person} in (select person_id from fe_people)` : sql`true`;

/**
 * The CTEs of several tasks' targets as `t(task_id, student_id)`, after `p(task_id, ...)` listing them: the
 * branches for teacher tasks and for rules only when some task needs them. Starts a `with` clause.
 */
export const targetsOfTasks = (schoolId: number, shapes: TaskShape[], scope: ClassScope, p: SQL): SQL => {
  const ruled = shapes.filter((s) => s.ruled);
  const branches: SQL[] = [];
  if (shapes.some((s) => s.subjectType !== 0))
    branches.push(sql`select p.task_id, sc.student_id from p
      join task tk on tk.school_id = ${schoolId} and tk.id = p.task_id and tk.subject_type <> 0
      join task_class tc on tc.school_id = ${schoolId} and tc.task_id = p.task_id${scopeFilter(scope)}
      join org_student_class_v sc on sc.school_id = tc.school_id and sc.class_id = tc.class_id
      ${ruled.length === 0 ? sql`` : sql`where ${reachedStudent(schoolId, { task: sql`p.task_id`, fillerType: sql`tk.filler_type`, student: sql`sc.student_id`, klass: sql`sc.class_id` })}`}`);
  if (shapes.some((s) => s.subjectType === 0))
    branches.push(sql`select p.task_id, x.teacher_id from p
      join task tk on tk.school_id = ${schoolId} and tk.id = p.task_id and tk.subject_type = 0
      join org_teacher_v x on x.school_id = tk.school_id
      where ${scope === null ? sql`true` : sql`false`}
        ${ruled.length === 0 ? sql`` : sql` and ${ruledIn(sql`p.task_id`, sql`x.teacher_id`)}`}`);
  if (branches.length === 0) branches.push(sql`select null::bigint, null::bigint where false`);
  const fillerTypes = [...new Set(ruled.map((s) => s.fillerType))];
  const rules =
    ruled.length === 0
      ? sql``
      : sql`${ruledPeople(
          schoolId,
          ruled.map((s) => s.taskId),
          fillerTypes,
        )},`;
  return sql`with recursive ${rules} p as (${p}), t(task_id, student_id) as (${sql.join(branches, sql` union all `)})`;
};
