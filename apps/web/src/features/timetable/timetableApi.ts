import type {
  LessonOfDay,
  Page,
  Timetable,
  TimetableEntry,
  TimetableFeed,
  TimetableImportResult,
  TimetableSet,
  TimetableSetSave,
} from "@eos/contracts";
import { downloadFile } from "../../api/download.ts";
import { get, post, request } from "../../api/request.ts";

const base = "/timetable/manage/api";

/** Query keys: every timetable query starts with "timetable", so a write refreshes them all. */
export const timetableKeys = {
  all: ["timetable"] as const,
  sets: (q: object) => ["timetable", "sets", q] as const,
  set: (id: number, orgId?: number) => ["timetable", "set", id, orgId ?? null] as const,
  teacher: (teaId?: number) => ["timetable", "teacher", teaId ?? null] as const,
  org: (orgId?: number) => ["timetable", "org", orgId ?? null] as const,
  day: ["timetable", "day"] as const,
  feed: ["timetable", "feed"] as const,
};

export type SetQuery = { page: number; size: number; keyword?: string; termId?: number };

export const fetchSets = (q: SetQuery) =>
  get<Page<TimetableSet>>(`${base}/getTimetableSetList`, q, { noCache: true });
export const fetchSet = (id: number, orgId?: number) =>
  get<Timetable>(`${base}/getTimetableSet`, { id, orgId }, { noCache: true });
export const fetchTeacherWeek = (teaId?: number) =>
  get<Timetable>(`${base}/getTimetableByTeaId`, { teaId }, { noCache: true });
export const fetchClassWeek = (orgId?: number) =>
  get<Timetable>(`${base}/getTimetableByOrgId`, { orgId }, { noCache: true });
export const fetchMyDay = () =>
  get<{ date: string; lessons: LessonOfDay[] }>(`${base}/myDay`, {}, { noCache: true });

export const saveSet = (body: TimetableSetSave) =>
  post<{ id: number }>(`${base}/saveTimetableSet`, body, { json: true, noToast: true });
export const deleteSet = (id: number) => post<null>(`${base}/deleteTimetableSet`, { id }, { json: true });
export const publishSet = (id: number, publish: boolean) =>
  post<null>(`${base}/publishTimetableSet`, { id, publish }, { json: true });

export type PlaceInput = {
  setId: number;
  orgId: number;
  day: number;
  period: number;
  subject: string;
  teacherId: number | null;
  room: string;
};
/** Placing and moving answer refusals (clashes) to the caller, which shows the reason by the grid. */
export const placeEntry = (body: PlaceInput) =>
  post<TimetableEntry>(`${base}/placeEntry`, body, { json: true, noToast: true });
export const moveEntry = (body: { id: number; day: number; period: number; orgId?: number }) =>
  post<TimetableEntry>(`${base}/moveEntry`, body, { json: true, noToast: true });
export const removeEntry = (id: number) => post<null>(`${base}/removeEntry`, { id }, { json: true });

export const downloadTemplate = (setId: number) =>
  downloadFile(`${base}/importTemplate`, { setId }, "timetable-template.xlsx");

export const uploadImport = (setId: number, file: File, dryRun: boolean) => {
  const data = new FormData();
  data.append("file", file);
  return request<TimetableImportResult>({
    method: "POST",
    url: `${base}/import`,
    params: { setId, dryRun: String(dryRun) },
    data,
    noToast: true,
  });
};

export const fetchFeed = () => get<TimetableFeed>("/timetable/api/ical/status", {}, { noCache: true });
export const createFeed = () => post<TimetableFeed>("/timetable/api/ical/create", {}, { json: true });
export const revokeFeed = () => post<null>("/timetable/api/ical/revoke", {}, { json: true });

/** The text of a failure: the server's reason when it gave one. */
export const errorText = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;
