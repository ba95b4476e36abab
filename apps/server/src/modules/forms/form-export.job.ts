import type { Db } from "../../platform/db/client.ts";
import type { Exports } from "../exports/index.ts";
import { exportFormValues } from "./form-export.service.ts";

export const FORM_VALUES_EXPORT_JOB = "forms.valuesExport";

/** What a background export of a form's values remembers of its request. */
export type FormValuesExportInput = { formId: number; taskId?: number; origin: string; timeZone: string };

/**
 * A form's values as .xlsx, made in the background (a big form takes a while): the same workbook as the
 * streamed `value/export`, stored for the person who asked.
 */
export const registerFormValuesExport = (deps: { db: Db }, exports: Exports) =>
  exports.register<FormValuesExportInput>({
    kind: FORM_VALUES_EXPORT_JOB,
    make: async ({ schoolId, input, lang }) => {
      const ctx = { lang, origin: input.origin, timeZone: input.timeZone };
      const made = await exportFormValues(deps.db, schoolId, input.formId, ctx, input.taskId);
      return { fileName: made.fileName, data: made.data };
    },
  });
