import type {
  NotUsedSchool,
  Page,
  SceneUsage,
  SchoolSceneUsage,
  TaskUsage,
  usageFilters,
} from "@eos/contracts";
import { downloadFile } from "../../../api/download.ts";
import { request } from "../../../api/request.ts";

/** The area's own scenes and how its schools use them. Each view shows its own error with a retry, so no alert. */

export type UsageFilter = (typeof usageFilters)[number];
export type SceneUsageQuery = { page: number; size: number; keyword?: string };
export type SchoolUsageQuery = { sceneId: number; used: UsageFilter; page: number; size: number };

export const fetchSceneUsage = (query: SceneUsageQuery) =>
  request<Page<SceneUsage>>({ url: "/v3/usedCount/scene/page", params: query, noCache: true, noToast: true });

export const fetchSchoolUsage = (query: SchoolUsageQuery) =>
  request<Page<SchoolSceneUsage>>({
    url: "/v3/usedCount/scene/schools",
    params: query,
    noCache: true,
    noToast: true,
  });

/** The .xlsx of one scene's schools under the current filter. */
export const downloadSchoolUsage = (sceneId: number, used: UsageFilter, fileName: string) =>
  downloadFile("/v3/usedCount/scene/export", { sceneId, used }, fileName);

export type TaskUsageQuery = { sceneId?: number; page: number; size: number };
export type NotUsedQuery = { sceneId?: number; page: number; size: number };

/** The tasks the schools published from the area's scenes (or one scene), with their fills. */
export const fetchTaskUsage = (query: TaskUsageQuery) =>
  request<Page<TaskUsage>>({ url: "/v3/usedCount/task/page", params: query, noCache: true, noToast: true });

export const downloadTaskUsage = (sceneId: number | undefined, fileName: string) =>
  downloadFile("/v3/usedCount/task/export", { sceneId }, fileName);

/** The area's schools using none of its scenes (or not the one given). */
export const fetchNotUsed = (query: NotUsedQuery) =>
  request<Page<NotUsedSchool>>({
    url: "/v3/usedCount/notUsed/page",
    params: query,
    noCache: true,
    noToast: true,
  });

export const downloadNotUsed = (sceneId: number | undefined, fileName: string) =>
  downloadFile("/v3/usedCount/notUsed/export", { sceneId }, fileName);

export const usageKeys = {
  scenes: (query: SceneUsageQuery) => ["sceneUsage", query] as const,
  schools: (query: SchoolUsageQuery) => ["schoolSceneUsage", query] as const,
  tasks: (query: TaskUsageQuery) => ["taskUsage", query] as const,
  notUsed: (query: NotUsedQuery) => ["notUsedSchools", query] as const,
};
