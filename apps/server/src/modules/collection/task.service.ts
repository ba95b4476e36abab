import type { TaskItem, TaskSaveInput } from "@eos/contracts";
import QRCode from "qrcode";
import type { AuthContext } from "../../platform/auth/access.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import { formSummary } from "../forms/index.ts";
import { collectionError } from "./collection.messages.ts";
import type { CollectionDeps } from "./scene.service.ts";
import { findScene } from "./scene.store.ts";
import {
  classesOfTasks,
  existingClasses,
  findTask,
  insertTask,
  setTaskClasses,
  type TaskRow,
  tasksOfScene,
  tasksUsingForm,
  updateTask,
} from "./task.store.ts";
import {
  checkFillers,
  type FillerDeps,
  fillersAndReminders,
  rescheduleReminders,
  saveFillers,
} from "./task-fillers.service.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const itemsOf = async (deps: CollectionDeps, auth: AuthContext, rows: TaskRow[]): Promise<TaskItem[]> => {
  const classes = await classesOfTasks(
    deps.db,
    auth.schoolId,
    rows.map((r) => r.id),
  );
  const { fillers, reminders } = await fillersAndReminders(deps.db, auth.schoolId, rows);
  const forms = new Map<number, string>();
  for (const formId of new Set(rows.map((r) => r.formId)))
    forms.set(formId, (await formSummary(deps.db, auth.schoolId, formId))?.name ?? "");
  return rows.map((r) => ({
    id: r.id,
    sceneId: r.sceneId,
    name: r.name,
    formId: r.formId,
    formName: forms.get(r.formId) ?? "",
    fillerType: r.fillerType,
    subjectType: r.subjectType,
    classIds: (classes.get(r.id) ?? []).map((c) => c.id),
    classNames: (classes.get(r.id) ?? []).map((c) => c.name),
    joinTimeType: r.joinTimeType,
    startAt: iso(r.startAt),
    endAt: iso(r.endAt),
    recurrence: r.recurrence,
    description: r.description,
    autoShow: r.autoShow,
    needReview: r.needReview,
    fillers: fillers.get(r.id) ?? [],
    reminders: reminders.get(r.id) ?? [],
    state: r.state,
    sort: r.sort,
    publishedAt: iso(r.publishedAt),
    updatedAt: r.updatedAt.toISOString(),
  }));
};

export const listTasks = async (deps: CollectionDeps, auth: AuthContext, sceneId: number) => {
  if (!(await findScene(deps.db, auth.schoolId, sceneId))) throw notFound();
  return itemsOf(deps, auth, await tasksOfScene(deps.db, auth.schoolId, sceneId));
};

const mustFind = async (deps: CollectionDeps, auth: AuthContext, id: number): Promise<TaskRow> => {
  const row = await findTask(deps.db, auth.schoolId, id);
  if (!row) throw notFound();
  return row;
};

export const getTask = async (deps: CollectionDeps, auth: AuthContext, id: number): Promise<TaskItem> => {
  const [item] = await itemsOf(deps, auth, [await mustFind(deps, auth, id)]);
  return item;
};

const checkForm = async (deps: CollectionDeps, auth: AuthContext, formId: number) => {
  const form = await formSummary(deps.db, auth.schoolId, formId);
  if (!form) throw notFound();
  if (form.version === null) throw collectionError(400, "formNotReleased", { name: form.name });
};

