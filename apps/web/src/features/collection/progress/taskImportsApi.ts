import type { FormImport, ImportFormInfo, ImportTaskDetail, Page } from "@eos/contracts";
import { downloadFile } from "../../../api/download.ts";
import { get, request } from "../../../api/request.ts";

/** A task's import as its Imports tab lists it (/v3/formImport/page). */
export type TaskImport = FormImport & {
  values: number;
  createdBy: number | null;
  replacesId: number | null;
  acknowledgedAt: string | null;
  legacy: boolean;
  replacedBy: number | null;
  updatingId: number | null;
  /** A synced import: the check whose file it stored. */
  syncedFrom: number | null;
  /** A check: the import that synced it. */
  syncedBy: number | null;
  /** A finished check whose file is kept: "Import these rows" stores it without a second upload. */
  syncable: boolean;
};
export type JoinUser = {
  userId: number;
  userName: string;
  userType: number | null;
  values: number;
  lastFilledAt: string;
};
export type ImportCounts = {
  waiting: number;
  running: number;
  done: number;
  failed: number;
  cancelled: number;
  refused: number;
  attention: number;
  percent: number | null;
};

export const FINISHED: ReadonlySet<FormImport["state"]> = new Set(["done", "failed", "cancelled", "refused"]);

export const fetchTaskImports = (taskId: number, page: number, size: number) =>
  request<Page<TaskImport>>({ url: "/v3/formImport/page", params: { taskId, page, size }, noCache: true });

export const fetchImportCounts = (taskId: number) =>
  get<ImportCounts>("/v3/formImport/commonPercentCount", { taskId }, { noCache: true });

/** `keepValues`: forget only the record (an import from before value tracking). */
export const deleteTaskImport = (id: number, keepValues = false) =>
  request<{ values: number }>({
    method: "POST",
    url: "/v3/formImport/del",
    json: true,
    data: keepValues ? { id, keepValues } : { id },
  });

export const updateImportState = (id: number, action: "cancel" | "acknowledge") =>
  request<FormImport>({
    method: "POST",
    url: "/v3/formImport/updatePercentState",
    json: true,
    data: { id, action },
  });

/** A new file for a finished import: answers the update's own import id, followed like any import's. */
export const startImportUpdate = (id: number, file: File, dryRun: boolean) => {
  const data = new FormData();
  data.append("id", String(id));
  data.append("dryRun", String(dryRun));
  data.append("file", file);
  return request<{ id: number }>({
    method: "POST",
    url: "/v3/formImport/updateExcelData",
    data,
    noToast: true,
  });
};

export const downloadErrorRows = (id: number) =>
  downloadFile("/v3/formImport/exportErrorValue", { id }, "errors.xlsx");

export const fetchJoinUsers = (taskId: number, page: number, size: number, keyword?: string) =>
  request<Page<JoinUser>>({
    url: "/v3/task/joinUser/page",
    params: { taskId, page, size, keyword },
    noCache: true,
  });

/** The task on top of its Imports tab: form and version, period, whether it takes imports, counts. */
export const fetchImportTaskDetail = (taskId: number) =>
  request<ImportTaskDetail>({
    url: "/v3/formImport/taskDetail",
    params: { taskId },
    noCache: true,
    noToast: true,
  });

/** The template's columns: what each cell of an import file may hold. */
export const fetchImportColumns = (taskId: number) =>
  request<ImportFormInfo>({ url: "/v3/formImport/formItemInfo", params: { taskId }, noToast: true });

export const downloadImportTemplate = (taskId: number) =>
  downloadFile("/v3/formImport/exportForm", { taskId }, "template.xlsx");

/** Stores a finished check from the file it kept; answers the import (the same one when asked again). */
export const syncCheckedImport = (id: number) =>
  request<{ id: number }>({ method: "POST", url: "/v3/formImport/syncExcelData", json: true, data: { id } });
