import type { AuthContext } from "../../platform/auth/access.ts";

/**
 * Another module's veto on deleting a form (the collection module refuses forms its tasks use); it throws
 * the refusal. Wired by the composition root, so that forms never imports the modules built on it.
 */
export type FormDeleteGuard = (auth: AuthContext, formId: number) => Promise<void>;

export { FORM_VALUES_EXPORT_JOB, registerFormValuesExport } from "./form-export.job.ts";
export { registerFormImportJob } from "./form-import.job.ts";
export { importTemplate } from "./form-import.service.ts";
export {
  type ImportColumn,
  type ImportFormInfo,
  importFormInfo,
  type TaskImportFigures,
  taskImportFigures,
} from "./form-import-info.service.ts";
export { type ItemRange, statedRanges } from "./form-range.service.ts";
export {
  copyReleasedForm,
  type FormSummary,
  formSummary,
  type ReleasedItem,
  releasedItems,
} from "./form-share.service.ts";
export { formValueFileReader } from "./form-value.file-reader.ts";
export type { TaskGate, TaskValueListener } from "./form-value.tx.ts";
export {
  type FormKey,
  taskValueFacts,
} from "./forms.published.ts";
export { taskValueV, valueItemV } from "./forms.views.ts";
