import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { notRejected } from "./counted.sql.ts";
import { type Caller, callerKeys, fillerOf } from "./task-filler.sql.ts";

type Conn = Db | Tx;

export type TodoRow = {
  taskId: number;
  taskName: string;
  sceneName: string;
  formId: number;
  fillerType: number;
  /** 0: a teacher task about the caller themself (studentId is the teacher's). */
  subjectType: number;
  joinTimeType: number;
  startAt: Date | null;
  endAt: Date | null;
  recurrence: number;
  studentId: number;
  studentName: string;
};

/** Whose students a caller fills about: a student themself, a parent their children, a teacher their classes. */
export type TodoWho =
  | { kind: "student"; studentId: number }
  | { kind: "parent"; parentId: number; childId: number | null }
  | { kind: "teacher"; teacherId: number };

const studentsOf = (schoolId: number, who: TodoWho): SQL => {
  switch (who.kind) {
    case "student":
      return sql`sc.student_id = ${who.studentId}`;
    case "parent":
      return sql`sc.student_id in (select student_id from org_parent_student_v
        where school_id = ${schoolId} and parent_id = ${who.parentId})${
          who.childId === null ? sql`` : sql` and sc.student_id = ${who.childId}`
        }`;
    case "teacher":
      return sql`sc.class_id in (select class_id from org_teacher_class_v
        where school_id = ${schoolId} and teacher_id = ${who.teacherId})`;
  }
};

const fillerTypeOf = { teacher: 0, student: 1, parent: 2 } as const;

/** The caller as the task's filler rules see them. */
const callerOf = (who: TodoWho): Caller => {
  switch (who.kind) {
    case "student":
      return { userType: 1, userId: who.studentId };
    case "parent":
      return { userType: 2, userId: who.parentId };
    case "teacher":
      return { userType: 0, userId: who.teacherId };
  }
};

/** A task `t` of a shown scene `s`. */
const sceneOfTask = sql`join scene s on s.school_id = t.school_id and s.id = t.scene_id and s.deleted_at is null
  and s.shown`;

/** Task `t` is open to the caller: published, of the caller's filler type, inside its window. */
const openTo = (fillerType: number, now: string): SQL => sql`t.deleted_at is null and t.state = 1
  and t.filler_type = ${fillerType}
  and (t.join_time_type <> 2 or (t.start_at <= ${now}::timestamptz and ${now}::timestamptz < t.end_at))`;

/** No counted value of the task about the person since the current period began. */
const notFilledSince = (person: SQL, p: { dayStart: Date; weekStart: Date }): SQL => sql`not exists (
    select 1 from form_task_value_v v
    where v.school_id = t.school_id and v.task_id = t.id and v.belong_user_id = ${person}
      and ${notRejected} and v.created_at >= case t.recurrence
        when 1 then greatest(${p.dayStart.toISOString()}::timestamptz, coalesce(t.start_at, '-infinity'))
        when 2 then greatest(${p.weekStart.toISOString()}::timestamptz, coalesce(t.start_at, '-infinity'))
        else '-infinity'::timestamptz end)`;

/**
 * Every (open task, student) pair still waiting for the caller in the current period, in one query: the
 * caller's students, the open tasks of their classes (published, shown scene, inside the window), minus the
 * students with a value since the period began, of the tasks whose filler rules (if any) name the caller
 * (their keys: roles, duties, units and id, found first); for a teacher also the open teacher tasks (about themself)
 * they have not filled. Period starts arrive computed in the school's time zone.
 */
