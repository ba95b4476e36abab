import type {
  AcquireRecord,
  AreaCertificateSummary,
  AwardImportResult,
  Certificate,
  CertificateBatchResult,
  CertificateSave,
  CertificateStamp,
  CertificateSummary,
  Page,
} from "@eos/contracts";
import { downloadFile } from "../../../api/download.ts";
import { get, request } from "../../../api/request.ts";

/** The console's calls for certificates (/v3/ruleCertificate), their stamps, awards and counts. */

export type CertificateQuery = {
  page: number;
  size: number;
  termId?: number;
  state?: number;
  keyword?: string;
};
export type AwardQuery = {
  page: number;
  size: number;
  termId?: number;
  certificateId?: number;
  classId?: number;
  status: "active" | "revoked" | "all";
  keyword?: string;
  sort: "awardedAt" | "studentNo" | "className" | "score" | "certificate";
  order: "asc" | "desc";
};
export type CertificateSummaryFilter = { termId?: number; gradeId?: number; classId?: number };

export const certificateKeys = {
  all: ["certificate"] as const,
  list: (q: CertificateQuery) => ["certificate", "list", q] as const,
  awards: (q: AwardQuery) => ["certificate", "awards", q] as const,
  stamps: ["certificate", "stamps"] as const,
  summary: (f: CertificateSummaryFilter) => ["certificate", "summary", f] as const,
  area: ["certificate", "area"] as const,
};

/** Pages show the server's refusal themselves, so the client does not toast it too. */
const write = <T>(url: string, data: unknown) =>
  request<T>({ method: "POST", url, data, json: true, lock: true, noToast: true });
const read = <T>(url: string, params: Record<string, unknown> = {}) => get<T>(url, params, { noCache: true });

export const fetchCertificates = (q: CertificateQuery) =>
  read<Page<Certificate>>("/v3/ruleCertificate/page", q);
export const saveCertificate = (input: CertificateSave) =>
  write<{ id: number }>("/v3/ruleCertificate/save", input);
export const copyCertificate = (id: number) => write<{ id: number }>("/v3/ruleCertificate/copy", { id });
export const deleteCertificate = (id: number) => write<null>("/v3/ruleCertificate/delete", { id });
/** Deletes several at once; held ones only with `revokeAwards`, which deletes their awards too. */
export const deleteCertificates = (ids: number[], revokeAwards: boolean) =>
  write<{ count: number; revoked: number }>("/v3/ruleCertificate/batchDelete", { ids, revokeAwards });
export const setCertificateStates = (ids: number[], state: 0 | 1 | 2) =>
  write<{ count: number }>("/v3/ruleCertificate/batchUpdateState", { ids, state });

export const fetchStamps = () => read<CertificateStamp[]>("/v3/ruleCertificate/stamp/list");
export const saveStamp = (input: { id?: number; name: string; fileId: number }) =>
  write<{ id: number }>("/v3/ruleCertificate/stamp/save", input);
export const setStampStatus = (id: number, status: 0 | 1) =>
  write<null>("/v3/ruleCertificate/stamp/updateStatus", { id, status });
export const deleteStamp = (id: number) => write<null>("/v3/ruleCertificate/stamp/delete", { id });

export const fetchAwards = (q: AwardQuery) =>
  read<Page<AcquireRecord>>("/v3/ruleCertificate/acquire/page", q);
export const batchAward = (termId: number | undefined) =>
  write<CertificateBatchResult>("/v3/ruleCertificate/award/batch", { termId });
export const manualAward = (input: { certificateId: number; studentIds: number[]; reason: string }) =>
  write<{ count: number }>("/v3/ruleCertificate/award/manual", input);
export const revokeAwards = (ids: number[], reason: string) =>
  write<{ count: number }>("/v3/ruleCertificate/award/revoke", { ids, reason });

export const fetchCertificateSummary = (f: CertificateSummaryFilter) =>
  read<CertificateSummary>("/v3/summary/certificate", f);
export const fetchAreaCertificateSummary = () => read<AreaCertificateSummary>("/v3/summary/area/certificate");

/** One award printed as a PDF, saved under the server's name. */
export const downloadAwardPdf = (id: number) =>
  downloadFile("/v3/ruleCertificate/acquire/pdf", { id }, `certificate-${id}.pdf`);
/** A certificate's awards in force (a class's, or every one the caller sees), one PDF each, in a zip. */
export const downloadAwardZip = (certificateId: number, classId: number | undefined) =>
  downloadFile(
    "/v3/ruleCertificate/acquire/pdf/batch",
    { certificateId, classId },
    `certificates-${certificateId}.zip`,
  );

export const downloadAwardTemplate = (termId: number | undefined) =>
  downloadFile("/v3/ruleCertificate/award/importTemplate", { termId }, "certificate-awards-template.xlsx");
/** Sends the file; with dryRun the server only checks it. Nothing is written when any row fails. */
export const uploadAwardImport = (file: File, dryRun: boolean, termId: number | undefined) => {
  const data = new FormData();
  data.append("file", file);
  return request<AwardImportResult>({
    method: "POST",
    url: "/v3/ruleCertificate/award/import",
    params: { dryRun: String(dryRun), termId },
    data,
    noToast: true,
  });
};
