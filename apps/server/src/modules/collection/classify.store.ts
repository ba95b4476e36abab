import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { scene, sceneClassify } from "./collection.tables.ts";

type Conn = Db | Tx;

export type ClassifyRow = { id: number; pid: number | null; name: string; sort: number; sceneCount: number };

/** The whole tree of a school (a few dozen rows), with how many live scenes each node holds directly. */
export const listClassify = async (db: Conn, schoolId: number): Promise<ClassifyRow[]> => {
  const counts = db
    .select({ classifyId: scene.classifyId, n: count().as("n") })
    .from(scene)
    .where(and(eq(scene.schoolId, schoolId), isNull(scene.deletedAt)))
    .groupBy(scene.classifyId)
    .as("counts");
  const rows = await db
    .select({
      id: sceneClassify.id,
      pid: sceneClassify.pid,
      name: sceneClassify.name,
      sort: sceneClassify.sort,
      sceneCount: sql<number>`coalesce(${counts.n}, 0)`,
    })
    .from(sceneClassify)
    .leftJoin(counts, eq(counts.classifyId, sceneClassify.id))
    .where(eq(sceneClassify.schoolId, schoolId))
    .orderBy(asc(sceneClassify.sort), asc(sceneClassify.id));
  return rows.map((r) => ({ ...r, sceneCount: Number(r.sceneCount) }));
};

export const insertClassify = async (
  db: Conn,
  schoolId: number,
  v: { pid: number | null; name: string },
): Promise<number> => {
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${sceneClassify.sort}), 0) + 1` })
    .from(sceneClassify)
    .where(
      and(
        eq(sceneClassify.schoolId, schoolId),
        v.pid === null ? isNull(sceneClassify.pid) : eq(sceneClassify.pid, v.pid),
      ),
    );
  const [row] = await db
    .insert(sceneClassify)
    .values({ schoolId, pid: v.pid, name: v.name, sort: Number(next) })
    .returning({ id: sceneClassify.id });
  return row.id;
};

export const updateClassify = async (
  db: Conn,
  schoolId: number,
  id: number,
  v: { name?: string; pid?: number | null; sort?: number },
): Promise<boolean> => {
  const rows = await db
    .update(sceneClassify)
    .set(v)
    .where(and(eq(sceneClassify.schoolId, schoolId), eq(sceneClassify.id, id)))
    .returning({ id: sceneClassify.id });
  return rows.length > 0;
};

export const deleteClassify = async (db: Conn, schoolId: number, id: number): Promise<boolean> => {
  const rows = await db
    .delete(sceneClassify)
    .where(and(eq(sceneClassify.schoolId, schoolId), eq(sceneClassify.id, id)))
    .returning({ id: sceneClassify.id });
  return rows.length > 0;
};
