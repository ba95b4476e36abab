import type {
  AppMonitorRow,
  AppStudent,
  AppUse,
  appIssues,
  appMonitorSorts,
  Page,
  SchoolAppCount,
} from "@eos/contracts";
import { downloadFile } from "../../../api/download.ts";
import { request } from "../../../api/request.ts";

/** Data app monitoring (/v3/dataapp/monitor) and app usage (/v3/appCount). Pages show their own errors. */

export type AppIssue = (typeof appIssues)[number];
export type AppMonitorSort = (typeof appMonitorSorts)[number];
export type AppMonitorSettings = {
  issue: AppIssue;
  threshold: number;
  staleDays: number;
  sort: AppMonitorSort;
  keyword?: string;
};
export const defaultAppSettings: AppMonitorSettings = {
  issue: "any",
  threshold: 60,
  staleDays: 7,
  sort: "rate",
};
type Paging = { page: number; size: number };

export const fetchAppMonitor = (query: AppMonitorSettings & Paging) =>
  request<Page<AppMonitorRow>>({
    url: "/v3/dataapp/monitor/page",
    params: query,
    noCache: true,
    noToast: true,
  });
export const downloadAppMonitor = (settings: AppMonitorSettings, fileName: string) =>
  downloadFile("/v3/dataapp/monitor/export", settings, fileName);

/** siteId: the school of the row, for area staff (a school's own staff leave it out). */
export type AppDetailQuery = { appId: number; siteId?: number; filled: "all" | "yes" | "no" };
export const fetchAppStudents = (query: AppDetailQuery & Paging) =>
  request<Page<AppStudent>>({
    url: "/v3/dataapp/monitor/details",
    params: query,
    noCache: true,
    noToast: true,
  });
export const downloadAppStudents = (query: AppDetailQuery, fileName: string) =>
  downloadFile("/v3/dataapp/monitor/details/export", query, fileName);

export type AppCountRange = { from?: string; to?: string };
export const fetchAppCount = (query: AppCountRange & Paging) =>
  request<Page<SchoolAppCount>>({ url: "/v3/appCount/page", params: query, noCache: true, noToast: true });
export const downloadAppCount = (range: AppCountRange, fileName: string) =>
  downloadFile("/v3/appCount/export", range, fileName);

export type AppUseQuery = AppCountRange & { siteId?: number; used: "all" | "used" | "unused" };
export const fetchAppUses = (query: AppUseQuery & Paging) =>
  request<Page<AppUse>>({ url: "/v3/appCount/apps", params: query, noCache: true, noToast: true });
export const downloadAppUses = (query: AppUseQuery, fileName: string) =>
  downloadFile("/v3/appCount/apps/export", query, fileName);

export const appMonitorKeys = {
  page: (q: object) => ["dataAppMonitor", q] as const,
  students: (q: object) => ["dataAppMonitor", "students", q] as const,
  count: (q: object) => ["appCount", q] as const,
  uses: (q: object) => ["appCount", "apps", q] as const,
};
