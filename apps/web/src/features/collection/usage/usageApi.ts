import type { Page, SceneUsage, SchoolSceneUsage, usageFilters } from "@eos/contracts";
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

export const usageKeys = {
  scenes: (query: SceneUsageQuery) => ["sceneUsage", query] as const,
  schools: (query: SchoolUsageQuery) => ["schoolSceneUsage", query] as const,
};
