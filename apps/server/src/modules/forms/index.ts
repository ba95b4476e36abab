import type { FastifyPluginAsync } from "fastify";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { formDefinitionRoutes } from "./form-admin.routes.ts";
import { formApiDictRoutes } from "./form-apidict.routes.ts";
import { formDictRoutes } from "./form-dict.routes.ts";
import { formItemRoutes } from "./form-item.routes.ts";
import { formMatchRoutes } from "./form-match.routes.ts";
import { formTemplateRoutes } from "./form-template.routes.ts";
import { formTermRoutes } from "./form-term.routes.ts";

/** The designer's API: form definitions, items, dictionaries, templates and helpers, under /v3 and /app. */
/**
 * Another module's veto on deleting a form (the collection module refuses forms its tasks use); it throws
 * the refusal. Wired by the composition root, so that forms never imports the modules built on it.
 */
export type FormDeleteGuard = (auth: AuthContext, formId: number) => Promise<void>;

export const formAdminRoutes =
  (deps: {
    db: Db;
    now?: () => Date;
    beforeDelete?: FormDeleteGuard;
    /** API_DICT_HOSTS: the hosts queryApiDict may read; none by default. */
    apiDictHosts?: readonly string[];
  }): FastifyPluginAsync =>
  async (app) => {
    await app.register(formDefinitionRoutes(deps));
    await app.register(formItemRoutes(deps));
    await app.register(formDictRoutes(deps));
    await app.register(formTemplateRoutes(deps));
    await app.register(formTermRoutes(deps));
    await app.register(formApiDictRoutes(deps));
    await app.register(formMatchRoutes(deps));
  };
export { formDataRoutes } from "./form-data.routes.ts";
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
export type { FormKey } from "./form-range.store.ts";
export {
  copyReleasedForm,
  type FormSummary,
  formSummary,
  type ReleasedItem,
  releasedItems,
} from "./form-share.service.ts";
export { formValueFileReader } from "./form-value.file-reader.ts";
export { formValueRoutes } from "./form-value.routes.ts";
export { taskValueFacts } from "./form-value.store.ts";
export type { TaskGate, TaskValueListener } from "./form-value.tx.ts";
export { taskValueV, valueItemV } from "./forms.views.ts";
