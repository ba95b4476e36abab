import { apiBase, buildHeaders, request } from "../../api/request.ts";
import { getSchoolId } from "../../api/session.ts";

export type ImportProblem = { row: number; column: string; code: string; message: string };

export type StudentImportResult = {
  ok: boolean;
  dryRun: boolean;
  rows: number;
  students: number;
  parentsCreated: number;
  parentsLinked: number;
  problems: ImportProblem[];
};

/** Sends the file; with dryRun the server only checks it. Nothing is written when any row fails. */
export const uploadStudentImport = (file: File, dryRun: boolean) => {
  const data = new FormData();
  data.append("file", file);
  return request<StudentImportResult>({
    method: "POST",
    url: "/v3/stu/import",
    params: { dryRun: String(dryRun) },
    data,
    noToast: true,
  });
};

/** The template is a file, not an envelope: fetched with the same headers, then handed to the browser. */
export async function downloadStudentTemplate(): Promise<void> {
  const schoolId = getSchoolId();
  const query = schoolId === null ? "" : `?schoolId=${encodeURIComponent(String(schoolId))}`;
  const response = await fetch(`${apiBase}/v3/stu/importTemplate${query}`, { headers: buildHeaders({}) });
  if (!response.ok) throw new Error(String(response.status));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = "students-template.xlsx";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
