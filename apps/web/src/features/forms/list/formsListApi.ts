import type { FormListItem, Page } from "@eos/contracts";
import { get, post } from "../../../api/request.ts";

export type FormsQuery = {
  page: number;
  size: number;
  keyword?: string;
  sortField?: string;
  sortOrder?: "ascend" | "descend";
};

const base = "/v3/eos/form/admin";

export const formsKey = (query?: FormsQuery) => (query ? ["forms", "page", query] : ["forms", "page"]);

export const fetchForms = (query: FormsQuery) =>
  get<Page<FormListItem>>(`${base}/page`, { ...query }, { noCache: true });

export const createForm = (name: string) => post<{ id: number }>(`${base}/add`, { name }, { json: true });

export const deleteForm = (id: number) => post<unknown>(`${base}/del`, { id }, { json: true });

export type FormTemplate = {
  id: string;
  name: string;
  builtin: boolean;
  itemCount: number;
  createdAt: string | null;
};

export const templatesKey = ["forms", "templates"];

export const fetchTemplates = () =>
  get<FormTemplate[]>("/v3/eos/form/template/list", undefined, { noCache: true });

/** A new form from a template: items get fresh ids on the server. */
export const createFromTemplate = (templateId: string, name: string) =>
  post<{ id: number }>("/v3/eos/form/template/init", { templateId, name }, { json: true });

export const deleteTemplate = (id: string) => post<null>("/v3/eos/form/template/del", { id }, { json: true });
