import type { Page, SceneAction, SceneClassifyNode, SceneItem, SceneSaveInput } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { notFound } from "../../platform/http/errors.ts";
import { attachFiles, type FileReader, type FileReaders, referableFiles } from "../files/index.ts";
import {
  type ClassifyRow,
  deleteClassify,
  insertClassify,
  listClassify,
  updateClassify,
} from "./classify.store.ts";
import { collectionError, collectionText } from "./collection.messages.ts";
import {
  findScene,
  insertScene,
  pageScenes,
  type SceneRow,
  softDeleteScene,
  updateScene,
} from "./scene.store.ts";
import {
  classesOfTasks,
  insertTask,
  setTaskClasses,
  type TaskRow,
  type TaskValues,
  tasksOfScene,
} from "./task.store.ts";
import { fillersOfTasks, setTaskFillers } from "./task-filler.store.ts";
import { findReminderPlan, saveReminderPlan } from "./task-reminder.store.ts";

export type CollectionDeps = {
  db: Db;
  now: () => Date;
  /** Who may read which files (files module's port): a cover may name only an image the caller may use. */
  fileReaders?: FileReaders;
};

/** Scene covers are shown to everyone of the school who sees its scenes. */
export const sceneCoverFileReader: FileReader = async (_ctx, ids) => ids;

/** The cover an input names, if the caller may use it: an image they uploaded or may read. */
const checkedCover = async (deps: CollectionDeps, auth: AuthContext, id: number | null | undefined) => {
  if (id === null || id === undefined) return null;
  const [file] = await referableFiles(deps.db, { kind: "user", auth }, [id], { readers: deps.fileReaders });
  if (!file?.mime.startsWith("image/")) throw collectionError(400, "coverNotUsable");
  return file.id;
};

/** The editable part of a task, for copies (they start as drafts). */
export const taskValuesOf = (t: TaskRow): TaskValues => ({
  sceneId: t.sceneId,
  name: t.name,
  formId: t.formId,
  fillerType: t.fillerType,
  subjectType: t.subjectType,
  joinTimeType: t.joinTimeType,
  startAt: t.startAt,
  endAt: t.endAt,
  recurrence: t.recurrence,
  description: t.description,
  autoShow: t.autoShow,
  needReview: t.needReview,
});

export const sceneItemOf = (r: SceneRow): SceneItem => ({
  id: r.id,
  name: r.name,
  classifyId: r.classifyId,
  classifyName: r.classifyName,
  description: r.description,
  coverFileId: r.coverFileId,
  columns: r.columns,
  shown: r.shown,
  shelved: r.shelved,
  taskCount: r.taskCount,
  copiedFrom:
    r.copiedFromSchoolId !== null && r.copiedFromSceneId !== null
      ? { schoolId: r.copiedFromSchoolId, sceneId: r.copiedFromSceneId }
      : null,
  updatedAt: r.updatedAt.toISOString(),
});

const treeOf = (rows: ClassifyRow[]): SceneClassifyNode[] => {
  const nodes = new Map<number, SceneClassifyNode>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: SceneClassifyNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id) as SceneClassifyNode;
    const parent = r.pid === null ? undefined : nodes.get(r.pid);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
};

export const classifyTree = async (deps: CollectionDeps, auth: AuthContext) =>
  treeOf(await listClassify(deps.db, auth.schoolId));

/** A node and everything under it, for filtering scenes by a branch and refusing moves into a loop. */
const branchIds = (rows: ClassifyRow[], id: number): number[] => {
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const r of rows) if (r.pid === out[i]) out.push(r.id);
  return out;
};

const checkParent = async (deps: CollectionDeps, auth: AuthContext, pid: number | null, self?: number) => {
  if (pid === null) return;
  const rows = await listClassify(deps.db, auth.schoolId);
  if (!rows.some((r) => r.id === pid)) throw notFound();
  if (self !== undefined && branchIds(rows, self).includes(pid)) throw collectionError(400, "classifyLoop");
};

export const addClassify = async (
  deps: CollectionDeps,
  auth: AuthContext,
  v: { pid?: number | null; name: string },
) => {
  await checkParent(deps, auth, v.pid ?? null);
  return { id: await insertClassify(deps.db, auth.schoolId, { pid: v.pid ?? null, name: v.name }) };
};

export const renameClassify = async (
  deps: CollectionDeps,
  auth: AuthContext,
  v: { id: number; name: string; pid?: number | null },
) => {
  if (v.pid !== undefined) await checkParent(deps, auth, v.pid, v.id);
  if (!(await updateClassify(deps.db, auth.schoolId, v.id, { name: v.name, pid: v.pid }))) throw notFound();
  return null;
};

export const removeClassify = async (deps: CollectionDeps, auth: AuthContext, id: number) => {
  const rows = await listClassify(deps.db, auth.schoolId);
  const node = rows.find((r) => r.id === id);
  if (!node) throw notFound();
  if (node.sceneCount > 0 || rows.some((r) => r.pid === id)) throw collectionError(400, "classifyNotEmpty");
  await deleteClassify(deps.db, auth.schoolId, id);
  return null;
};

/** Sets the order of siblings: the ids given, first to last; they must share one parent. */
export const sortClassify = async (deps: CollectionDeps, auth: AuthContext, ids: number[]) => {
  const rows = await listClassify(deps.db, auth.schoolId);
  const picked = ids.map((id) => rows.find((r) => r.id === id));
  if (picked.some((r) => !r)) throw notFound();
  if (new Set(picked.map((r) => r?.pid ?? null)).size > 1) throw collectionError(400, "classifyLoop");
  await deps.db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) await updateClassify(tx, auth.schoolId, id, { sort: i + 1 });
  });
  return null;
};

