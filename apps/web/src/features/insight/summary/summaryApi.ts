import type {
  AreaSummaryAverage,
  AreaSummaryLevel,
  AreaSummarySchool,
  Page,
  SummaryAverage,
  SummaryLevel,
  SummaryList,
  SummaryScatter,
} from "@eos/contracts";
import { downloadFile } from "../../../api/download.ts";
import { get } from "../../../api/request.ts";

/** The class, grade and school summaries of a model's scores (/v3/summary). */
export type SummaryFilter = { termId?: number; modelId?: number; classId?: number; gradeId?: number };
export type SummaryListQuery = SummaryFilter & { page: number; size: number; keyword?: string };
export type ScatterQuery = SummaryFilter & { xIndicatorId: number; yIndicatorId: number };
export type AreaSchoolsQuery = { modelId: number; page: number; size: number; keyword?: string };

const read = <T>(url: string, q: Record<string, unknown>) => get<T>(url, q, { noCache: true });

export const summaryKeys = {
  all: ["summary"] as const,
  list: (q: SummaryListQuery) => ["summary", "list", q] as const,
  levels: (q: SummaryFilter) => ["summary", "levels", q] as const,
  radar: (q: SummaryFilter) => ["summary", "radar", q] as const,
  averages: (q: SummaryFilter) => ["summary", "averages", q] as const,
  scatter: (q: ScatterQuery) => ["summary", "scatter", q] as const,
  areaSchools: (q: AreaSchoolsQuery) => ["summary", "area", "schools", q] as const,
  areaAverages: (modelId: number) => ["summary", "area", "averages", modelId] as const,
  areaLevels: (modelId: number) => ["summary", "area", "levels", modelId] as const,
};

export const fetchSummaryList = (q: SummaryListQuery) => read<SummaryList>("/v3/summary/overallList", q);
/** Every row of the ranked list, with the school's score and indicator columns, as the server's .xlsx. */
export const exportSummaryList = (q: SummaryFilter & { keyword?: string }, fallbackName: string) =>
  downloadFile("/v3/summary/overallList/export", q, fallbackName);
export const fetchSummaryLevels = (q: SummaryFilter) => read<SummaryLevel>("/v3/summary/level", q);
export const fetchSummaryRadar = (q: SummaryFilter) => read<SummaryAverage>("/v3/summary/radarMap", q);
export const fetchSummaryAverages = (q: SummaryFilter) =>
  read<SummaryAverage>("/v3/summary/averageTarget", q);
export const fetchSummaryScatter = (q: ScatterQuery) => read<SummaryScatter>("/v3/summary/scatter", q);
export const fetchAreaSchools = (q: AreaSchoolsQuery) =>
  read<Page<AreaSummarySchool>>("/v3/summary/area/schools", q);
export const fetchAreaAverages = (modelId: number) =>
  read<AreaSummaryAverage>("/v3/summary/area/averageTarget", { modelId });
export const fetchAreaLevels = (modelId: number) =>
  read<AreaSummaryLevel>("/v3/summary/area/level", { modelId });
