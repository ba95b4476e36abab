import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { scene, task } from "./collection.tables.ts";
import { notRejected } from "./counted.sql.ts";
import { targetsAcrossSchools, unplainTasks } from "./cross-school-targets.sql.ts";

type Conn = Db | Tx;

export type CopyTask = {
  schoolId: number;
  sceneId: number;
  taskId: number;
  name: string;
  state: number;
  joinTimeType: number;
  startAt: Date | null;
  endAt: Date | null;
  recurrence: number;
  publishedAt: Date | null;
};

/** The published and closed tasks of the copies of one scene in the given schools. */
export const tasksOfCopies = async (
  db: Conn,
  source: { schoolId: number; sceneId: number },
  schoolIds: number[],
): Promise<CopyTask[]> => {
  if (schoolIds.length === 0) return [];
  return db
    .select({
      schoolId: scene.schoolId,
      sceneId: scene.id,
      taskId: task.id,
      name: task.name,
      state: task.state,
      joinTimeType: task.joinTimeType,
      startAt: task.startAt,
      endAt: task.endAt,
      recurrence: task.recurrence,
      publishedAt: task.publishedAt,
    })
    .from(scene)
    .innerJoin(
      task,
      and(eq(task.schoolId, scene.schoolId), eq(task.sceneId, scene.id), isNull(task.deletedAt)),
    )
    .where(
      and(
        inArray(scene.schoolId, schoolIds),
        eq(scene.copiedFromSchoolId, source.schoolId),
        eq(scene.copiedFromSceneId, source.sceneId),
        isNull(scene.deletedAt),
        inArray(task.state, [1, 2]),
      ),
    );
};

/** Which of the schools hold a (live) copy of the scene. */
export const schoolsWithCopy = async (
  db: Conn,
  source: { schoolId: number; sceneId: number },
  schoolIds: number[],
): Promise<Set<number>> => {
  if (schoolIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ schoolId: scene.schoolId })
    .from(scene)
    .where(
      and(
        inArray(scene.schoolId, schoolIds),
        eq(scene.copiedFromSchoolId, source.schoolId),
        eq(scene.copiedFromSceneId, source.sceneId),
        isNull(scene.deletedAt),
      ),
    );
  return new Set(rows.map((r) => r.schoolId));
};

/**
 * Expected and filled per (school, task), each task with its own period, for many schools in one query:
 * each task's targets as the school's own completion counts them (the students of its classes, or the
 * teachers of a teacher task, as its filler rules narrow them: targetsAcrossSchools), each looked up in the
 * people with a counted value in the period (`f`). `f` is probed as a hashed sub-plan: built once, no
 * DISTINCT, no sort, and no join method for the planner to choose. Its row estimates for joins on
 * (school_id, x) keys are off by orders of magnitude (100,046 targets estimated at 1), so as a left join it
 * sorted both sides to disk for a merge join (×1.7 of a hand-written query at 100 schools × 1,000
 * students; per-student index probes: ×2.4). A small query first finds the tasks that need more than their
 * classes.
 */
export const completionAcrossSchools = async (
  db: Conn,
  tasks: { schoolId: number; taskId: number; start: Date | null; end: Date | null }[],
): Promise<Map<string, { expected: number; filled: number }>> => {
  const out = new Map<string, { expected: number; filled: number }>();
  if (tasks.length === 0) return out;
  const list = (xs: (string | number)[]) => `{${xs.join(",")}}`;
  const schoolIds = list(tasks.map((t) => Math.trunc(t.schoolId)));
  const taskIds = list(tasks.map((t) => Math.trunc(t.taskId)));
  const unplain = await unplainTasks(
    db,
    sql`select * from unnest(${schoolIds}::bigint[], ${taskIds}::bigint[])`,
  );
  const rows = (
    await db.execute(sql`
      with p as (select * from unnest(
          ${schoolIds}::bigint[],
          ${taskIds}::bigint[],
          ${list(tasks.map((t) => t.start?.toISOString() ?? "-infinity"))}::timestamptz[],
          ${list(tasks.map((t) => t.end?.toISOString() ?? "infinity"))}::timestamptz[])
        as p(school_id, task_id, period_start, period_end))
      , f as (select v.school_id, v.task_id, v.belong_user_id
          from p join form_task_value_v v on v.school_id = p.school_id and v.task_id = p.task_id
            and v.created_at >= p.period_start and v.created_at < p.period_end
          where ${notRejected})
      select tg.school_id, tg.task_id, count(*) expected,
        count(*) filter (where (tg.school_id, tg.task_id, tg.student_id)
          in (select school_id, task_id, belong_user_id from f)) filled
      from (${targetsAcrossSchools(sql`select school_id, task_id from p`, unplain)}) tg(school_id, task_id, student_id)
      group by tg.school_id, tg.task_id`)
  ).rows as Record<string, unknown>[];
  for (const r of rows)
    out.set(`${Number(r.school_id)}:${Number(r.task_id)}`, {
      expected: Number(r.expected),
      filled: Number(r.filled),
    });
  return out;
};
