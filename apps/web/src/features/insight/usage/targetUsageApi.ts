import type {
  Page,
  TargetSchoolUsage,
  TargetUsage,
  TargetUsageModel,
  targetSchoolsSorts,
  targetUsageSorts,
} from "@eos/contracts";
import { downloadFile } from "../../../api/download.ts";
import { request } from "../../../api/request.ts";
import type { UsageFilter } from "./usageApi.ts";

/** Usage by target (indicator) level; each view shows its own error with a retry, so no toast. */

export type SortOrder = "ascend" | "descend";
export type TargetFilters = {
  modelId?: number;
  level?: number;
  termId?: number;
  keyword?: string;
  sortField: (typeof targetUsageSorts)[number];
  sortOrder: SortOrder;
};
export type TargetUsageQuery = TargetFilters & { page: number; size: number };
export type TargetSchoolsQuery = {
  indicatorId: number;
  termId?: number;
  used: UsageFilter;
  sortField: (typeof targetSchoolsSorts)[number];
  sortOrder: SortOrder;
  page: number;
  size: number;
};

const read = <T>(url: string, params: Record<string, unknown>) =>
  request<T>({ url, params, noCache: true, noToast: true });

export const fetchTargetModels = () => read<TargetUsageModel[]>("/v3/usedCount/target/models", {});
export const fetchTargetUsage = (query: TargetUsageQuery) =>
  read<Page<TargetUsage>>("/v3/usedCount/target/page", query);
export const fetchTargetSchools = (query: TargetSchoolsQuery) =>
  read<Page<TargetSchoolUsage>>("/v3/usedCount/target/schools", query);

/** The indicators under the filters as .xlsx. */
export const downloadTargetUsage = (filters: TargetFilters, fileName: string) =>
  downloadFile("/v3/usedCount/target/export", filters, fileName);

/** One indicator's schools under the use filter as .xlsx. */
export const downloadTargetSchools = (
  q: { indicatorId: number; termId?: number; used: UsageFilter },
  fileName: string,
) => downloadFile("/v3/usedCount/target/export", q, fileName);

export const targetUsageKeys = {
  models: ["targetUsageModels"] as const,
  page: (query: TargetUsageQuery) => ["targetUsage", query] as const,
  schools: (query: TargetSchoolsQuery) => ["targetSchoolUsage", query] as const,
};
