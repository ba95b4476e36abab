import type { Page, PasswordFacts } from "@eos/contracts";
import { downloadFile } from "../../api/download.ts";
import { request } from "../../api/request.ts";

/** The platform console's calls for schools (/v3/school) and first-time setup. */

export type SchoolItem = {
  id: number;
  name: string;
  /** 0 a school, 1 an area's own site. */
  type: number;
  areaId: number | null;
  areaName: string | null;
  domain: string;
  loginType: number;
  timeZone: string;
  logo: string | null;
  /** 1 enabled, 0 disabled. */
  flag: number;
  createdAt: string;
  teacherCount: number;
  studentCount: number;
};

export type SchoolDetail = SchoolItem & {
  logoFileId: number | null;
  admins: { name: string; loginName: string | null }[];
  initialised: { orgRoot: boolean; currentTerm: boolean };
};

export type SchoolsQuery = {
  page: number;
  size: number;
  keyword?: string;
  areaId?: number;
  flag?: number;
  type?: number;
  sortField?: "name" | "domain" | "createdAt";
  sortOrder?: "ascend" | "descend";
};

export type NewSchool = {
  name: string;
  domain: string;
  type: 0 | 1;
  areaId?: number;
  loginType: 1 | 2;
  timeZone: string;
  init: boolean;
  adminName: string;
  adminAccount: string;
  adminPhone?: string;
};

export type AddedSchool = {
  id: number;
  domain: string;
  admin: { loginName: string; password: string };
  initialised: boolean;
};

export type SchoolPatch = {
  id: number;
  name?: string;
  domain?: string;
  loginType?: number;
  timeZone?: string;
  logoFileId?: number | null;
  /** Moves a school to another area; null: to none. */
  areaId?: number | null;
};

export const schoolAdminKeys = {
  all: ["schoolAdmin"] as const,
  schools: (q: SchoolsQuery) => ["schoolAdmin", "schools", q] as const,
  school: (id: number) => ["schoolAdmin", "school", id] as const,
};

type Query = Record<string, string | number | undefined>;

const read = <T>(url: string, params: Query) => request<T>({ url, params, noCache: true, noToast: true });
const write = <T>(url: string, data: unknown) =>
  request<T>({ method: "POST", url, data, json: true, lock: true, noToast: true });

export const fetchSchools = (q: SchoolsQuery) => read<Page<SchoolItem>>("/v3/school/page", q);
export const fetchSchool = (id: number) => read<SchoolDetail>("/v3/school/detail", { id });
export const addSchool = (input: NewSchool) => write<AddedSchool>("/v3/school/addSchoolInfoAndUser", input);
export const updateSchool = (patch: SchoolPatch) => write<SchoolDetail>("/v3/school/update", patch);
export const changeSchoolFlag = (id: number, flag: 0 | 1) =>
  write<{ id: number; flag: number; endedSessions: number }>("/v3/school/changeSchoolFlag", { id, flag });
export const initSchool = (id: number) =>
  write<{
    orgRootId: number;
    createdOrgRoot: boolean;
    createdCalendar: boolean;
    currentTermId: number | null;
  }>("/v3/school/initSchool", { id });
/** The .xlsx of every school the filters match, in the list's order. */
export const downloadSchools = (q: Omit<SchoolsQuery, "page" | "size">, fileName: string) =>
  downloadFile("/v3/school/export", q, fileName);

export type SetupState = { initialised: boolean; setupAvailable: boolean };
export const fetchSetupState = () =>
  request<SetupState>({
    url: "/center/permissions/initAdminState",
    noCache: true,
    noToast: true,
    noSchoolId: true,
  });
export const setInitAdmin = (input: {
  setupCode: string;
  siteName: string;
  domain: string;
  name: string;
  account: string;
  pwd: string;
  pwdFacts: PasswordFacts;
}) =>
  request<{ schoolId: number; domain: string; loginName: string }>({
    method: "POST",
    url: "/center/permissions/setInitAdmin",
    data: input,
    json: true,
    lock: true,
    noToast: true,
    noSchoolId: true,
  });
