import type { Page, SceneHallItem } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { withSchools } from "../../platform/db/tenant-context.ts";
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
  // The hall is the one place a school reads its area's other sites' rows (their shelved scenes).
  const { rows, total } = await withSchools([...sites.keys()], () =>
    pageShelved(deps.db, [...sites.keys()], q),
  );
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
/** The source scene (shelved), its tasks, and copies here of their forms (each in its own transaction). */
const readAndCopyForms = async (
  deps: CollectionDeps,
  auth: AuthContext,
  source: { fromSchoolId: number; sceneId: number },
  lang: Lang,
) => {
  const row = await findScene(deps.db, source.fromSchoolId, source.sceneId);
  if (!row?.shelved) throw collectionError(404, "notInHall");
  const tasks = await tasksOfScene(deps.db, source.fromSchoolId, source.sceneId);
  const forms = new Map<number, number>();
  for (const formId of new Set(tasks.map((t) => t.formId))) {
    const copy = await copyReleasedForm(deps.db, { schoolId: source.fromSchoolId, formId }, auth, lang);
    if (copy) forms.set(formId, copy.id);
  }
  return { row, tasks, forms };
};

export const copyFromHall = async (
  deps: CollectionDeps,
  auth: AuthContext,
  source: { fromSchoolId: number; sceneId: number },
  lang: Lang,
): Promise<{ id: number }> => {
  if (source.fromSchoolId === auth.schoolId) throw collectionError(400, "ownScene");
  const sites = await areaSites(deps, auth);
  if (!sites.has(source.fromSchoolId)) throw collectionError(404, "notInHall");
  // Reading the source site's scene, tasks and forms is the hall's purpose; the copies are written here.
  const { row, tasks, forms } = await withSchools([source.fromSchoolId], () =>
    readAndCopyForms(deps, auth, source, lang),
  );
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
