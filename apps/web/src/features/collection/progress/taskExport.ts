import { downloadFile } from "../../../api/download.ts";

/** The .xlsx of who has not filled a task yet (one class, or all the caller may see). */
export const downloadMissing = (
  taskId: number,
  classId: number | undefined,
  fileName: string,
  period?: string,
) => downloadFile("/v3/statistics/task/missingExport", { taskId, classId, period }, fileName);

/** The .xlsx of a period's completion figures by class (expected, filled, on time, late, missing). */
export const downloadCompletion = (taskId: number, period: string | undefined, fileName: string) =>
  downloadFile("/v3/statistics/task/completionExport", { taskId, period }, fileName);

/** The .xlsx of the values filled for a task (staff holding forms.data). */
export const downloadTaskValues = (formId: number, taskId: number, fileName: string) =>
  downloadFile("/v3/eos/form/value/export", { formId, taskId }, fileName);
