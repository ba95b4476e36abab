import type { FillableForm, FormImport, FormValueRow, Page } from "@eos/contracts";
import { downloadFile as downloadAt } from "../../../api/download.ts";
import { get, post, request } from "../../../api/request.ts";

/** The data pages of a form (staff, forms.data): its values, export and import. */
const base = "/v3/eos/form";

/** `taskId`: only the values filled for one task (opened from the task's statistics). */
export type ValuesQuery = { page: number; size: number; keyword?: string; taskId?: number };

export const valuesKey = (formId: number, query?: ValuesQuery) =>
  query ? ["forms", formId, "values", query] : ["forms", formId, "values"];

export const fetchValues = (formId: number, query: ValuesQuery) =>
  get<Page<FormValueRow>>(`${base}/value/page`, { formId, ...query }, { noCache: true });

/** The released version the values are shown against (names and options of the items). */
export const fetchReleased = (formId: number) =>
  request<FillableForm>({
    url: "/app/eos/form/wx/byid",
    params: { id: formId },
    noCache: true,
    noToast: true,
  });

export const deleteValues = (formId: number, ids: number[]) =>
  post<unknown>(`${base}/value/del`, { formId, ids }, { json: true });

/** With `taskId`, each row becomes a value of that task about the student its first column names. */
export const startImport = (formId: number, file: File, dryRun: boolean, taskId?: number) => {
  const data = new FormData();
  data.append("formId", String(formId));
  data.append("dryRun", String(dryRun));
  if (taskId !== undefined) data.append("taskId", String(taskId));
  data.append("file", file);
  return request<{ id: number }>({ method: "POST", url: `${base}/import/upload`, data, noToast: true });
};

export const fetchImport = (id: number) =>
  get<FormImport>(`${base}/import/state`, { id }, { noCache: true, noToast: true });

/** A file of the form's data API (export, template, error file), under the server's name or the fallback. */
export const downloadFile = (path: string, params: Record<string, string | number>, fallbackName: string) =>
  downloadAt(`${base}/${path}`, params, fallbackName);
