import { downloadFile } from "../../api/download.ts";
import { type ImportResult, uploadImport } from "./importApi.ts";

export type { ImportProblem } from "./importApi.ts";

export type StudentImportResult = ImportResult & {
  students: number;
  parentsCreated: number;
  parentsLinked: number;
};

/** Sends the file; with dryRun the server only checks it. Nothing is written when any row fails. */
export const uploadStudentImport = (file: File, dryRun: boolean) =>
  uploadImport<StudentImportResult>("/v3/stu/import", file, dryRun);

/** The import template (.xlsx). */
export async function downloadStudentTemplate(): Promise<void> {
  await downloadFile("/v3/stu/importTemplate", {}, "students-template.xlsx");
}
