import type { Page, SceneHallItem } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import { copyReleasedForm } from "../forms/index.ts";
import { listSitesOfArea } from "../school/index.ts";
import { collectionError } from "./collection.messages.ts";
import { type CollectionDeps, taskValuesOf } from "./scene.service.ts";
import { copiedSources, findScene, insertScene, pageShelved } from "./scene.store.ts";
import { insertTask, tasksOfScene } from "./task.store.ts";

/** The other sites of the caller's area (its schools and the area's own site), by id. */
const areaSites = async (deps: CollectionDeps, auth: AuthContext): Promise<Map<number, string>> => {
  if (auth.areaId === null) return new Map();
  const sites = await listSitesOfArea(deps.db, auth.areaId);
  return new Map(sites.filter((s) => s.id !== auth.schoolId).map((s) => [s.id, s.name]));
};

/** The scene hall: scenes shelved by the other schools of the area and by the area itself. */
export const pageHall = async (
  deps: CollectionDeps,
  auth: AuthContext,
  q: { page: number; size: number; keyword?: string },
): Promise<Page<SceneHallItem>> => {
  const sites = await areaSites(deps, auth);
  const { rows, total } = await pageShelved(deps.db, [...sites.keys()], q);
  const copied = await copiedSources(
    deps.db,
    auth.schoolId,
    rows.map((r) => ({ schoolId: r.schoolId, sceneId: r.id })),
  );
  return {
    list: rows.map((r) => ({
      schoolId: r.schoolId,
      schoolName: sites.get(r.schoolId) ?? "",
      sceneId: r.id,
      name: r.name,
      description: r.description,
      classifyName: r.classifyName,
      taskCount: r.taskCount,
      copied: copied.has(`${r.schoolId}:${r.id}`),
    })),
    total,
    page: q.page,
    size: q.size,
  };
};

/**
 * Copies a hall scene into the caller's school: its tasks' forms are copied and released here, its tasks
 * become drafts without classes (classes belong to the other school); the copy starts hidden and unshelved.
 */
export const copyFromHall = async (
  deps: CollectionDeps,
  auth: AuthContext,
  source: { fromSchoolId: number; sceneId: number },
  lang: Lang,
): Promise<{ id: number }> => {
  if (source.fromSchoolId === auth.schoolId) throw collectionError(400, "ownScene");
  const sites = await areaSites(deps, auth);
  const row = sites.has(source.fromSchoolId)
    ? await findScene(deps.db, source.fromSchoolId, source.sceneId)
    : undefined;
  if (!row?.shelved) throw collectionError(404, "notInHall");
  const tasks = await tasksOfScene(deps.db, source.fromSchoolId, source.sceneId);
  // Forms first, each in its own transaction (the forms module's use cases); then the scene and its tasks.
  const forms = new Map<number, number>();
  for (const formId of new Set(tasks.map((t) => t.formId))) {
    const copy = await copyReleasedForm(deps.db, { schoolId: source.fromSchoolId, formId }, auth, lang);
    if (copy) forms.set(formId, copy.id);
  }
  return deps.db.transaction(async (tx) => {
    const id = await insertScene(tx, auth.schoolId, {
      name: row.name,
      classifyId: null,
      description: row.description,
      coverFileId: null,
      columns: row.columns,
      createdBy: auth.userId,
      copiedFromSchoolId: source.fromSchoolId,
      copiedFromSceneId: source.sceneId,
    });
    for (const t of tasks) {
      const formId = forms.get(t.formId);
      if (formId === undefined) continue;
      await insertTask(tx, auth.schoolId, {
        ...taskValuesOf(t),
        sceneId: id,
        formId,
        createdBy: auth.userId,
      });
    }
    return { id };
  });
};

export const ensureScene = async (deps: CollectionDeps, auth: AuthContext, id: number) => {
  if (!(await findScene(deps.db, auth.schoolId, id))) throw notFound();
};
