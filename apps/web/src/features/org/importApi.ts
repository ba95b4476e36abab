import { request } from "../../api/request.ts";

export type ImportProblem = { row: number; column: string; code: string; message: string };

/** What every people import answers: whether it passed, counts named by each import, and per-row problems. */
export type ImportResult = { ok: boolean; dryRun: boolean; rows: number; problems: ImportProblem[] };

/** Sends the file; with dryRun the server only checks it. Nothing is written when any row fails. */
export const uploadImport = <R extends ImportResult>(url: string, file: File, dryRun: boolean) => {
  const data = new FormData();
  data.append("file", file);
  return request<R>({ method: "POST", url, params: { dryRun: String(dryRun) }, data, noToast: true });
};