const checkClasses = async (deps: CollectionDeps, auth: AuthContext, ids: number[]) => {
  const known = await existingClasses(deps.db, auth.schoolId, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw collectionError(400, "unknownClasses", { ids: unknown.join(",") });
};

/**
 * A teacher task (about the filling teacher themself) goes to every teacher: teachers fill it and it names no
 * classes. It may need review: staff (administrators, collection.stats) review teachers' fills.
 */
const checkTeacherTask = (v: TaskSaveInput, classIds: number[]) => {
  if (v.subjectType !== 0) return;
  if (v.fillerType !== 0) throw collectionError(400, "teacherTaskFiller");
  if (classIds.length > 0) throw collectionError(400, "teacherTaskClasses");
};

/**
 * Saves a task: new ones are drafts; a published task stays published (its classes, fillers and window may
 * change). Reminders are written in the saver's language and scheduled anew.
 */
export const saveTask = async (
  deps: FillerDeps,
  auth: AuthContext,
  v: TaskSaveInput,
  lang: Lang = "zh-CN",
) => {
  if (!(await findScene(deps.db, auth.schoolId, v.sceneId))) throw notFound();
  await checkForm(deps, auth, v.formId);
  const classIds = [...new Set(v.classIds)];
  checkTeacherTask(v, classIds);
  await checkClasses(deps, auth, classIds);
  const rules = await checkFillers(deps, auth, v);
  const ranged = v.joinTimeType === 2;
  const values = {
    sceneId: v.sceneId,
    name: v.name,
    formId: v.formId,
    fillerType: v.fillerType,
    subjectType: v.subjectType,
    joinTimeType: v.joinTimeType,
    startAt: ranged && v.startAt ? new Date(v.startAt) : null,
    endAt: ranged && v.endAt ? new Date(v.endAt) : null,
    recurrence: v.recurrence,
    description: v.description,
    autoShow: v.autoShow,
    needReview: v.needReview,
  };
  if (v.id !== undefined) {
    const current = await mustFind(deps, auth, v.id);
    if (current.state === 1 && classIds.length === 0 && v.subjectType === 1)
      throw collectionError(400, "noClasses");
  }
  const saved = await deps.db.transaction(async (tx) => {
    let id = v.id;
    if (id === undefined) id = await insertTask(tx, auth.schoolId, { ...values, createdBy: auth.userId });
    else if (!(await updateTask(tx, auth.schoolId, id, values, deps.now()))) throw notFound();
    await setTaskClasses(tx, auth.schoolId, id, classIds);
    await saveFillers(tx, auth, id, { rules, reminders: v.reminders, lang });
    return { id };
  });
  await rescheduleReminders(deps, auth, saved.id);
  return saved;
};

/**
 * Publishing opens a draft (or reopens a closed task): its form must be released and, unless it is a teacher
 * task, it must name classes.
 */
export const publishTask = async (deps: FillerDeps, auth: AuthContext, id: number) => {
  const row = await mustFind(deps, auth, id);
  if (row.state === 1) throw collectionError(400, "taskNotDraft");
  await checkForm(deps, auth, row.formId);
  const classes = (await classesOfTasks(deps.db, auth.schoolId, [id])).get(id) ?? [];
  if (classes.length === 0 && row.subjectType === 1) throw collectionError(400, "noClasses");
  const now = deps.now();
  await updateTask(deps.db, auth.schoolId, id, { state: 1, publishedAt: row.publishedAt ?? now }, now);
  await rescheduleReminders(deps, auth, id);
  return getTask(deps, auth, id);
};

export const closeTask = async (deps: FillerDeps, auth: AuthContext, id: number) => {
  const row = await mustFind(deps, auth, id);
  if (row.state !== 1) throw collectionError(400, "taskNotDraft");
  await updateTask(deps.db, auth.schoolId, id, { state: 2 }, deps.now());
  await rescheduleReminders(deps, auth, id);
  return getTask(deps, auth, id);
};

export const removeTask = async (deps: FillerDeps, auth: AuthContext, id: number) => {
  await mustFind(deps, auth, id);
  const now = deps.now();
  await updateTask(deps.db, auth.schoolId, id, { deletedAt: now }, now);
  await rescheduleReminders(deps, auth, id);
  return null;
};

/** task/sort: the scene's tasks in the order given (ids of other scenes are refused). */
export const sortTasks = async (
  deps: CollectionDeps,
  auth: AuthContext,
  v: { sceneId: number; ids: number[] },
) => {
  const tasks = await tasksOfScene(deps.db, auth.schoolId, v.sceneId);
  const own = new Set(tasks.map((t) => t.id));
  if (v.ids.some((id) => !own.has(id))) throw notFound();
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    for (const [i, id] of v.ids.entries()) await updateTask(tx, auth.schoolId, id, { sort: i + 1 }, now);
  });
  return null;
};

/** The QR code of a task: it opens the task's form on a phone, where the filler signs in if needed. */
export const taskQr = async (deps: CollectionDeps, auth: AuthContext, id: number, origin: string) => {
  const row = await mustFind(deps, auth, id);
  const url = `${origin}/m/form/${row.formId}?taskId=${row.id}`;
  return { url, svg: await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" }) };
};

/** The forms module's delete guard: a form that live tasks use stays (delete or change the tasks first). */
export const refuseFormInUse =
  (deps: CollectionDeps) =>
  async (auth: AuthContext, formId: number): Promise<void> => {
    const names = await tasksUsingForm(deps.db, auth.schoolId, formId);
    if (names.length > 0) throw collectionError(400, "formUsedByTasks", { names: names.join("、") });
  };