export const pendingFor = async (
  db: Conn,
  p: { schoolId: number; who: TodoWho; now: Date; dayStart: Date; weekStart: Date; cap: number },
): Promise<TodoRow[]> => {
  const now = p.now.toISOString();
  const fillerType = fillerTypeOf[p.who.kind];
  const own =
    p.who.kind === "teacher"
      ? sql` union all
      select t.id, t.name, s.name, t.form_id, t.filler_type, t.subject_type, t.join_time_type, t.start_at,
             t.end_at, t.recurrence, ${p.who.teacherId}::bigint, '', 0, 0, ''
      from task t ${sceneOfTask}
      where t.school_id = ${p.schoolId} and t.subject_type = 0 and ${openTo(0, now)} and ${fillerOf}
        and ${notFilledSince(sql`${p.who.teacherId}::bigint`, p)}`
      : sql``;
  const rows = (
    await db.execute(sql`
      with recursive ${callerKeys(p.schoolId, callerOf(p.who))},
      sc as materialized (
        select sc.school_id, sc.student_id, sc.student_name, sc.student_no, sc.class_id, sc.grade_sort, sc.class_sort
        from org_student_class_v sc
        where sc.school_id = ${p.schoolId} and ${studentsOf(p.schoolId, p.who)})
      select * from (
        select t.id task_id, t.name task_name, s.name scene_name, t.form_id, t.filler_type, t.subject_type,
               t.join_time_type, t.start_at, t.end_at, t.recurrence, sc.student_id, sc.student_name,
               sc.grade_sort, sc.class_sort, sc.student_no
        from sc
        join task_class tc on tc.school_id = sc.school_id and tc.class_id = sc.class_id
        join task t on t.school_id = tc.school_id and t.id = tc.task_id
        ${sceneOfTask}
        where t.subject_type = 1 and ${openTo(fillerType, now)} and ${fillerOf}
          and ${notFilledSince(sql`sc.student_id`, p)}${own}) x
      order by end_at nulls last, task_id, grade_sort, class_sort, student_no
      limit ${p.cap}`)
  ).rows as Record<string, unknown>[];
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return rows.map((r) => ({
    taskId: Number(r.task_id),
    taskName: String(r.task_name),
    sceneName: String(r.scene_name),
    formId: Number(r.form_id),
    fillerType: Number(r.filler_type),
    subjectType: Number(r.subject_type),
    joinTimeType: Number(r.join_time_type),
    startAt: date(r.start_at),
    endAt: date(r.end_at),
    recurrence: Number(r.recurrence),
    studentId: Number(r.student_id),
    studentName: String(r.student_name),
  }));
};

/** Whether a student already has a value of the task in the period (under the caller's transaction). */
export const hasValueSince = async (
  db: Conn,
  p: { schoolId: number; taskId: number; studentIds: number[]; start: Date | null },
): Promise<number[]> => {
  const ids = `{${p.studentIds.map((n) => Math.trunc(n)).join(",")}}`;
  const rows = (
    await db.execute(sql`select distinct v.belong_user_id from form_task_value_v v
      where v.school_id = ${p.schoolId} and v.task_id = ${p.taskId} and v.belong_user_id = any(${ids}::bigint[])
        and v.created_at >= ${p.start ? p.start.toISOString() : "-infinity"}::timestamptz and ${notRejected}`)
  ).rows as { belong_user_id: unknown }[];
  return rows.map((r) => Number(r.belong_user_id));
};

/** Serialises fills of one task for one student within a transaction (advisory lock, released at commit). */
export const lockStudentFill = async (db: Conn, schoolId: number, taskId: number, studentId: number) => {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`task:${schoolId}:${taskId}:${studentId}`}, 0))`,
  );
};

/** The students (of the given) that are in one of the task's classes. */
export const studentsInTask = async (
  db: Conn,
  p: { schoolId: number; taskId: number; studentIds: number[] },
): Promise<{ studentId: number; classId: number }[]> => {
  if (p.studentIds.length === 0) return [];
  const ids = `{${p.studentIds.map((n) => Math.trunc(n)).join(",")}}`;
  const rows = (
    await db.execute(sql`select sc.student_id, sc.class_id from org_student_class_v sc
      join task_class tc on tc.school_id = sc.school_id and tc.class_id = sc.class_id and tc.task_id = ${p.taskId}
      where sc.school_id = ${p.schoolId} and sc.student_id = any(${ids}::bigint[])`)
  ).rows as Record<string, unknown>[];
  return rows.map((r) => ({ studentId: Number(r.student_id), classId: Number(r.class_id) }));
};

/** A parent's children (ids). */
export const childrenOf = async (db: Conn, schoolId: number, parentId: number): Promise<number[]> =>
  (
    (
      await db.execute(
        sql`select student_id from org_parent_student_v where school_id = ${schoolId} and parent_id = ${parentId}`,
      )
    ).rows as { student_id: unknown }[]
  ).map((r) => Number(r.student_id));
