import { envelopeOf, formImportSchema, ok, pageOf } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { sendXlsx } from "../../platform/files/xlsx.ts";
import { badRequest } from "../../platform/http/errors.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { idParam } from "../../platform/http/params.ts";
import { type ImportDeps, importErrorFile } from "./form-import.service.ts";
import { readImportUpload } from "./form-import.upload.ts";
import {
  deleteImportAndValues,
  type ImportRow,
  percentCount,
  startUpdate,
  type TaskImportRow,
  taskImportsPage,
  updatePercentState,
} from "./form-import-manage.service.ts";
import { syncChecked } from "./form-import-sync.service.ts";

/** Who uploads imports (form-data.routes.ts) manages them: forms.data holders and administrators. */
const staff = { access: { kind: "user" as const, roles: ["tea" as const], code: "forms.data" as const } };
const tags = ["Form import"];

const managedImportSchema = formImportSchema.extend({
  /** For an update: the import whose values its rows replace. */
  replacesId: z.number().nullable(),
  acknowledgedAt: z.string().nullable(),
  /** A synced import: the check whose upload it stores (syncExcelData). */
  syncedFrom: z.number().nullable(),
});

const taskImportSchema = managedImportSchema.extend({
  /** Values this import stored that are still there (a delete takes back exactly these). */
  values: z.number(),
  createdBy: z.number().nullable(),
  /** Stored values before EOS noted which (migration 0026): deleting it cannot take them back. */
  legacy: z.boolean(),
  /** The finished update that replaced this import's values. */
  replacedBy: z.number().nullable(),
  /** An update of this import that waits or runs. */
  updatingId: z.number().nullable(),
  /** A check: the import that synced it. */
  syncedBy: z.number().nullable(),
  /** A finished check that syncExcelData can store now (its upload kept, not synced yet). */
  syncable: z.boolean(),
});

const countsSchema = z.object({
  waiting: z.number(),
  running: z.number(),
  done: z.number(),
  failed: z.number(),
  cancelled: z.number(),
  refused: z.number(),
  attention: z.number(),
  percent: z.number().nullable(),
});

/** Shared with the form-level import/del, which is the same delete. */
export const deleteImportBody = z.object({
  id: idParam,
  keepValues: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]).optional(),
});

const syncable = (r: TaskImportRow) => r.dryRun && r.state === "done" && r.uploadKept && r.syncedBy === null;

const publicRow = <T extends ImportRow>({ rowsDone: _, ...r }: T) => ({
  ...r,
  problems: r.problems.map(({ row, name, msg }) => ({ row, name, msg })),
  createdAt: r.createdAt.toISOString(),
  acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
});

/**
 * SPEC 7 Form import, managing a task's imports: the percent list, delete (taking the values back), update
 * of an import with a new file ("update excel data"), storing a check without uploading again ("sync excel
 * data"), the percent count and state, and the error rows.
 */
export const formImportTaskRoutes =
  (deps: ImportDeps): FastifyPluginAsyncZod =>
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
        const { rows, total } = await taskImportsPage(deps.db, authOf(req).schoolId, {
          taskId: q.taskId,
          limit: q.size,
          offset: (q.page - 1) * q.size,
        });
        const list = rows.map(({ uploadKept, ...r }) => ({
          ...publicRow(r),
          syncable: syncable({ ...r, uploadKept }),
        }));
        return ok({ list, total, page: q.page, size: q.size });
      },
    );
    app.post(
      "/v3/formImport/del",
      {
        config: staff,
        schema: {
          tags,
          summary:
            "Delete an import and the values it stored (not while it or an update of it runs; refused for an " +
            "import from before value tracking unless keepValues, which forgets only the record); answers how " +
            "many values went",
          body: deleteImportBody,
          response: { 200: envelopeOf(z.object({ values: z.number() })) },
        },
      },
      async (req) => ok(await deleteImportAndValues(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/formImport/updateExcelData",
      {
        config: staff,
        schema: {
          tags,
          summary:
            "Update a finished import with a new .xlsx (multipart `file`, `id`, `dryRun`): a background job " +
            "checks every row first (any problem: state refused, nothing changed), then replaces exactly the " +
            "values that import stored; answers the update's own import id, whose progress import/state shows",
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => {
        const { field, ...upload } = await readImportUpload(req);
        const id = idParam.safeParse(field("id"));
        if (!id.success) throw badRequest("id is required");
        return ok(await startUpdate(deps, authOf(req), { ...upload, id: id.data }, languageOf(req)));
      },
    );
    app.post(
      "/v3/formImport/syncExcelData",
      {
        config: staff,
        schema: {
          tags,
          summary:
            "Store a finished check (an import or update made with dryRun) from the file it checked, without " +
            "uploading it again: a background job like any import's, checking each row again as it stores it " +
            "(the form, task or students may have changed since); a checked update syncs as that update. " +
            "Answers the synced import's id; asked again for the same " +
            "check, the same id, nothing started twice. Only a person's latest check of a task keeps its file",
          body: z.object({ id: idParam }),
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await syncChecked(deps, authOf(req), req.body.id, languageOf(req))),
    );
    app.get(
      "/v3/formImport/commonPercentCount",
      {
        config: staff,
        schema: {
          tags,
          summary:
            "Imports by state, those asking for attention (failed, refused or with problem rows, not marked " +
            "seen) and the progress of the running ones: a task's, or without taskId the caller's own",
          querystring: z.object({ taskId: idParam.optional() }),
          response: { 200: envelopeOf(countsSchema) },
        },
      },
      async (req) => ok(await percentCount(deps, authOf(req), req.query.taskId)),
    );
    app.post(
      "/v3/formImport/updatePercentState",
      {
        config: staff,
        schema: {
          tags,
          summary:
            "Change an import's state: cancel (waiting → cancelled) or acknowledge (mark a finished one as " +
            "seen); other moves are refused",
          body: z.object({ id: idParam, action: z.enum(["cancel", "acknowledge"]) }),
          response: { 200: envelopeOf(managedImportSchema) },
        },
      },
      async (req) => ok(publicRow(await updatePercentState(deps, authOf(req), req.body))),
    );
    app.get(
      "/v3/formImport/exportErrorValue",
      {
        config: staff,
        schema: {
          tags,
          summary:
            "The rows of an import (or update) that did not import, with why, as .xlsx to fix and upload",
          querystring: z.object({ id: idParam }),
        },
      },
      async (req, reply) => {
        const file = await importErrorFile(deps, authOf(req), req.query.id, languageOf(req));
        return sendXlsx(reply, file.fileName, file.data);
      },
    );
  };
