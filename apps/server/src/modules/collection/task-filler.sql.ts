import { type SQL, sql } from "drizzle-orm";

/**
 * SQL pieces that apply a task's filler rules (task_filler) through the published views (org_unit_v,
 * org_teacher_contact_v, org_teacher_unit_v, role_teacher_v, org_student_class_v, org_parent_student_v). They are CTEs
 * for a query that starts with `with recursive`, so that every use stays one statement.
 */

/** Who asks: a teacher (0), a student (1) or a parent (2). */
export type Caller = { userType: number; userId: number };

const unitsOf = (schoolId: number, c: Caller): SQL => {
  if (c.userType === 0)
    return sql`select org_id from org_teacher_unit_v where school_id = ${schoolId} and teacher_id = ${c.userId}`;
  if (c.userType === 1)
    return sql`select class_id from org_student_class_v where school_id = ${schoolId} and student_id = ${c.userId}`;
  return sql`select sc.class_id from org_parent_student_v ps
    join org_student_class_v sc on sc.school_id = ps.school_id and sc.student_id = ps.student_id
    where ps.school_id = ${schoolId} and ps.parent_id = ${c.userId}`;
};

const teacherKeys = (schoolId: number, c: Caller): SQL =>
  c.userType !== 0
    ? sql``
    : sql`
      union all select 'role', role_id from role_teacher_v where school_id = ${schoolId} and teacher_id = ${c.userId}
      union all select 'duty', case duty when 'leader' then 1 else 2 end from org_teacher_unit_v
        where school_id = ${schoolId} and teacher_id = ${c.userId} and duty in ('leader', 'subject')
      union all select 'duty', 3 from org_teacher_contact_v
        where school_id = ${schoolId} and teacher_id = ${c.userId} and is_admin = 1`;

/**
 * CTEs `fk_anc` and `fk_keys(kind, ref_id)`: every rule key that names the caller: 'all', their own id, the
 * org units they belong to (a teacher's departments and classes, a student's class, a parent's children's
 * classes) and all units above them, and for teachers their roles and duties. A handful of rows, found by index.
 */
export const callerKeys = (schoolId: number, c: Caller): SQL => sql`fk_anc(unit_id, pid) as (
      select u.unit_id, u.pid from org_unit_v u
      where u.school_id = ${schoolId} and u.unit_id in (${unitsOf(schoolId, c)})
      union
      select u.unit_id, u.pid from org_unit_v u join fk_anc a on u.school_id = ${schoolId} and u.unit_id = a.pid),
    fk_keys(kind, ref_id) as (
      select 'all'::text, 0::bigint
      union all select 'user', ${c.userId}::bigint
      union all select 'org', unit_id from fk_anc${teacherKeys(schoolId, c)})`;

/** Task `t` has filler rules. */
export const hasRules = sql`exists (select 1 from task_filler f0
  where f0.school_id = t.school_id and f0.task_id = t.id)`;

/** One of task `t`'s rules names the caller (needs callerKeys' CTEs). */
export const rulesNameCaller = sql`exists (select 1 from task_filler f1
  join fk_keys k on k.kind = f1.kind and k.ref_id = f1.ref_id
  where f1.school_id = t.school_id and f1.task_id = t.id)`;

/** Task `t` is for the caller: it has no rules, or one names them (needs callerKeys' CTEs). */
export const fillerOf = sql`(not ${hasRules} or ${rulesNameCaller})`;

const idArray = (ids: number[]) => `{${ids.map((n) => Math.trunc(n)).join(",")}}`;

/**
 * CTEs `fe_rules`, `fe_units` and `fe_people(task_id, person_id)`: for each of the tasks, the people its rules
 * name, of the task's filler type. Org rules reach everything under the unit: a grade's classes, a
 * department's sub-departments; teachers through their places in units, students through their class and
 * parents through their children's classes. Tasks without rules have no rows here. Only the branches of the
 * filler types given are written: planning the full union costs more than running it.
 */
