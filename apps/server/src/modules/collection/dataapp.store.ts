import type { DataAppFilters, DataAppSort } from "@eos/contracts";
import { and, count, desc, eq, exists, ilike, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { dataApp, scene, task, taskClass } from "./collection.tables.ts";

type Conn = Db | Tx;

export type DataAppRow = {
  id: number;
  taskId: number;
  taskName: string;
  taskState: number;
  /** 0: a teacher task (about the filling teacher), 1: about students. */
  subjectType: number;
  formId: number;
  name: string;
  columns: string[];
  filters: DataAppFilters;
  sort: DataAppSort;
  state: number;
  updatedAt: Date;
};

const columns = {
  id: dataApp.id,
  taskId: dataApp.taskId,
  taskName: task.name,
  taskState: task.state,
  subjectType: task.subjectType,
  formId: task.formId,
  name: dataApp.name,
  columns: dataApp.columns,
  filters: dataApp.filters,
  sort: dataApp.sort,
  state: dataApp.state,
  updatedAt: dataApp.updatedAt,
};

const liveTask = and(
  eq(task.schoolId, dataApp.schoolId),
  eq(task.id, dataApp.taskId),
  isNull(task.deletedAt),
);
const liveScene = and(eq(scene.schoolId, task.schoolId), eq(scene.id, task.sceneId), isNull(scene.deletedAt));

/** Data apps with their live task (a deleted task's or a deleted scene's reports are gone with it). */
const selectApps = (db: Conn) =>
  db.select(columns).from(dataApp).innerJoin(task, liveTask).innerJoin(scene, liveScene);

const rowOf = (r: Record<string, unknown>): DataAppRow => r as DataAppRow;

export const findDataApp = async (
  db: Conn,
  schoolId: number,
  id: number,
): Promise<DataAppRow | undefined> => {
  const [row] = await selectApps(db).where(and(eq(dataApp.schoolId, schoolId), eq(dataApp.id, id)));
  return row ? rowOf(row) : undefined;
};

export type DataAppPageFilter = {
  keyword?: string;
  taskId?: number;
  state?: number;
  /** Followers see only apps that are on, over tasks that were published. */
  followerOnly: boolean;
  /** A follower's classes (null: every class): they see apps over tasks about one of them. */
  classIds: number[] | null;
  limit: number;
  offset: number;
};

/** The task of the app is about one of these classes. */
const aboutClasses = (db: Conn, classIds: number[]) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(taskClass)
      .where(
        and(
          eq(taskClass.schoolId, task.schoolId),
          eq(taskClass.taskId, task.id),
          inArray(taskClass.classId, classIds),
        ),
      ),
  );

/** Whether a follower with these classes follows the task (it is about one of them). */
export const taskAboutClasses = async (
  db: Conn,
  schoolId: number,
  taskId: number,
  classIds: number[],
): Promise<boolean> => {
  if (classIds.length === 0) return false;
  const rows = await db
    .select({ one: sql`1` })
    .from(taskClass)
    .where(
      and(
        eq(taskClass.schoolId, schoolId),
        eq(taskClass.taskId, taskId),
        inArray(taskClass.classId, classIds),
      ),
    )
    .limit(1);
  return rows.length > 0;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const pageDataApps = async (
  db: Conn,
  schoolId: number,
  f: DataAppPageFilter,
): Promise<{ rows: DataAppRow[]; total: number }> => {
  const where: SQL[] = [eq(dataApp.schoolId, schoolId)];
  if (f.keyword) where.push(ilike(dataApp.name, `%${escapeLike(f.keyword)}%`));
  if (f.taskId !== undefined) where.push(eq(dataApp.taskId, f.taskId));
  if (f.state !== undefined) where.push(eq(dataApp.state, f.state));
  if (f.followerOnly) where.push(eq(dataApp.state, 1), ne(task.state, 0));
  if (f.followerOnly && f.classIds !== null) {
    if (f.classIds.length === 0) return { rows: [], total: 0 };
    where.push(aboutClasses(db, f.classIds));
  }
  const cond = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    selectApps(db)
      .where(cond)
      .orderBy(desc(dataApp.updatedAt), desc(dataApp.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ total: count() })
      .from(dataApp)
      .innerJoin(task, liveTask)
      .innerJoin(scene, liveScene)
      .where(cond),
  ]);
  return { rows: rows.map(rowOf), total: Number(total) };
};

export type DataAppValues = {
  taskId: number;
  name: string;
  columns: string[];
  filters: DataAppFilters;
  sort: DataAppSort;
};

export const insertDataApp = async (
  db: Conn,
  schoolId: number,
  createdBy: number,
  v: DataAppValues,
): Promise<number> => {
  const [row] = await db
    .insert(dataApp)
    .values({ schoolId, createdBy, ...v })
    .returning({ id: dataApp.id });
  return row.id;
};

export const updateDataApp = async (
  db: Conn,
  schoolId: number,
  id: number,
  v: Partial<DataAppValues> & { state?: number },
  now: Date,
): Promise<boolean> => {
  const rows = await db
    .update(dataApp)
    .set({ ...v, updatedAt: now })
    .where(and(eq(dataApp.schoolId, schoolId), eq(dataApp.id, id)))
    .returning({ id: dataApp.id });
  return rows.length > 0;
};

export const deleteDataApp = async (db: Conn, schoolId: number, id: number): Promise<boolean> => {
  const rows = await db
    .delete(dataApp)
    .where(and(eq(dataApp.schoolId, schoolId), eq(dataApp.id, id)))
    .returning({ id: dataApp.id });
  return rows.length > 0;
};
