import type {
  AppDayRow,
  AppHistoryRow,
  AppList,
  AppOpen,
  AppStatRow,
  CenterApp,
  CenterAppSave,
  CenterTemplate,
  Page,
  RecentApp,
} from "@eos/contracts";
import { downloadFile } from "../../api/download.ts";
import { get, post } from "../../api/request.ts";

export type Period = { from: string; to: string };

export const centerKeys = {
  list: ["center", "appList"] as const,
  recent: ["center", "recent"] as const,
  template: ["center", "template"] as const,
  admin: (q: object) => ["center", "admin", q] as const,
  ranking: (p: Period) => ["center", "ranking", p] as const,
  days: (p: Period & { page: number; size: number }) => ["center", "days", p] as const,
};

export const fetchAppList = () => get<AppList>("/center/api/appList", undefined, { noCache: true });
export const fetchRecentApps = (size = 8) =>
  get<RecentApp[]>("/center/api/appLastTimeList", { size }, { noCache: true });
export const fetchHistory = (page: number, size: number) =>
  get<Page<AppHistoryRow>>("/center/api/appHistoryList", { page, size }, { noCache: true });
/** Looks an app up for the dispatcher: this is also what records the open. */
export const fetchAppToOpen = (ref: { id?: number; code?: string }) =>
  get<AppOpen>("/center/api/app/getid", ref, { noCache: true, noToast: true });
export const fetchTemplate = () =>
  get<CenterTemplate>("/center/api/getTemplateBySet", undefined, { noCache: true });
export const saveTemplate = (t: CenterTemplate) => post<null>("/v3/center/template/save", t, { json: true });

export const fetchAdminApps = (q: { page: number; size: number; keyword?: string }) =>
  get<Page<CenterApp>>("/v3/center/app/page", q, { noCache: true });
export const saveApp = (app: CenterAppSave) =>
  post<{ id: number }>("/v3/center/app/save", app, { json: true });
export const sortApps = (ids: number[]) => post<null>("/v3/center/app/sort", { ids }, { json: true });
export const enableApp = (id: number, enabled: boolean) =>
  post<null>("/v3/center/app/enable", { id, enabled }, { json: true });
export const deleteApp = (id: number) => post<null>("/v3/center/app/delete", { id }, { json: true });

export const fetchRanking = (p: Period) => get<AppStatRow[]>("/center/api/stat/app", p, { noCache: true });
export const fetchDays = (p: Period & { page: number; size: number }) =>
  get<Page<AppDayRow>>("/center/api/stat/getList", p, { noCache: true });
export const downloadUsage = (p: Period, fallbackName: string) =>
  downloadFile("/v3/center/stat/export", p, fallbackName);
