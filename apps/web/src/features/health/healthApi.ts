import type {
  HealthAlert,
  HealthAlertQuery,
  HealthBaseInfo,
  HealthBoard,
  HealthListQuery,
  HealthRecord,
  HealthRecordInput,
  HealthRoster,
  HealthSaveResult,
  HealthSetting,
  Page,
} from "@eos/contracts";
import { downloadFile } from "../../api/download.ts";
import { get, post } from "../../api/request.ts";

const base = "/temperature/api";

export const healthKeys = {
  info: ["health-info"] as const,
  roster: (classId: number) => ["health-roster", classId] as const,
  board: (day: string) => ["health-board", day] as const,
  setting: ["health-setting"] as const,
};

export const fetchBaseInfo = () =>
  get<HealthBaseInfo>(`${base}/user/getBaseInfo`, undefined, { noCache: true });
export const fetchRoster = (classId: number, day?: string) =>
  get<HealthRoster>(`${base}/record/roster`, { classId, day }, { noCache: true });
export const saveChecks = (body: { classId: number; day?: string; records: HealthRecordInput[] }) =>
  post<HealthSaveResult>(`${base}/record/save`, body, { json: true });
export const fetchRecords = (q: Partial<HealthListQuery> & { page: number; size: number }) =>
  get<Page<HealthRecord>>(`${base}/record/list`, q, { noCache: true });
export const fetchBoard = (day?: string) =>
  get<HealthBoard>(`${base}/record/board`, { day }, { noCache: true });
export const fetchAlerts = (q: Partial<HealthAlertQuery> & { page: number; size: number }) =>
  get<Page<HealthAlert>>(`${base}/alert/list`, q, { noCache: true });
export const handleAlert = (id: number, note: string) =>
  post<{ id: number }>(`${base}/alert/handle`, { id, note }, { json: true });
export const fetchSetting = () => get<HealthSetting>(`${base}/setting`, undefined, { noCache: true });
export const saveSetting = (s: HealthSetting) => post<HealthSetting>(`${base}/setting`, s, { json: true });
export const exportRecords = (q: { classId?: number; day?: string; over?: "1" }) =>
  downloadFile(`${base}/record/export`, q, `health-checks-${q.day ?? ""}.xlsx`);
