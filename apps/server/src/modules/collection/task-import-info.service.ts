import type { ImportTaskDetail, RoleDutyList } from "@eos/contracts";
import type { Lang } from "@eos/forms-core";
import type { AuthContext, CodeResolver } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { notFound } from "../../platform/http/errors.ts";
import {
  formSummary,
  type ImportFormInfo,
  importFormInfo,
  importTemplate,
  taskImportFigures,
} from "../forms/index.ts";
import { adminTeachersOf, dutyKinds } from "../org/index.ts";
import { schoolRoles } from "../roles/index.ts";
import { schoolTimeZone } from "../school/index.ts";
import { isOpen, periodAt } from "./period.ts";
import { findTask, type TaskRow } from "./task.store.ts";
import { taskGateOf } from "./task-gate.ts";
import { taskValueCounts } from "./task-import-info.store.ts";

export type ImportInfoDeps = { db: Db; now: () => Date; codesOf: CodeResolver };

/** The caller's school's task; another school's id, or a deleted task, is not found. */
const taskOf = async (deps: ImportInfoDeps, auth: AuthContext, taskId: number): Promise<TaskRow> => {
  const task = await findTask(deps.db, auth.schoolId, taskId);
  if (!task) throw notFound();
  return task;
};

/** Why the task takes no import now, in the order a person would fix it; null when it does. */
const blockerOf = (task: TaskRow, now: Date): ImportTaskDetail["blockedBy"] => {
  if (task.state === 0) return "draft";
  if (task.state !== 1) return "closed";
  if (!isOpen(task, now)) return "notOpen";
  if (!task.sceneShown) return "sceneHidden";
  if (task.fillerType !== 0) return "notTeachers";
  return null;
};

/** "Task detail" of the import screen: the task, its scene and form, its period and its imports and values. */
export const importTaskDetail = async (
  deps: ImportInfoDeps,
  auth: AuthContext,
  taskId: number,
): Promise<ImportTaskDetail> => {
  const task = await taskOf(deps, auth, taskId);
  const now = deps.now();
  const period = periodAt(task, now, await schoolTimeZone(deps.db, auth.schoolId));
  const [form, imports, values] = await Promise.all([
    formSummary(deps.db, auth.schoolId, task.formId),
    taskImportFigures(deps.db, auth.schoolId, task.id),
    taskValueCounts(deps.db, auth.schoolId, task.id, period),
  ]);
  return {
    id: task.id,
    name: task.name,
    scene: { id: task.sceneId, name: task.sceneName, shown: task.sceneShown },
    form: form ?? { id: task.formId, name: "", version: null },
    fillerType: task.fillerType,
    subjectType: task.subjectType,
    state: task.state,
    recurrence: task.recurrence,
    period: { start: period.start?.toISOString() ?? null, end: period.end?.toISOString() ?? null },
    open: task.state === 1 && task.sceneShown && isOpen(task, now),
    blockedBy: blockerOf(task, now),
    imports,
    values,
  };
};

/** "Form, form item info by task id": the task's released form as the import template's columns. */
export const importFormInfoOfTask = async (
  deps: ImportInfoDeps,
  auth: AuthContext,
  taskId: number,
  lang: Lang,
): Promise<ImportFormInfo & { taskId: number }> => {
  const task = await taskOf(deps, auth, taskId);
  return { taskId: task.id, ...(await importFormInfo(deps, auth.schoolId, task.formId, true, lang)) };
};

/**
 * "Export form": the task's import template, the same file as the form data page's import/template with
 * taskId (one implementation), so it refuses what an import into the task would refuse.
 */
export const importTemplateOfTask = async (
  deps: ImportInfoDeps,
  auth: AuthContext,
  taskId: number,
  lang: Lang,
) => {
  const task = await taskOf(deps, auth, taskId);
  const forms = { ...deps, taskGate: taskGateOf(deps) };
  return importTemplate(forms, auth, { formId: task.formId, taskId: task.id }, lang);
};

/**
 * "Role and duty list": the school's teaching duties and administrators (the duty ids task filler rules
 * use: 1 class leaders, 2 subject teachers, 3 administrators) and its custom roles, each with how many hold it.
 */
export const roleDutyList = async (deps: ImportInfoDeps, auth: AuthContext): Promise<RoleDutyList> => {
  const [kinds, admins, roles] = await Promise.all([
    dutyKinds(deps.db, auth.schoolId),
    adminTeachersOf(deps.db, auth.schoolId),
    schoolRoles(deps.db, auth.schoolId),
  ]);
  const of = (duty: "leader" | "subject") =>
    kinds.find((k) => k.duty === duty) ?? { teachers: 0, classes: 0, subjects: [] };
  const leader = of("leader");
  const subject = of("subject");
  return {
    duties: [
      { id: 1, key: "leader", teachers: leader.teachers, classes: leader.classes, subjects: [] },
      {
        id: 2,
        key: "subject",
        teachers: subject.teachers,
        classes: subject.classes,
        subjects: subject.subjects,
      },
      { id: 3, key: "admin", teachers: admins.length, classes: 0, subjects: [] },
    ],
    roles,
  };
};
