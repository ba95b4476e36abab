import { downloadFile } from "../../api/download.ts";
import { request } from "../../api/request.ts";

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

/** The import template (.xlsx, with a how-to sheet). */
export async function downloadStudentTemplate(): Promise<void> {
  await downloadFile("/v3/stu/importTemplate", {}, "students-template.xlsx");
}
