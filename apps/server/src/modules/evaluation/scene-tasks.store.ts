import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { liveSceneV, liveTaskV } from "../collection/index.ts";

type Conn = Db | Tx;

/** Whether the school has this live scene. */
export const sceneExists = async (db: Conn, schoolId: number, sceneId: number): Promise<boolean> => {
  const [scene] = await db
    .select({ id: liveSceneV.sceneId })
    .from(liveSceneV)
    .where(and(eq(liveSceneV.schoolId, schoolId), eq(liveSceneV.sceneId, sceneId)));
  return scene !== undefined;
};

/** The live tasks of a scene, with the form each fills and the kind of person it is about. */
export const tasksOfScene = async (db: Conn, schoolId: number, sceneId: number) =>
  db
    .select({
      id: liveTaskV.taskId,
      name: liveTaskV.taskName,
      formId: liveTaskV.formId,
      subjectType: liveTaskV.subjectType,
    })
    .from(liveTaskV)
    .where(and(eq(liveTaskV.schoolId, schoolId), eq(liveTaskV.sceneId, sceneId)));

/** Of these task ids, the school's live tasks with their scenes. */
export const scenesOfTasks = async (
  db: Conn,
  schoolId: number,
  taskIds: number[],
): Promise<{ id: number; sceneId: number }[]> =>
  db
    .select({ id: liveTaskV.taskId, sceneId: liveTaskV.sceneId })
    .from(liveTaskV)
    .where(and(eq(liveTaskV.schoolId, schoolId), inArray(liveTaskV.taskId, taskIds)));
