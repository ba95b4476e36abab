import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { type TaskShape, targetsOfTasks } from "./task-targets.sql.ts";

type Conn = Db | Tx;

/** A task of some school whose targets need more than its classes: a teacher task or one with filler rules. */
export type SchoolTaskShape = TaskShape & { schoolId: number };

const ids = (xs: number[]) => `{${xs.map((n) => Math.trunc(n)).join(",")}}`;

/**
 * Of the tasks `source` lists as rows (school_id, task_id), those whose targets are not simply the students
 * of their classes (teacher tasks, tasks with filler rules), with their shapes: one small query by index.
 */
export const unplainTasks = async (db: Conn, source: SQL): Promise<SchoolTaskShape[]> => {
  const rows = (
    await db.execute(sql`select t.school_id, t.id, t.subject_type, t.filler_type,
        exists (select 1 from task_filler f where f.school_id = t.school_id and f.task_id = t.id) ruled
      from (${source}) q(school_id, task_id)
      join task t on t.school_id = q.school_id and t.id = q.task_id
      where t.subject_type = 0
        or exists (select 1 from task_filler f where f.school_id = t.school_id and f.task_id = t.id)`)
  ).rows as Record<string, unknown>[];
  return rows.map((r) => ({
    schoolId: Number(r.school_id),
    taskId: Number(r.id),
    subjectType: Number(r.subject_type),
    fillerType: Number(r.filler_type),
    ruled: r.ruled === true || r.ruled === "t",
  }));
};

/**
 * The targets of tasks across schools as rows (school_id, task_id, student_id), the same people as the
 * school's own completion counts (targetsOfTasks, no class scope). `plain` lists the tasks as rows
 * (school_id, task_id); those in `unplain` (teacher tasks, tasks with rules) are left out of the plain
 * branch, the students of their classes, and each school's are found by targetsOfTasks in a subquery of
 * their own, so that a region of plain tasks keeps the plain query.
 */
export const targetsAcrossSchools = (plain: SQL, unplain: SchoolTaskShape[]): SQL => {
  const except =
    unplain.length === 0
      ? sql``
      : sql` where (q.school_id, q.task_id) not in (select * from unnest(
          ${ids(unplain.map((s) => s.schoolId))}::bigint[], ${ids(unplain.map((s) => s.taskId))}::bigint[]))`;
  const branches: SQL[] = [
    sql`select q.school_id, q.task_id, sc.student_id
      from (${plain}) q(school_id, task_id)
      join task_class tc on tc.school_id = q.school_id and tc.task_id = q.task_id
      join org_student_class_v sc on sc.school_id = tc.school_id and sc.class_id = tc.class_id${except}`,
  ];
  const bySchool = new Map<number, SchoolTaskShape[]>();
  for (const s of unplain) bySchool.set(s.schoolId, [...(bySchool.get(s.schoolId) ?? []), s]);
  for (const [schoolId, shapes] of bySchool)
    branches.push(
      sql`select ${Math.trunc(schoolId)}::bigint, x.task_id, x.student_id from (${targetsOfTasks(
        schoolId,
        shapes,
        null,
        sql`select * from unnest(${ids(shapes.map((s) => s.taskId))}::bigint[]) as p(task_id)`,
      )} select task_id, student_id from t) x`,
    );
  return sql.join(branches, sql` union all `);
};
