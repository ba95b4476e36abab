import type { TaskFillerRule } from "@eos/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { type Caller, callerKeys, fillerOf } from "./task-filler.sql.ts";
import { taskFiller } from "./task-filler.tables.ts";

type Conn = Db | Tx;

/** A filler rule as stored and sent: kind and what it names (see task_filler). */
export type FillerRule = TaskFillerRule;
export type NamedFillerRule = FillerRule & { name: string };

export const setTaskFillers = async (db: Conn, schoolId: number, taskId: number, rules: FillerRule[]) => {
  await db.delete(taskFiller).where(and(eq(taskFiller.schoolId, schoolId), eq(taskFiller.taskId, taskId)));
  if (rules.length > 0)
    await db
      .insert(taskFiller)
      .values(rules.map((r) => ({ schoolId, taskId, kind: r.kind, refId: r.id })))
      .onConflictDoNothing();
};

const rulesValues = (rules: FillerRule[]) =>
  sql.join(
    rules.map((r, i) => sql`(${i}::int, ${r.kind}::text, ${Math.trunc(r.id)}::bigint)`),
    sql`, `,
  );

/**
 * The name of what each rule names, or null when it names nothing of the school: a role, an org unit (a
 * class with its grade), or a person of the filler type. 'all' and duties have no name of their own ("").
 */
const namesOf = async (
  db: Conn,
  schoolId: number,
  fillerType: number,
  rules: FillerRule[],
): Promise<(string | null)[]> => {
  if (rules.length === 0) return [];
  const rows = (
    await db.execute(sql`with r(i, kind, ref_id) as (values ${rulesValues(rules)})
      select r.i, case
        when r.kind = 'all' then case when r.ref_id = 0 then '' end
        when r.kind = 'duty' then case when ${fillerType} = 0 and r.ref_id in (1, 2, 3) then '' end
        when r.kind = 'role' then (select name from role_v x
          where ${fillerType} = 0 and x.school_id = ${schoolId} and x.role_id = r.ref_id)
        when r.kind = 'org' then (select case when u.kind = 'class' and g.name is not null
            then g.name || ' ' || u.name else u.name end
          from org_unit_v u left join org_unit_v g on g.school_id = u.school_id and g.unit_id = u.pid
          where u.school_id = ${schoolId} and u.unit_id = r.ref_id
            and (${fillerType} = 0 or u.kind in ('school', 'grade', 'class')))
        when r.kind = 'user' and ${fillerType} = 0 then (select teacher_name from org_teacher_contact_v x
          where x.school_id = ${schoolId} and x.teacher_id = r.ref_id)
        when r.kind = 'user' and ${fillerType} = 1 then (select student_name from org_student_class_v x
          where x.school_id = ${schoolId} and x.student_id = r.ref_id)
        when r.kind = 'user' and ${fillerType} = 2 then (select parent_name from org_parent_student_v x
          where x.school_id = ${schoolId} and x.parent_id = r.ref_id limit 1)
        end as name
      from r order by r.i`)
  ).rows as { i: unknown; name: unknown }[];
  return rows.map((r) => (r.name === null || r.name === undefined ? null : String(r.name)));
};

/** The rules (of those given) that name nothing a task of this filler type can use. */
export const unknownFillers = async (
  db: Conn,
  schoolId: number,
  fillerType: number,
  rules: FillerRule[],
): Promise<FillerRule[]> => {
  const names = await namesOf(db, schoolId, fillerType, rules);
  return rules.filter((_, i) => names[i] === null);
};

/** Each task's rules with what they name, in the order they were chosen by kind. */
export const fillersOfTasks = async (
  db: Conn,
  schoolId: number,
  tasks: { id: number; fillerType: number }[],
): Promise<Map<number, NamedFillerRule[]>> => {
  const out = new Map<number, NamedFillerRule[]>();
  if (tasks.length === 0) return out;
  const ids = `{${tasks.map((t) => Math.trunc(t.id)).join(",")}}`;
  const rows = (
    await db.execute(sql`select task_id, kind, ref_id from task_filler
      where school_id = ${schoolId} and task_id = any(${ids}::bigint[])
      order by task_id, array_position(array['all', 'duty', 'role', 'org', 'user'], kind), ref_id`)
  ).rows as { task_id: unknown; kind: unknown; ref_id: unknown }[];
  const byTask = new Map<number, FillerRule[]>();
  for (const r of rows) {
    const list = byTask.get(Number(r.task_id)) ?? [];
    list.push({ kind: String(r.kind) as FillerRule["kind"], id: Number(r.ref_id) });
    byTask.set(Number(r.task_id), list);
  }
  for (const t of tasks) {
    const rules = byTask.get(t.id) ?? [];
    const names = await namesOf(db, schoolId, t.fillerType, rules);
    out.set(
      t.id,
      rules.map((r, i) => ({ ...r, name: names[i] ?? "" })),
    );
  }
  return out;
};

/** Whether the caller fills the task: it has no filler rules, or one of them names the caller. */
export const isFillerOf = async (db: Conn, schoolId: number, taskId: number, caller: Caller) => {
  const [row] = (
    await db.execute(sql`with recursive ${callerKeys(schoolId, caller)}
      select ${fillerOf} as ok from task t where t.school_id = ${schoolId} and t.id = ${taskId}`)
  ).rows as { ok: unknown }[];
  return row?.ok === true || row?.ok === "t";
};
