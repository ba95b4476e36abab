import { request } from "../../api/request.ts";

/** A school's work-chat (WeCom) or DingTalk app and its directory sync (/v3/school/...ExternalApp, externalSync). */

export type ExternalAppKind = "wecom" | "dingtalk";

export type ExternalApp = {
  id: number;
  kind: ExternalAppKind;
  name: string;
  clientId: string;
  corpId: string | null;
  agentId: string | null;
  baseUrl: string | null;
  hasSecret: boolean;
  enabled: boolean;
};

export type ExternalAppSave = {
  kind: ExternalAppKind;
  name: string;
  clientId: string;
  corpId?: string | null;
  agentId?: string | null;
  baseUrl?: string | null;
  enabled?: boolean;
  /** Required when adding; left out on edit keeps the stored one. */
  secret?: string;
};

export type SyncCounts = {
  departments: number;
  members: number;
  departmentsCreated: number;
  departmentsRenamed: number;
  departmentsGone: number;
  departmentsSkipped: number;
  teachersCreated: number;
  teachersMatchedByPhone: number;
  teachersUpdated: number;
  linksAdded: number;
  membershipsAdded: number;
  membershipsRemoved: number;
  ambiguous: number;
  membersGone: number;
};

export type SyncResult = {
  dryRun: boolean;
  changed: boolean;
  apps: { appId: number; kind: ExternalAppKind; name: string; counts: SyncCounts }[];
};

export type SyncFailure =
  | { reason: "upstream"; platform: ExternalAppKind; call: string; errcode: number | null; errmsg: string }
  | { reason: "noApp" }
  | { reason: "noOrgRoot" };

export type SyncJob = {
  id: number;
  state: "queued" | "running" | "done" | "failed" | "cancelled";
  percent: number;
  result: SyncResult | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};

export type SyncStatus = {
  job: SyncJob | null;
  last: { at: string; byName: string | null; result: SyncResult | null; error: SyncFailure | null } | null;
};

/** The school worked on: a platform administrator names it; a school's own administrator leaves it out. */
export type SchoolRef = { schoolId?: number };

export const directorySyncKeys = {
  apps: (schoolId?: number) => ["directorySync", "apps", schoolId ?? "own"] as const,
  status: (schoolId?: number) => ["directorySync", "status", schoolId ?? "own"] as const,
};

const idOf = ({ schoolId }: SchoolRef) => (schoolId === undefined ? {} : { id: schoolId });
const read = <T>(url: string, ref: SchoolRef) =>
  request<T>({ url, params: idOf(ref), noCache: true, noToast: true, background: true });
const write = <T>(url: string, data: object) =>
  request<T>({ method: "POST", url, data, json: true, lock: true, noToast: true });

export const fetchExternalApps = (ref: SchoolRef) => read<ExternalApp[]>("/v3/school/externalApp/list", ref);
export const addExternalApp = (ref: SchoolRef, app: ExternalAppSave) =>
  write<{ appId: number }>("/v3/school/addExternalApp", { ...idOf(ref), ...app });
export const updateExternalApp = (ref: SchoolRef, appId: number, app: ExternalAppSave) =>
  write<ExternalApp>("/v3/school/externalApp/update", { ...idOf(ref), appId, ...app });
export const removeExternalApp = (ref: SchoolRef, appId: number) =>
  write<null>("/v3/school/externalApp/remove", { ...idOf(ref), appId });
export const startSync = (ref: SchoolRef, dryRun: boolean) =>
  write<{ jobId: number }>("/v3/school/syncAllExternalData", { ...idOf(ref), dryRun });
export const fetchSyncStatus = (ref: SchoolRef) => read<SyncStatus>("/v3/school/externalSync/status", ref);
