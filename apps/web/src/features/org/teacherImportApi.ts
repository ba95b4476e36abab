import { downloadFile } from "../../api/download.ts";
import { type ImportResult, uploadImport } from "./importApi.ts";

export type TeacherImportResult = ImportResult & {
  teachers: number;
  memberships: number;
  duties: number;
};

/** Sends the file; with dryRun the server only checks it. Nothing is written when any row fails. */
export const uploadTeacherImport = (file: File, dryRun: boolean) =>
  uploadImport<TeacherImportResult>("/v3/tea/import", file, dryRun);

/** The teacher import template (.xlsx). */
export async function downloadTeacherTemplate(): Promise<void> {
  await downloadFile("/v3/tea/importTemplate", {}, "teachers-template.xlsx");
}