export const ruledPeople = (schoolId: number, taskIds: number[], fillerTypes: number[]): SQL => {
  const S = schoolId;
  const branches: SQL[] = [];
  if (fillerTypes.includes(0))
    branches.push(
      sql`select r.task_id, x.teacher_id from fe_rules r join org_teacher_contact_v x on x.school_id = ${S}
        where r.kind = 'all' and r.filler_type = 0`,
      sql`select r.task_id, x.teacher_id from fe_rules r
        join org_teacher_contact_v x on x.school_id = ${S} and x.teacher_id = r.ref_id
        where r.kind = 'user' and r.filler_type = 0`,
      sql`select r.task_id, x.teacher_id from fe_rules r join org_teacher_contact_v x on x.school_id = ${S}
        where r.kind = 'duty' and r.ref_id = 3 and x.is_admin = 1 and r.filler_type = 0`,
      sql`select r.task_id, x.teacher_id from fe_rules r
        join role_teacher_v x on x.school_id = ${S} and x.role_id = r.ref_id
        where r.kind = 'role' and r.filler_type = 0`,
      sql`select r.task_id, x.teacher_id from fe_rules r join org_teacher_unit_v x on x.school_id = ${S}
        and x.duty = case r.ref_id when 1 then 'leader' else 'subject' end
        where r.kind = 'duty' and r.ref_id in (1, 2) and r.filler_type = 0`,
      sql`select u.task_id, x.teacher_id from fe_units u
        join org_teacher_unit_v x on x.school_id = ${S} and x.org_id = u.unit_id
        where u.filler_type = 0`,
    );
  if (fillerTypes.includes(1))
    branches.push(
      sql`select r.task_id, x.student_id from fe_rules r join org_student_class_v x on x.school_id = ${S}
        where r.kind = 'all' and r.filler_type = 1`,
      sql`select r.task_id, x.student_id from fe_rules r
        join org_student_class_v x on x.school_id = ${S} and x.student_id = r.ref_id
        where r.kind = 'user' and r.filler_type = 1`,
      sql`select u.task_id, x.student_id from fe_units u
        join org_student_class_v x on x.school_id = ${S} and x.class_id = u.unit_id
        where u.filler_type = 1`,
    );
  if (fillerTypes.includes(2))
    branches.push(
      sql`select r.task_id, x.parent_id from fe_rules r join org_parent_student_v x on x.school_id = ${S}
        where r.kind = 'all' and r.filler_type = 2`,
      sql`select r.task_id, x.parent_id from fe_rules r
        join org_parent_student_v x on x.school_id = ${S} and x.parent_id = r.ref_id
        where r.kind = 'user' and r.filler_type = 2`,
      sql`select u.task_id, p.parent_id from fe_units u
        join org_student_class_v x on x.school_id = ${S} and x.class_id = u.unit_id
        join org_parent_student_v p on p.school_id = x.school_id and p.student_id = x.student_id
        where u.filler_type = 2`,
    );
  if (branches.length === 0) branches.push(sql`select null::bigint, null::bigint where false`);
  return sql`fe_rules as (
      select f.task_id, f.kind, f.ref_id, t.filler_type from task_filler f
      join task t on t.school_id = f.school_id and t.id = f.task_id
      where f.school_id = ${S} and f.task_id = any(${idArray(taskIds)}::bigint[])),
    fe_units(task_id, filler_type, unit_id) as (
      select task_id, filler_type, ref_id from fe_rules where kind = 'org'
      union
      select u.task_id, u.filler_type, c.unit_id from fe_units u
      join org_unit_v c on c.school_id = ${S} and c.pid = u.unit_id),
    fe_people(task_id, person_id) as (${sql.join(branches, sql` union `)})`;
};

/**
 * Whether a student (`student`, in class `klass`) of task `task` has a filler the task's rules name: the
 * student themself (filler type 1), one of their parents (2) or one of their class's teachers (0). A task
 * without rules reaches all of its students. Needs ruledPeople's CTEs.
 */
export const reachedStudent = (
  schoolId: number,
  x: { task: SQL; fillerType: SQL; student: SQL; klass: SQL },
): SQL => sql`(not exists (select 1 from fe_rules r where r.task_id = ${x.task}) or case ${x.fillerType}
    when 1 then ${x.student} in (select e.person_id from fe_people e where e.task_id = ${x.task})
    when 2 then exists (select 1 from org_parent_student_v ps
      join fe_people e on e.task_id = ${x.task} and e.person_id = ps.parent_id
      where ps.school_id = ${schoolId} and ps.student_id = ${x.student})
    else exists (select 1 from org_teacher_class_v tv
      join fe_people e on e.task_id = ${x.task} and e.person_id = tv.teacher_id
      where tv.school_id = ${schoolId} and tv.class_id = ${x.klass}) end)`;

/** Whether a person is one the task's rules name (or the task has no rules). Needs ruledPeople's CTEs. */
export const ruledIn = (task: SQL, person: SQL): SQL => sql`(not exists (select 1 from fe_rules r
    where r.task_id = ${task}) or ${person} in (select e.person_id from fe_people e where e.task_id = ${task}))`;
