import type {
  ObjectionRaise,
  ObjectionResolve,
  PassportData,
  PassportModelItem,
  PassportModelSave,
  PassportNotice,
  PassportNoticeSave,
  PassportObjection,
  StudentNoSyncResult,
  StudentNotice,
} from "@eos/contracts";
import { downloadFile } from "../../../api/download.ts";
import { get, request } from "../../../api/request.ts";

/** The student passport's calls (/v3/passport): models, a student's passport, its texts and its PDFs. */

export type PassportQuery = { studentId?: number; schoolYearId?: number };
export type PassportTextKind = "teacherComment" | "selfStatement";
export type PassportTextSave = {
  studentId?: number;
  schoolYearId: number;
  kind: PassportTextKind;
  text: string;
};

/** Under the evaluation keys, so that useEvalWrite's refresh after a write reaches the passports too. */
export const passportKeys = {
  all: ["evaluation", "passport"] as const,
  models: ["evaluation", "passport", "models"] as const,
  preview: (id: number) => ["evaluation", "passport", "preview", id] as const,
  /** `scope` tells apart whose passport an empty query means (a parent's current child). */
  data: (query: PassportQuery, scope = 0) => ["evaluation", "passport", "data", query, scope] as const,
  notices: (schoolYearId: number | undefined) => ["evaluation", "passport", "notices", schoolYearId] as const,
  objections: (noticeId: number) => ["evaluation", "passport", "objections", noticeId] as const,
  studentNotice: (query: PassportQuery, scope = 0) =>
    ["evaluation", "passport", "studentNotice", query, scope] as const,
};

/** Pages show the server's refusal themselves (message.error), so the client does not toast it too. */
const write = <T>(url: string, data: unknown) =>
  request<T>({ method: "POST", url, data, json: true, lock: true, noToast: true });

const read = <T>(url: string, params?: Record<string, unknown>) => get<T>(url, params, { noCache: true });

export const fetchPassportModels = () => read<PassportModelItem[]>("/v3/passport/model/list");
export const savePassportModel = (input: PassportModelSave) =>
  write<{ id: number }>("/v3/passport/model/save", input);
export const deletePassportModel = (id: number) => write<null>("/v3/passport/model/delete", { id });
/** Rewrites the school's student numbers in their normal form (code OtherSetStuCodeSync). */
export const syncStudentNos = () => write<StudentNoSyncResult>("/v3/passport/stuCode/sync", {});
export const fetchPassportPreview = (id: number) => read<PassportData>("/v3/passport/preview", { id });

export const fetchPassport = (query: PassportQuery) =>
  request<PassportData>({ url: "/v3/passport/data", params: { ...query }, noCache: true, noToast: true });
export const savePassportText = (input: PassportTextSave) => write<null>("/v3/passport/info/save", input);

export const downloadPassportPdf = (query: PassportQuery) =>
  downloadFile("/v3/passport/pdf", { ...query }, "passport.pdf");
export const downloadClassPassports = (classId: number, schoolYearId?: number) =>
  downloadFile("/v3/passport/pdf/class", { classId, schoolYearId }, "passports.zip");

/** The public-notice window (公示): staff open windows and resolve objections; families object. */
export const fetchNotices = (schoolYearId?: number) =>
  read<PassportNotice[]>("/v3/passport/notice/list", { schoolYearId });
export const saveNotice = (input: PassportNoticeSave) =>
  write<{ id: number }>("/v3/passport/notice/save", input);
export const fetchObjections = (noticeId: number) =>
  read<PassportObjection[]>("/v3/passport/notice/objections", { noticeId });
export const resolveObjection = (input: ObjectionResolve) =>
  write<null>("/v3/passport/objection/resolve", input);
export const fetchStudentNotice = (query: PassportQuery) =>
  read<StudentNotice>("/v3/passport/notice/student", { ...query });
export const raiseObjection = (input: Partial<ObjectionRaise> & { text: string }) =>
  write<{ id: number }>("/v3/passport/objection/raise", input);
