import type { Page } from "@eos/contracts";
import { request } from "../../api/request.ts";
import { type AreaItem, type AreasQuery, areaKeys, fetchAreas } from "../../components/areaApi.ts";

export { type AreaItem, type AreasQuery, fetchAreas };

/** Areas (regional bureaus): the platform's calls for them (/v3/area) and an area's view of its schools. */

export type AreaSchoolItem = {
  id: number;
  name: string;
  domain: string;
  loginType: number;
  teacherCount: number;
  studentCount: number;
};

export const regionKeys = {
  all: areaKeys.all,
  areas: areaKeys.areas,
  areaSchools: (page: number, keyword: string) => ["region", "areaSchools", page, keyword] as const,
};

const write = <T>(url: string, data: unknown) =>
  request<T>({ method: "POST", url, data, json: true, lock: true, noToast: true });

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
