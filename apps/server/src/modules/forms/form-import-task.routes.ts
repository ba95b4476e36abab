import { envelopeOf, formImportSchema, ok, pageOf } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthContext } from "../../platform/auth/access.ts";
import { authOf } from "../../platform/auth/access-guard.ts";
import { AppError, notFound } from "../../platform/http/errors.ts";
import { deleteImport, findImport, liveImportValues, pageTaskImports } from "./form-import.store.ts";
import { idParam } from "./form-routes.shared.ts";
import type { FormValueDeps } from "./form-value.tx.ts";
import { deleteValues } from "./form-value-read.service.ts";

/** Who uploads imports (form-data.routes.ts) manages them: forms.data holders and administrators. */
const staff = { access: { kind: "user" as const, roles: ["tea" as const], code: "forms.data" as const } };
const tags = ["Form import"];

const taskImportSchema = formImportSchema.extend({
  /** Values this import stored that are still there (a delete takes back exactly these). */
  values: z.number(),
  createdBy: z.number().nullable(),
});

/**
 * Deletes an import and the values it stored that are still there (quota places given back, as value/del
 * does), in the caller's school; a running import is refused (its rows are still being stored).
 */
export const deleteImportAndValues = async (
  deps: FormValueDeps,
  auth: AuthContext,
  id: number,
): Promise<{ values: number }> => {
  const found = await findImport(deps.db, auth.schoolId, id);
  if (!found) throw notFound();
  if (found.state === "running") throw new AppError(400, -1, { key: "formImport_running" });
  const ids = await liveImportValues(deps.db, auth.schoolId, id);
  if (ids.length > 0) await deleteValues(deps, auth, { formId: found.formId, ids });
  await deleteImport(deps.db, auth.schoolId, id);
  return { values: ids.length };
};

/** SPEC 7 Form import: a task's imports (percent list) and their delete, which takes the values back. */
export const formImportTaskRoutes =
  (deps: FormValueDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/formImport/page",
      {
        config: staff,
        schema: {
          tags,
          summary: "A task's imports, newest first: state, percent, rows, problems and values still there",
          querystring: z.object({
            taskId: idParam,
            page: z.coerce.number().int().min(1).default(1),
            size: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response: { 200: envelopeOf(pageOf(taskImportSchema)) },
        },
      },
      async (req) => {
        const q = req.query;
        const { rows, total } = await pageTaskImports(deps.db, authOf(req).schoolId, {
          taskId: q.taskId,
          limit: q.size,
          offset: (q.page - 1) * q.size,
        });
        return ok({
          list: rows.map(({ rowsDone: _, ...r }) => ({
            ...r,
            problems: r.problems.map(({ row, name, msg }) => ({ row, name, msg })),
            createdAt: r.createdAt.toISOString(),
          })),
          total,
          page: q.page,
          size: q.size,
        });
      },
    );
    app.post(
      "/v3/formImport/del",
      {
        config: staff,
        schema: {
          tags,
          summary:
            "Delete an import and the values it stored (not while it runs); answers how many values went",
          body: z.object({ id: idParam }),
          response: { 200: envelopeOf(z.object({ values: z.number() })) },
        },
      },
      async (req) => ok(await deleteImportAndValues(deps, authOf(req), req.body.id)),
    );
  };
