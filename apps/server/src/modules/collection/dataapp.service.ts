import type { DataApp, DataAppFilters, DataAppItem, DataAppSort, Page } from "@eos/contracts";
import { lookupControl } from "@eos/forms-core";
import type { AuthContext, CodeResolver } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { notFound } from "../../platform/http/errors.ts";
import { releasedItems } from "../forms/index.ts";
import { dataAppError } from "./dataapp.messages.ts";
import {
  type DataAppRow,
  deleteDataApp,
  findDataApp,
  insertDataApp,
  pageDataApps,
  taskAboutClasses,
  updateDataApp,
} from "./dataapp.store.ts";
import type { ItemKind } from "./dataapp-data.store.ts";
import { classesTaught } from "./progress.store.ts";
import { findTask } from "./task.store.ts";

export type DataAppDeps = { db: Db; now: () => Date; codesOf: CodeResolver };

/** Those who manage data apps: administrators and holders of collection.manage (the scenes' and tasks' staff). */
export const managesDataApps = async (deps: DataAppDeps, auth: AuthContext): Promise<boolean> =>
  auth.isAdmin || (await deps.codesOf(auth)).has("collection.manage");

/** Managers and holders of collection.stats follow every class; other teachers the classes they teach. */
export const classScopeOf = async (deps: DataAppDeps, auth: AuthContext): Promise<number[] | null> =>
  (await managesDataApps(deps, auth)) || (await deps.codesOf(auth)).has("collection.stats")
    ? null
    : classesTaught(deps.db, auth.schoolId, auth.userId);

/** The value kind of an item as data apps compare it. */
export const itemKindOf = (kind: string): ItemKind =>
  kind === "option" || kind === "options"
    ? "option"
    : kind === "integer" || kind === "number"
      ? "number"
      : "text";

/** The top-level items of the task's released form that hold a value. */
export const itemsOfTask = async (
  deps: DataAppDeps,
  schoolId: number,
  taskId: number,
): Promise<DataAppItem[]> => {
  const task = await findTask(deps.db, schoolId, taskId);
  if (!task) throw notFound();
  const items = await releasedItems(deps.db, schoolId, task.formId);
  if (items === null) throw dataAppError(400, "dataAppFormNotReleased");
  return items.flatMap((item) => {
    const spec = lookupControl(item.type);
    if (!spec?.holdsValue || spec.value === "group") return [];
    return [{ id: Number(item.id), name: item.name, kind: spec.value, options: item.options }];
  });
};

const presentOf = (row: DataAppRow, canManage: boolean): DataApp => ({
  id: row.id,
  taskId: row.taskId,
  taskName: row.taskName,
  formId: row.formId,
  name: row.name,
  columns: row.columns,
  filters: { ...row.filters, classIds: row.filters.classIds ?? [], items: row.filters.items ?? [] },
  sort: row.sort,
  state: row.state,
  updatedAt: row.updatedAt.toISOString(),
  canManage,
  teacherTask: row.subjectType === 0,
});

/**
 * Followers see an app that is on, over a published task about one of their classes (as they follow its
 * completion); managers see every app. Answers the caller's class scope for the rows too.
 */
export const visibleDataApp = async (deps: DataAppDeps, auth: AuthContext, id: number) => {
  const row = await findDataApp(deps.db, auth.schoolId, id);
  if (!row) throw notFound();
  const canManage = await managesDataApps(deps, auth);
  if (canManage) return { row, canManage, scope: null };
  if (row.state !== 1 || row.taskState === 0) throw notFound();
  const scope = await classScopeOf(deps, auth);
  if (scope !== null && !(await taskAboutClasses(deps.db, auth.schoolId, row.taskId, scope)))
    throw notFound();
  return { row, canManage, scope };
};

export const dataAppById = async (deps: DataAppDeps, auth: AuthContext, id: number): Promise<DataApp> => {
  const { row, canManage } = await visibleDataApp(deps, auth, id);
  return presentOf(row, canManage);
};

export const pageDataAppsOf = async (
  deps: DataAppDeps,
  auth: AuthContext,
  q: { page: number; size: number; keyword?: string; taskId?: number; state?: number },
): Promise<Page<DataApp>> => {
  const canManage = await managesDataApps(deps, auth);
  const { rows, total } = await pageDataApps(deps.db, auth.schoolId, {
    ...q,
    followerOnly: !canManage,
    classIds: canManage ? null : await classScopeOf(deps, auth),
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { list: rows.map((r) => presentOf(r, canManage)), total, page: q.page, size: q.size };
};

type SaveInput = {
  id?: number;
  taskId: number;
  name: string;
  columns: string[];
  filters: DataAppFilters;
  sort: DataAppSort;
};

/** Every item a column, condition or sort names is a value-holding item of the task's form; ranges on numbers. */
const checkItems = async (deps: DataAppDeps, auth: AuthContext, input: SaveInput) => {
  const items = new Map((await itemsOfTask(deps, auth.schoolId, input.taskId)).map((i) => [i.id, i]));
  const named = [...input.columns, input.sort.column]
    .filter((c) => c.startsWith("item:"))
    .map((c) => Number(c.slice(5)))
    .concat(input.filters.items.map((c) => c.itemId));
  const unknown = [...new Set(named.filter((id) => !items.has(id)))];
  if (unknown.length > 0) throw dataAppError(400, "dataAppUnknownItem", { ids: unknown.join(",") });
  for (const c of input.filters.items) {
    const item = items.get(c.itemId);
    if (item && c.op === "range" && itemKindOf(item.kind) !== "number")
      throw dataAppError(400, "dataAppRangeNeedsNumber", { name: item.name });
  }
};

export const saveDataApp = async (
  deps: DataAppDeps,
  auth: AuthContext,
  input: SaveInput,
): Promise<{ id: number }> => {
  if (input.id !== undefined && !(await findDataApp(deps.db, auth.schoolId, input.id))) throw notFound();
  await checkItems(deps, auth, input);
  const values = {
    taskId: input.taskId,
    name: input.name,
    columns: [...new Set(input.columns)],
    filters: input.filters,
    sort: input.sort,
  };
  if (input.id === undefined) return { id: await insertDataApp(deps.db, auth.schoolId, auth.userId, values) };
  await updateDataApp(deps.db, auth.schoolId, input.id, values, deps.now());
  return { id: input.id };
};

export const setDataAppState = async (
  deps: DataAppDeps,
  auth: AuthContext,
  input: { id: number; state: number },
): Promise<{ id: number; state: number }> => {
  if (!(await findDataApp(deps.db, auth.schoolId, input.id))) throw notFound();
  await updateDataApp(deps.db, auth.schoolId, input.id, { state: input.state }, deps.now());
  return input;
};

export const removeDataApp = async (deps: DataAppDeps, auth: AuthContext, id: number): Promise<void> => {
  if (!(await deleteDataApp(deps.db, auth.schoolId, id))) throw notFound();
};
