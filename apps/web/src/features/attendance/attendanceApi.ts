import type {
  AttendanceAbsentList,
  AttendanceCheckinResult,
  AttendanceClass,
  AttendanceClassify,
  AttendanceDayCount,
  AttendanceHistoryRow,
  AttendancePoint,
  AttendanceQrCode,
  AttendanceRoster,
  AttendanceSetting,
  AttendanceStatus,
  ChronicList,
  Leave,
  LeaveChild,
  LeaveStatus,
  Page,
} from "@eos/contracts";
import { get, post } from "../../api/request.ts";

export const attendanceKeys = {
  points: ["attendance", "points"] as const,
  classes: ["attendance", "classes"] as const,
  roster: (classId: number, pointId: number, day: string) =>
    ["attendance", "roster", classId, pointId, day] as const,
};

export type PointInput = Omit<AttendancePoint, "id"> & { id?: number };
export type Mark = { studentId: number; status: AttendanceStatus; reason: string; overrideLeave?: boolean };

export const fetchPoints = () =>
  get<{ points: AttendancePoint[]; grades: { id: number; name: string }[] }>(
    "/signinStu/point/list",
    undefined,
    {
      noCache: true,
    },
  );
export const savePoint = (p: PointInput) =>
  post<{ id: number }>("/signinStu/point/save", p, { json: true, noToast: true });
export const enablePoint = (id: number, enabled: boolean) =>
  post<null>("/signinStu/point/enable", { id, enabled }, { json: true, noToast: true });

export const fetchClasses = () => get<AttendanceClass[]>("/signinStu/classes", undefined, { noCache: true });
export const fetchRoster = (classId: number, pointId: number, day?: string) =>
  get<AttendanceRoster>("/signinStu/roster", { classId, pointId, day }, { noCache: true, noToast: true });
export const saveMarks = (batch: { classId: number; pointId: number; day: string; marks: Mark[] }) =>
  post<{ saved: number; changed: number }>("/signinStu/mark", batch, { json: true, noToast: true });
export const fetchHistory = (studentId: number, pointId: number, day: string) =>
  get<AttendanceHistoryRow[]>(
    "/signinStu/history",
    { studentId, pointId, day },
    { noCache: true, noToast: true },
  );

export const openQr = (classId: number, pointId: number) =>
  post<AttendanceQrCode>("/signinStu/qr/open", { classId, pointId }, { json: true, noToast: true });
export const fetchQrCode = (sessionId: number) =>
  get<AttendanceQrCode>(
    "/signinStu/qr/code",
    { sessionId },
    { noCache: true, background: true, noToast: true },
  );
export const checkIn = (c: string) =>
  post<AttendanceCheckinResult>("/signinStu/qr/checkin", { c }, { json: true, noToast: true });

export const fetchDayCount = (q: { date?: string; pointId: number; by: "class" | "grade" | "school" }) =>
  get<AttendanceDayCount>("/signin/count/day", q, { noCache: true });
export const fetchClassify = (q: { from: string; to: string; orgId?: number }) =>
  get<AttendanceClassify>("/signinStu/classify", q, { noCache: true });
export const fetchAbsent = (q: { date?: string; pointId?: number }) =>
  get<AttendanceAbsentList>("/signin/count/absent", q, { noCache: true });

export const leaveKeys = {
  children: ["attendance", "leave", "children"] as const,
  mine: (page: number) => ["attendance", "leave", "mine", page] as const,
  review: (q: LeaveReviewQuery) => ["attendance", "leave", "review", q] as const,
  chronic: ["attendance", "chronic"] as const,
  setting: ["attendance", "setting"] as const,
};

export type LeaveReviewQuery = {
  page: number;
  size: number;
  status?: LeaveStatus;
  classId?: number;
  keyword?: string;
};

export const fetchLeaveChildren = () =>
  get<LeaveChild[]>("/signinStu/leave/children", undefined, { noCache: true, noToast: true });
export const applyLeave = (input: {
  studentId: number;
  fromDay: string;
  toDay: string;
  reason: string;
  /** Some of the child's points; none: every point of those days. */
  pointIds?: number[];
  fileId?: number | null;
}) => post<{ id: number }>("/signinStu/leave/apply", input, { json: true, noToast: true });
export const fetchMyLeaves = (page: number, size = 20) =>
  get<Page<Leave>>("/signinStu/leave/mine", { page, size }, { noCache: true, noToast: true });
export const cancelLeave = (id: number) =>
  post<null>("/signinStu/leave/cancel", { id }, { json: true, noToast: true });
export const fetchLeaveReview = (q: LeaveReviewQuery) =>
  get<Page<Leave>>("/signinStu/leave/review", q, { noCache: true, noToast: true });
export const decideLeave = (id: number, approve: boolean, comment: string) =>
  post<{ id: number; status: LeaveStatus }>(
    "/signinStu/leave/decide",
    { id, approve, comment },
    { json: true, noToast: true },
  );
export const fetchChronic = (classId?: number) =>
  get<ChronicList>("/signinStu/chronic", { classId }, { noCache: true, noToast: true });
export const fetchSetting = () =>
  get<AttendanceSetting>("/signinStu/setting", undefined, { noCache: true, noToast: true });
export const saveSetting = (s: AttendanceSetting) =>
  post<AttendanceSetting>("/signinStu/setting/save", s, { json: true, noToast: true });
