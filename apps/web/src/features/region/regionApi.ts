import type { Page } from "@eos/contracts";
import { request } from "../../api/request.ts";

/** Areas (regional bureaus): the platform's calls for them (/v3/area) and an area's view of its schools. */

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

export type AreaSchoolItem = {
  id: number;
  name: string;
  domain: string;
  loginType: number;
  teacherCount: number;
  studentCount: number;
};

export const regionKeys = {
  all: ["region"] as const,
  areas: (q: AreasQuery) => ["region", "areas", q] as const,
  areaSchools: (page: number, keyword: string) => ["region", "areaSchools", page, keyword] as const,
};

type Query = Record<string, string | number | undefined>;

const read = <T>(url: string, params: Query) => request<T>({ url, params, noCache: true, noToast: true });
const write = <T>(url: string, data: unknown) =>
  request<T>({ method: "POST", url, data, json: true, lock: true, noToast: true });

export const fetchAreas = (q: AreasQuery) => read<Page<AreaItem>>("/v3/area/page", q);
export const addArea = (input: { name: string; code?: string }) =>
  write<{ id: number }>("/v3/area/add", input);
export const updateArea = (input: { id: number; name: string; code?: string }) =>
  write<{ id: number }>("/v3/area/update", input);

/** The schools of the signed-in area (its administrators on the area's site). */
export const fetchAreaSchools = (query: { page: number; size: number; keyword?: string }) =>
  request<Page<AreaSchoolItem>>({
    url: "/region/commom/schoolList",
    params: { ...query, keyword: query.keyword || undefined },
  });
