import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import type { Exports } from "../exports/index.ts";
import type { SchoolFiles, StoreGeneratedFile } from "../files/index.ts";
import { formDefinitionRoutes } from "./form-admin.routes.ts";
import { formApiDictRoutes } from "./form-apidict.routes.ts";
import { formDataRoutes } from "./form-data.routes.ts";
import { formDictRoutes } from "./form-dict.routes.ts";
import { formItemRoutes } from "./form-item.routes.ts";
import { formMatchRoutes } from "./form-match.routes.ts";
import { formTemplateRoutes } from "./form-template.routes.ts";
import { formTermRoutes } from "./form-term.routes.ts";
import { formValueRoutes } from "./form-value.routes.ts";
import type { FormValueDeps } from "./form-value.tx.ts";
import type { FormDeleteGuard } from "./index.ts";

export type FormsModuleDeps = FormValueDeps & {
  /** Another module's veto on deleting a form (collection refuses forms its tasks use). */
  beforeDelete?: FormDeleteGuard;
  /** API_DICT_HOSTS: the hosts queryApiDict may read; none by default. */
  apiDictHosts?: readonly string[];
  storeFile: StoreGeneratedFile;
  jobs: Jobs;
  files: SchoolFiles;
  exports: Exports;
};

/**
 * The form engine's API: the designer's (definitions, items, dictionaries, templates and helpers), values,
 * and data (exports and imports), under /v3 and /app.
 */
export const formsModule =
  (deps: FormsModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    const { db, now, codesOf, taskGate, onValues, fileReaders } = deps;
    await api.register(async (admin) => {
      const design = { db, now, beforeDelete: deps.beforeDelete, apiDictHosts: deps.apiDictHosts };
      await admin.register(formDefinitionRoutes(design));
      await admin.register(formItemRoutes(design));
      await admin.register(formDictRoutes(design));
      await admin.register(formTemplateRoutes(design));
      await admin.register(formTermRoutes(design));
      await admin.register(formApiDictRoutes(design));
      await admin.register(formMatchRoutes(design));
    });
    const values = { db, now, codesOf, taskGate, onValues, fileReaders };
    await api.register(formValueRoutes({ ...values, storeFile: deps.storeFile }));
    await api.register(
      formDataRoutes({ ...values, jobs: deps.jobs, files: deps.files, exports: deps.exports }),
    );
  };
