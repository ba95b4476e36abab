import type { Page, SummaryAverage, SummaryLevel, SummaryStudent } from "@eos/contracts";
import { get } from "../../../api/request.ts";

/** The class, grade and school summaries of a model's scores (/v3/summary). */
export type SummaryFilter = { termId?: number; modelId?: number; classId?: number };
export type SummaryListQuery = SummaryFilter & { page: number; size: number; keyword?: string };

const read = <T>(url: string, q: Record<string, unknown>) => get<T>(url, q, { noCache: true });

export const summaryKeys = {
  all: ["summary"] as const,
  list: (q: SummaryListQuery) => ["summary", "list", q] as const,
  levels: (q: SummaryFilter) => ["summary", "levels", q] as const,
  radar: (q: SummaryFilter) => ["summary", "radar", q] as const,
};

export const fetchSummaryList = (q: SummaryListQuery) =>
  read<Page<SummaryStudent>>("/v3/summary/overallList", q);
export const fetchSummaryLevels = (q: SummaryFilter) => read<SummaryLevel>("/v3/summary/level", q);
export const fetchSummaryRadar = (q: SummaryFilter) => read<SummaryAverage>("/v3/summary/radarMap", q);
