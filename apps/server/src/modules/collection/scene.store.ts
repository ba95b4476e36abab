import type { SceneColumn } from "@eos/contracts";
import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { scene, sceneClassify, task } from "./collection.tables.ts";

type Conn = Db | Tx;

export type SceneRow = {
  schoolId: number;
  id: number;
  name: string;
  classifyId: number | null;
  classifyName: string | null;
  description: string;
  coverFileId: number | null;
  columns: SceneColumn[];
  shown: boolean;
  shelved: boolean;
  taskCount: number;
  copiedFromSchoolId: number | null;
  copiedFromSceneId: number | null;
  updatedAt: Date;
};

const taskCount = sql<number>`(select count(*) from ${task} where ${task.schoolId} = ${scene.schoolId}
  and ${task.sceneId} = ${scene.id} and ${task.deletedAt} is null)`;

const columns = {
  schoolId: scene.schoolId,
  id: scene.id,
  name: scene.name,
  classifyId: scene.classifyId,
  classifyName: sceneClassify.name,
  description: scene.description,
  coverFileId: scene.coverFileId,
  columns: scene.columns,
  shown: scene.shown,
  shelved: scene.shelved,
  taskCount,
  copiedFromSchoolId: scene.copiedFromSchoolId,
  copiedFromSceneId: scene.copiedFromSceneId,
  updatedAt: scene.updatedAt,
};

const normal = (r: Record<string, unknown>): SceneRow =>
  ({ ...r, taskCount: Number(r.taskCount), columns: (r.columns ?? []) as SceneColumn[] }) as SceneRow;

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const selectScenes = (db: Conn) =>
  db
    .select(columns)
    .from(scene)
    .leftJoin(
      sceneClassify,
      and(eq(sceneClassify.schoolId, scene.schoolId), eq(sceneClassify.id, scene.classifyId)),
    );

export const findScene = async (db: Conn, schoolId: number, id: number): Promise<SceneRow | undefined> => {
  const [row] = await selectScenes(db).where(
    and(eq(scene.schoolId, schoolId), eq(scene.id, id), isNull(scene.deletedAt)),
  );
  return row ? normal(row) : undefined;
};

export type ScenePageQuery = {
  page: number;
  size: number;
  keyword?: string;
  classifyIds?: number[];
  sortField?: "name" | "updatedAt";
  sortOrder?: "ascend" | "descend";
};

export const pageScenes = async (
  db: Conn,
  schoolId: number,
  q: ScenePageQuery,
): Promise<{ rows: SceneRow[]; total: number }> => {
  const conditions: SQL[] = [eq(scene.schoolId, schoolId), isNull(scene.deletedAt)];
  if (q.keyword) conditions.push(ilike(scene.name, like(q.keyword)));
  if (q.classifyIds) conditions.push(inArray(scene.classifyId, q.classifyIds));
  const where = and(...conditions);
  const field = q.sortField === "name" ? scene.name : scene.updatedAt;
  const order = q.sortOrder === "ascend" ? asc(field) : desc(field);
  const [rows, [{ n }]] = await Promise.all([
    selectScenes(db)
      .where(where)
      .orderBy(order, desc(scene.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(scene).where(where),
  ]);
  return { rows: rows.map(normal), total: Number(n) };
};

/** Shelved scenes of the given sites (the caller's area), a page at a time. */
export const pageShelved = async (
  db: Conn,
  schoolIds: number[],
  q: { page: number; size: number; keyword?: string },
): Promise<{ rows: SceneRow[]; total: number }> => {
  if (schoolIds.length === 0) return { rows: [], total: 0 };
  const conditions: SQL[] = [
    inArray(scene.schoolId, schoolIds),
    eq(scene.shelved, true),
    isNull(scene.deletedAt),
  ];
  if (q.keyword) conditions.push(ilike(scene.name, like(q.keyword)));
  const where = and(...conditions);
  const [rows, [{ n }]] = await Promise.all([
    selectScenes(db)
      .where(where)
      .orderBy(desc(scene.updatedAt), desc(scene.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(scene).where(where),
  ]);
  return { rows: rows.map(normal), total: Number(n) };
};

/** Which of the given hall scenes the school already copied. */
export const copiedSources = async (
  db: Conn,
  schoolId: number,
  sources: { schoolId: number; sceneId: number }[],
): Promise<Set<string>> => {
  if (sources.length === 0) return new Set();
  const rows = await db
    .select({ s: scene.copiedFromSchoolId, id: scene.copiedFromSceneId })
    .from(scene)
    .where(
      and(
        eq(scene.schoolId, schoolId),
        isNull(scene.deletedAt),
        inArray(
          scene.copiedFromSceneId,
          sources.map((x) => x.sceneId),
        ),
      ),
    );
  return new Set(rows.map((r) => `${r.s}:${r.id}`));
};

export type SceneValues = {
  name: string;
  classifyId: number | null;
  description: string;
  coverFileId: number | null;
  columns: SceneColumn[];
};

export const insertScene = async (
  db: Conn,
  schoolId: number,
  v: SceneValues & { createdBy: number; copiedFromSchoolId?: number; copiedFromSceneId?: number },
): Promise<number> => {
  const [row] = await db
    .insert(scene)
    .values({ schoolId, ...v })
    .returning({ id: scene.id });
  return row.id;
};

export const updateScene = async (
  db: Conn,
  schoolId: number,
  id: number,
  v: Partial<SceneValues> & { shown?: boolean; shelved?: boolean },
  now: Date,
): Promise<boolean> => {
  const rows = await db
    .update(scene)
    .set({ ...v, updatedAt: now })
    .where(and(eq(scene.schoolId, schoolId), eq(scene.id, id), isNull(scene.deletedAt)))
    .returning({ id: scene.id });
  return rows.length > 0;
};

/** Soft delete: its tasks go with it; values filled for them stay with the forms. */
export const softDeleteScene = async (
  db: Conn,
  schoolId: number,
  id: number,
  now: Date,
): Promise<boolean> => {
  const rows = await db
    .update(scene)
    .set({ deletedAt: now, classifyId: null, shelved: false, shown: false })
    .where(and(eq(scene.schoolId, schoolId), eq(scene.id, id), isNull(scene.deletedAt)))
    .returning({ id: scene.id });
  if (rows.length === 0) return false;
  await db
    .update(task)
    .set({ deletedAt: now })
    .where(and(eq(task.schoolId, schoolId), eq(task.sceneId, id), isNull(task.deletedAt)));
  return true;
};
