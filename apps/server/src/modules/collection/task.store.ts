import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { classV } from "../org/index.ts";
import { classLabel } from "./collection.format.ts";
import { scene, task, taskClass } from "./collection.tables.ts";

type Conn = Db | Tx;

export type TaskRow = {
  schoolId: number;
  id: number;
  sceneId: number;
  name: string;
  formId: number;
  fillerType: number;
  subjectType: number;
  joinTimeType: number;
  startAt: Date | null;
  endAt: Date | null;
  recurrence: number;
  description: string;
  autoShow: number[];
  needReview: boolean;
  state: number;
  sort: number;
  publishedAt: Date | null;
  updatedAt: Date;
  sceneName: string;
  sceneShown: boolean;
};

const columns = {
  schoolId: task.schoolId,
  id: task.id,
  sceneId: task.sceneId,
  name: task.name,
  formId: task.formId,
  fillerType: task.fillerType,
  subjectType: task.subjectType,
  joinTimeType: task.joinTimeType,
  startAt: task.startAt,
  endAt: task.endAt,
  recurrence: task.recurrence,
  description: task.description,
  autoShow: task.autoShow,
  needReview: task.needReview,
  state: task.state,
  sort: task.sort,
  publishedAt: task.publishedAt,
  updatedAt: task.updatedAt,
  sceneName: scene.name,
  sceneShown: scene.shown,
};

const selectTasks = (db: Conn) =>
  db
    .select(columns)
    .from(task)
    .innerJoin(
      scene,
      and(eq(scene.schoolId, task.schoolId), eq(scene.id, task.sceneId), isNull(scene.deletedAt)),
    );

const normal = (r: Record<string, unknown>): TaskRow =>
  ({ ...r, autoShow: (r.autoShow ?? []) as number[] }) as TaskRow;

export const findTask = async (db: Conn, schoolId: number, id: number): Promise<TaskRow | undefined> => {
  const [row] = await selectTasks(db).where(
    and(eq(task.schoolId, schoolId), eq(task.id, id), isNull(task.deletedAt)),
  );
  return row ? normal(row) : undefined;
};

export const tasksOfScene = async (db: Conn, schoolId: number, sceneId: number): Promise<TaskRow[]> =>
  (
    await selectTasks(db)
      .where(and(eq(task.schoolId, schoolId), eq(task.sceneId, sceneId), isNull(task.deletedAt)))
      .orderBy(asc(task.sort), asc(task.id))
  ).map(normal);

export type TaskValues = {
  sceneId: number;
  name: string;
  formId: number;
  fillerType: number;
  subjectType: number;
  joinTimeType: number;
  startAt: Date | null;
  endAt: Date | null;
  recurrence: number;
  description: string;
  autoShow: number[];
  needReview: boolean;
};

export const insertTask = async (
  db: Conn,
  schoolId: number,
  v: TaskValues & { createdBy: number },
): Promise<number> => {
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${task.sort}), 0) + 1` })
    .from(task)
    .where(and(eq(task.schoolId, schoolId), eq(task.sceneId, v.sceneId)));
  const [row] = await db
    .insert(task)
    .values({ schoolId, ...v, sort: Number(next) })
    .returning({ id: task.id });
  return row.id;
};

export const updateTask = async (
  db: Conn,
  schoolId: number,
  id: number,
  v: Partial<TaskValues> & { state?: number; sort?: number; publishedAt?: Date; deletedAt?: Date },
  now: Date,
): Promise<boolean> => {
  const rows = await db
    .update(task)
    .set({ ...v, updatedAt: now })
    .where(and(eq(task.schoolId, schoolId), eq(task.id, id), isNull(task.deletedAt)))
    .returning({ id: task.id });
  return rows.length > 0;
};

export const setTaskClasses = async (db: Conn, schoolId: number, taskId: number, classIds: number[]) => {
  await db.delete(taskClass).where(and(eq(taskClass.schoolId, schoolId), eq(taskClass.taskId, taskId)));
  if (classIds.length > 0)
    await db.insert(taskClass).values(classIds.map((classId) => ({ schoolId, taskId, classId })));
};

/** The classes of each task, with their names (grade and class), in the school's order. */
export const classesOfTasks = async (
  db: Conn,
  schoolId: number,
  taskIds: number[],
): Promise<Map<number, { id: number; name: string }[]>> => {
  const out = new Map<number, { id: number; name: string }[]>();
  if (taskIds.length === 0) return out;
  const rows = await db
    .select({
      taskId: taskClass.taskId,
      classId: taskClass.classId,
      className: classV.className,
      gradeName: classV.gradeName,
    })
    .from(taskClass)
    .innerJoin(classV, and(eq(classV.schoolId, taskClass.schoolId), eq(classV.classId, taskClass.classId)))
    .where(and(eq(taskClass.schoolId, schoolId), inArray(taskClass.taskId, taskIds)))
    .orderBy(asc(classV.gradeSort), asc(classV.classSort), asc(classV.classId));
  for (const r of rows) {
    const list = out.get(r.taskId) ?? [];
    list.push({ id: r.classId, name: classLabel(r.gradeName, r.className) });
    out.set(r.taskId, list);
  }
  return out;
};

/** Which of the ids are classes of the school. */
export const existingClasses = async (db: Conn, schoolId: number, ids: number[]): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: classV.classId })
    .from(classV)
    .where(and(eq(classV.schoolId, schoolId), inArray(classV.classId, ids)));
  return new Set(rows.map((r) => r.id));
};

/** Published and closed tasks, newest first; with a class scope only tasks about one of those classes. */
export const pageFollowedTasks = async (
  db: Conn,
  schoolId: number,
  q: { keyword?: string; sceneId?: number; classIds: number[] | null; limit: number; offset: number },
): Promise<{ rows: TaskRow[]; total: number }> => {
  const conditions = [eq(task.schoolId, schoolId), isNull(task.deletedAt), inArray(task.state, [1, 2])];
  if (q.sceneId !== undefined) conditions.push(eq(task.sceneId, q.sceneId));
  if (q.keyword) conditions.push(ilike(task.name, `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (q.classIds !== null) {
    if (q.classIds.length === 0) return { rows: [], total: 0 };
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(taskClass)
          .where(
            and(
              eq(taskClass.schoolId, task.schoolId),
              eq(taskClass.taskId, task.id),
              inArray(taskClass.classId, q.classIds),
            ),
          ),
      ),
    );
  }
  const where = and(...conditions);
  const rows = await selectTasks(db)
    .where(where)
    .orderBy(desc(task.publishedAt), desc(task.id))
    .limit(q.limit)
    .offset(q.offset);
  const [{ n }] = await db
    .select({ n: count() })
    .from(task)
    .innerJoin(
      scene,
      and(eq(scene.schoolId, task.schoolId), eq(scene.id, task.sceneId), isNull(scene.deletedAt)),
    )
    .where(where);
  return { rows: rows.map(normal), total: Number(n) };
};

/** The names of live tasks (of live scenes) that use a form. */
export const tasksUsingForm = async (db: Conn, schoolId: number, formId: number): Promise<string[]> =>
  (
    await selectTasks(db)
      .where(and(eq(task.schoolId, schoolId), eq(task.formId, formId), isNull(task.deletedAt)))
      .orderBy(asc(task.id))
      .limit(20)
  ).map((r) => r.name);
