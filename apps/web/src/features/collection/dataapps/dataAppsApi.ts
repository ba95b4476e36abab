import type { DataApp, DataAppData, DataAppItem, DataAppSave, Page, TaskProgressItem } from "@eos/contracts";
import { downloadFile } from "../../../api/download.ts";
import { request } from "../../../api/request.ts";

/** The console's calls for data apps (reports over a task's values). Pages show refusals themselves. */

export type DataAppsQuery = { page: number; size: number; keyword?: string; state?: number };
export type DataAppView = {
  id: number;
  page: number;
  size: number;
  classId?: number;
  from?: string;
  to?: string;
  sortColumn?: string;
  sortOrder?: "asc" | "desc";
};

export const dataAppKeys = {
  all: ["collection", "dataApps"] as const,
  page: (query: DataAppsQuery) => ["collection", "dataApps", "page", query] as const,
  one: (id: number) => ["collection", "dataApps", "one", id] as const,
  data: (view: DataAppView) => ["collection", "dataApps", "data", view] as const,
  items: (taskId: number) => ["collection", "dataApps", "items", taskId] as const,
  tasks: ["collection", "dataApps", "tasks"] as const,
};

const read = <T>(url: string, params: Record<string, string | number | undefined>) =>
  request<T>({ url, params, noCache: true, noToast: true });

const write = <T>(url: string, data: unknown) =>
  request<T>({ method: "POST", url, data, json: true, lock: true, noToast: true });

export const fetchDataApps = (query: DataAppsQuery) => read<Page<DataApp>>("/v3/dataapp/report/page", query);
export const fetchDataApp = (id: number) => read<DataApp>("/v3/dataapp/report/byid", { id });
export const fetchDataAppItems = (taskId: number) =>
  read<DataAppItem[]>("/v3/dataapp/report/items", { taskId });
export const fetchDataAppData = (view: DataAppView) => read<DataAppData>("/v3/dataapp/report/data", view);
/** The tasks a data app can be built on: published and closed ones. */
export const fetchDataAppTasks = () =>
  read<Page<TaskProgressItem>>("/v3/statistics/task/page", { page: 1, size: 200 });

export const saveDataApp = (input: DataAppSave) => write<{ id: number }>("/v3/dataapp/report/save", input);
export const setDataAppState = (id: number, state: 0 | 1) =>
  write<{ id: number; state: number }>("/v3/dataapp/report/state", { id, state });
export const deleteDataApp = (id: number) => write<null>("/v3/dataapp/report/del", { id });

/** The .xlsx of every row the view shows (not only the page). */
export const downloadDataApp = (view: Omit<DataAppView, "page" | "size">, fileName: string) =>
  downloadFile("/v3/dataapp/report/export", view, fileName);
