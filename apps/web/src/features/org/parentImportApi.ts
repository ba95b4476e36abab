import { downloadFile } from "../../api/download.ts";
import { type ImportResult, uploadImport } from "./importApi.ts";

export type ParentImportResult = ImportResult & { parentsCreated: number; parentsLinked: number };

/** Sends the file; with dryRun the server only checks it. Nothing is written when any row fails. */
export const uploadParentImport = (file: File, dryRun: boolean) =>
  uploadImport<ParentImportResult>("/v3/par/import", file, dryRun);

/** The parent import template (.xlsx). */
export async function downloadParentTemplate(): Promise<void> {
  await downloadFile("/v3/par/importTemplate", {}, "parents-template.xlsx");
}
