import type { MonitorRow, MonitorValue, monitorKinds, Page } from "@eos/contracts";
import { downloadFile } from "../../../api/download.ts";
import { request } from "../../../api/request.ts";

/** Data quality findings on the school's collection tasks. The page shows its own error with a retry, so no alert. */

export type MonitorKind = (typeof monitorKinds)[number];
/** What a kind is tuned by: the completion percent below which a task shows, or the fills per minute. */
export type MonitorSettings = { kind: MonitorKind; threshold: number; minCount: number };
export type MonitorQuery = MonitorSettings & { page: number; size: number };

export const defaultSettings: MonitorSettings = { kind: "lowCompletion", threshold: 60, minCount: 10 };
export const thresholdRange = { min: 1, max: 100 } as const;
export const minCountRange = { min: 2, max: 1000 } as const;

/** Only the setting of the current kind goes out, so the other one never splits the cache. */
const paramsOf = ({ kind, threshold, minCount }: MonitorSettings) =>
  kind === "lowCompletion" ? { kind, threshold } : kind === "bulk" ? { kind, minCount } : { kind };

export const fetchMonitor = (query: MonitorQuery) =>
  request<Page<MonitorRow>>({
    url: "/v3/exposed/taskMonitor/page",
    params: { ...paramsOf(query), page: query.page, size: query.size },
    noCache: true,
    noToast: true,
  });

/** The .xlsx of every finding of the current kind and setting. */
export const downloadMonitor = (settings: MonitorSettings, fileName: string) =>
  downloadFile("/v3/exposed/taskMonitor/export", paramsOf(settings), fileName);

/** One task's values outside their stated ranges; siteId names the task's school for area staff. */
export type MonitorValuesQuery = { taskId: number; siteId?: number };
export const fetchMonitorValues = (query: MonitorValuesQuery & { page: number; size: number }) =>
  request<Page<MonitorValue>>({
    url: "/v3/exposed/taskMonitor/values",
    params: query,
    noCache: true,
    noToast: true,
  });
export const downloadMonitorValues = (query: MonitorValuesQuery, fileName: string) =>
  downloadFile("/v3/exposed/taskMonitor/values/export", query, fileName);

export const monitorKeys = {
  page: (query: MonitorQuery) => ["taskMonitor", query] as const,
  values: (query: MonitorValuesQuery) => ["taskMonitor", "values", query] as const,
};
