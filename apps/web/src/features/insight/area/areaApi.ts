import type { AreaSchoolClasses, AreaSchoolCompletion, CompletionPerson, Page } from "@eos/contracts";
import { request } from "../../../api/request.ts";

/**
 * The area's drill-down of one area scene across its schools. The school asked about rides as
 * `targetSchoolId`: `schoolId` is the caller's own (the area), which request() adds itself.
 * Each view shows its own error with a retry, so no alert.
 */

export type AreaSchoolsQuery = { sceneId: number; page: number; size: number; keyword?: string };

export const fetchAreaSceneSchools = (query: AreaSchoolsQuery) =>
  request<Page<AreaSchoolCompletion>>({
    url: "/v3/statistics/area/scene/schools",
    params: query,
    noCache: true,
    noToast: true,
  });

/** A task of the school and one of its periods (by its start); without them, every task's current period. */
export type AreaPeriodPick = { taskId?: number; period?: string };

export const fetchAreaSchoolClasses = (sceneId: number, targetSchoolId: number, pick: AreaPeriodPick = {}) =>
  request<AreaSchoolClasses>({
    url: "/v3/statistics/area/scene/school",
    params: { sceneId, targetSchoolId, ...(pick.period ? pick : {}) },
    noCache: true,
    noToast: true,
  });

export type AreaPeopleState = "all" | "filled" | "missing";

export type AreaPeopleQuery = {
  sceneId: number;
  targetSchoolId: number;
  taskId: number;
  /** A period's start; the current period when left out. */
  period?: string;
  classId?: number;
  state: AreaPeopleState;
  page: number;
  size: number;
};

export const fetchAreaPeople = (query: AreaPeopleQuery) =>
  request<Page<CompletionPerson>>({
    url: "/v3/statistics/area/scene/people",
    params: query,
    noCache: true,
    noToast: true,
  });

export const areaProgressKeys = {
  schools: (query: AreaSchoolsQuery) => ["areaSceneSchools", query] as const,
  school: (sceneId: number, targetSchoolId: number, pick: AreaPeriodPick = {}) =>
    ["areaSchoolClasses", sceneId, targetSchoolId, pick.period ? pick : {}] as const,
  people: (query: AreaPeopleQuery) => ["areaPeople", query] as const,
};
