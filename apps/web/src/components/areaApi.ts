import type { Page } from "@eos/contracts";
import { request } from "../api/request.ts";

/**
 * The platform's areas (regional bureaus) as a list any page may read (/v3/area/page): the area picker of the
 * schools pages and the areas page share it and its query keys, so a write to either refreshes both.
 */

export type AreaItem = {
  id: number;
  name: string;
  code: string | null;
  createdAt: string;
  schoolCount: number;
  enabledSchoolCount: number;
  siteId: number | null;
  siteDomain: string | null;
};

export type AreasQuery = {
  page: number;
  size: number;
  keyword?: string;
  sortField?: "name" | "createdAt" | "schoolCount";
  sortOrder?: "ascend" | "descend";
};

export const areaKeys = {
  all: ["region"] as const,
  areas: (q: AreasQuery) => ["region", "areas", q] as const,
};

export const fetchAreas = (q: AreasQuery) =>
  request<Page<AreaItem>>({ url: "/v3/area/page", params: q, noCache: true, noToast: true });
