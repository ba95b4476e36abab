import type {
  TeaGrowthListQuery,
  TeaGrowthPage,
  TeaGrowthRecord,
  TeaGrowthRecordQuery,
  TeaGrowthSummary,
} from "@eos/contracts";
import { downloadFile } from "../../../api/download.ts";
import { get, request } from "../../../api/request.ts";

/** Teacher growth's calls (/v3/teaGrowth): models to pick, a teacher's record, and the staff list and summary. */

export type GrowthModel = { id: number; name: string; version: number };
export type GrowthListQuery = Partial<Omit<TeaGrowthListQuery, "page" | "size">> & {
  page: number;
  size: number;
};

export const teaGrowthKeys = {
  all: ["teaGrowth"] as const,
  models: ["teaGrowth", "models"] as const,
  record: (query: TeaGrowthRecordQuery) => ["teaGrowth", "record", query],
  page: (query: GrowthListQuery) => ["teaGrowth", "page", query],
  summary: (modelId?: number, termId?: number) => ["teaGrowth", "summary", modelId ?? 0, termId ?? 0],
};

const read = <T>(url: string, params?: Record<string, unknown>) =>
  request<T>({ url, params, noCache: true, noToast: true });

export const fetchGrowthModels = () =>
  get<GrowthModel[]>("/v3/teaGrowth/models", undefined, { noCache: true });
export const fetchGrowthRecord = (query: TeaGrowthRecordQuery) =>
  read<TeaGrowthRecord>("/v3/teaGrowth/record", { ...query });
export const fetchGrowthPage = (query: GrowthListQuery) =>
  read<TeaGrowthPage>("/v3/teaGrowth/page", { ...query });
export const fetchGrowthSummary = (modelId?: number, termId?: number) =>
  read<TeaGrowthSummary>("/v3/teaGrowth/deptSummary", { modelId, termId });

/** Every page of the list, as the server's .xlsx. */
export const exportGrowth = (query: GrowthListQuery, fallbackName: string) => {
  const { page: _page, size: _size, ...rest } = query;
  return downloadFile("/v3/teaGrowth/export", { ...rest }, fallbackName);
};
