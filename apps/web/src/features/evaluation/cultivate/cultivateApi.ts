import type {
  AreaCultivateChart,
  CultivateAreaProcessResult,
  CultivateChart,
  CultivateModelDetail,
  CultivateModelItem,
  CultivateModelSave,
  CultivatePushResult,
  Page,
} from "@eos/contracts";
import { get, request } from "../../../api/request.ts";

/** The console's calls for cultivate (training) models: /v3/culitivate (the spec's spelling) and the area's push. */

export type CultivateQuery = { page: number; size: number; keyword?: string };
export type ChartFilter = { id: number; termId?: number; gradeId?: number; classId?: number };

/** Under the evaluation keys, so that every evaluation write (useEvalWrite) refreshes them too. */
export const cultivateKeys = {
  all: ["evaluation", "cultivate"] as const,
  list: (q: CultivateQuery) => ["evaluation", "cultivate", "list", q] as const,
  detail: (id: number) => ["evaluation", "cultivate", "detail", id] as const,
  chart: (q: ChartFilter) => ["evaluation", "cultivate", "chart", q] as const,
  area: (id: number) => ["evaluation", "cultivate", "area", id] as const,
};

/** Pages show the server's refusal themselves, so the client does not toast it too. */
const write = <T>(url: string, data: unknown) =>
  request<T>({ method: "POST", url, data, json: true, lock: true, noToast: true });
const read = <T>(url: string, params: Record<string, unknown>) => get<T>(url, params, { noCache: true });

export type Saved = { id: number; version: number };

export const fetchCultivateModels = (q: CultivateQuery) =>
  read<Page<CultivateModelItem>>("/v3/culitivate/list", { ...q });
export const fetchCultivateModel = (id: number) => read<CultivateModelDetail>("/v3/culitivate/info", { id });
export const saveCultivateModel = (input: CultivateModelSave) =>
  input.id ? write<Saved>("/v3/culitivate/update", input) : write<Saved>("/v3/culitivate/insert", input);
export const cloneCultivateModel = (id: number) => write<Saved>("/v3/culitivate/clone", { id });
export const deleteCultivateModel = (id: number) => write<null>("/v3/culitivate/delete", { id });
/** An area site hands its model to every school of the area (no schoolIds: all of them). */
export const pushCultivateModel = (id: number) =>
  write<CultivatePushResult>("/region/cultivate/push", { id, schoolIds: [] });

export const fetchCultivateChart = (q: ChartFilter) =>
  read<CultivateChart>("/v3/culitivate/ajaxChartInfo", { ...q });
/** Processes the term's data again in the background; answers the job to follow. */
export const processCultivate = (id: number, termId: number | undefined) =>
  write<{ jobId: number }>("/v3/culitivate/updateUpStatus", { id, termId });
/** An area processes its model in every school holding a copy (each in its current term). */
export const processAreaCultivate = (id: number) =>
  write<CultivateAreaProcessResult>("/region/cultivate/process", { id });
/** An area model across the area's schools, from each copy's processed data. */
export const fetchAreaCultivateChart = (id: number) =>
  read<AreaCultivateChart>("/region/cultivate/ajaxChartInfo", { id });