export const pageSceneItems = async (
  deps: CollectionDeps,
  auth: AuthContext,
  q: {
    page: number;
    size: number;
    keyword?: string;
    classifyId?: number;
    sortField?: "name" | "updatedAt";
    sortOrder?: "ascend" | "descend";
  },
): Promise<Page<SceneItem>> => {
  const classifyIds =
    q.classifyId === undefined
      ? undefined
      : branchIds(await listClassify(deps.db, auth.schoolId), q.classifyId);
  const { rows, total } = await pageScenes(deps.db, auth.schoolId, { ...q, classifyIds });
  return { list: rows.map(sceneItemOf), total, page: q.page, size: q.size };
};

export const getScene = async (deps: CollectionDeps, auth: AuthContext, id: number): Promise<SceneItem> => {
  const row = await findScene(deps.db, auth.schoolId, id);
  if (!row) throw notFound();
  return sceneItemOf(row);
};

export const saveScene = async (deps: CollectionDeps, auth: AuthContext, v: SceneSaveInput) => {
  const classifyId = v.classifyId ?? null;
  if (classifyId !== null && !(await listClassify(deps.db, auth.schoolId)).some((r) => r.id === classifyId))
    throw notFound();
  const coverFileId = await checkedCover(deps, auth, v.coverFileId);
  const values = { name: v.name, classifyId, description: v.description, coverFileId, columns: v.columns };
  const id =
    v.id === undefined
      ? await insertScene(deps.db, auth.schoolId, { ...values, createdBy: auth.userId })
      : v.id;
  if (v.id !== undefined && !(await updateScene(deps.db, auth.schoolId, id, values, deps.now())))
    throw notFound();
  await attachFiles(
    deps.db,
    auth.schoolId,
    { kind: "sceneCover", id },
    coverFileId === null ? [] : [coverFileId],
  );
  return { id };
};

/** The scene state machine (see sceneActions in the contracts): the reason a transition is refused, if any. */
export const refusal = (s: { shown: boolean; shelved: boolean; taskCount: number }, action: SceneAction) => {
  switch (action) {
    case "show":
      return s.shown ? "alreadyShown" : null;
    case "hide":
      return !s.shown ? "alreadyHidden" : s.shelved ? "shelvedCannotHide" : null;
    case "shelve":
      return s.shelved ? "alreadyShelved" : !s.shown ? "needShown" : s.taskCount === 0 ? "needTask" : null;
    case "unshelve":
      return s.shelved ? null : "notShelved";
  }
};

const effects: Record<SceneAction, { shown?: boolean; shelved?: boolean }> = {
  show: { shown: true },
  hide: { shown: false },
  shelve: { shelved: true },
  unshelve: { shelved: false },
};

export const changeSceneState = async (
  deps: CollectionDeps,
  auth: AuthContext,
  id: number,
  action: SceneAction,
  lang: "zh-CN" | "en-US",
): Promise<SceneItem> => {
  const row = await findScene(deps.db, auth.schoolId, id);
  if (!row) throw notFound();
  const why = refusal(row, action);
  if (why) throw collectionError(400, "badTransition", { action, reason: collectionText[why][lang] });
  await updateScene(deps.db, auth.schoolId, id, effects[action], deps.now());
  return getScene(deps, auth, id);
};

export const removeScene = async (deps: CollectionDeps, auth: AuthContext, id: number) => {
  if (!(await softDeleteScene(deps.db, auth.schoolId, id, deps.now()))) throw notFound();
  return null;
};

/** copyScene: a copy in the same school, hidden and unshelved, its tasks copied as drafts with their classes. */
export const copySceneInSchool = async (deps: CollectionDeps, auth: AuthContext, id: number) => {
  const row = await findScene(deps.db, auth.schoolId, id);
  if (!row) throw notFound();
  const tasks = await tasksOfScene(deps.db, auth.schoolId, id);
  const classes = await classesOfTasks(
    deps.db,
    auth.schoolId,
    tasks.map((t) => t.id),
  );
  // A copy in the same school keeps who fills each task and its reminders (scheduled once it is published).
  const fillers = await fillersOfTasks(deps.db, auth.schoolId, tasks);
  return deps.db.transaction(async (tx) => {
    const copy = await insertScene(tx, auth.schoolId, {
      name: row.name,
      classifyId: row.classifyId,
      description: row.description,
      coverFileId: row.coverFileId,
      columns: row.columns,
      createdBy: auth.userId,
    });
    if (row.coverFileId !== null)
      await attachFiles(tx, auth.schoolId, { kind: "sceneCover", id: copy }, [row.coverFileId]);
    for (const t of tasks) {
      const taskId = await insertTask(tx, auth.schoolId, {
        ...taskValuesOf(t),
        sceneId: copy,
        createdBy: auth.userId,
      });
      await setTaskClasses(
        tx,
        auth.schoolId,
        taskId,
        (classes.get(t.id) ?? []).map((c) => c.id),
      );
      const rules = (fillers.get(t.id) ?? []).map((r) => ({ kind: r.kind, id: r.id }));
      await setTaskFillers(tx, auth.schoolId, taskId, rules);
      const plan = await findReminderPlan(tx, auth.schoolId, t.id);
      if (plan)
        await saveReminderPlan(tx, auth.schoolId, taskId, {
          minutesBefore: plan.minutesBefore,
          lang: plan.lang,
        });
    }
    return { id: copy };
  });
};
