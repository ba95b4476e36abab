import type { Readable } from "node:stream";
import { envelopeOf, type FormImport, formImportSchema, ok } from "@eos/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { sendXlsx, XLSX_TYPE } from "../../platform/files/xlsx.ts";
import { badRequest, notFound } from "../../platform/http/errors.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { idParam } from "../../platform/http/params.ts";
import type { Exports } from "../exports/index.ts";
import type { SchoolFiles } from "../files/index.ts";
import { findSchoolById } from "../school/index.ts";
import { FORM_VALUES_EXPORT_JOB } from "./form-export.job.ts";
import { prepareExport, xlsxExportStream, zipExportStream } from "./form-export.service.ts";
import { type ImportDeps, importErrorFile, importTemplate, startImport } from "./form-import.service.ts";
import { readImportUpload } from "./form-import.upload.ts";
import {
  deleteImportAndValues,
  type ImportRow,
  importOf,
  importsOfForm,
} from "./form-import-manage.service.ts";
import { deleteImportBody, formImportTaskRoutes } from "./form-import-task.routes.ts";
import { bothPrefixes, formTags } from "./form-routes.shared.ts";

const staff = { access: { kind: "user" as const, roles: ["tea" as const], code: "forms.data" as const } };
const tags = [...formTags, "Form data"];

const publicImport = ({ rowsDone: _, ...row }: ImportRow): FormImport => ({
  ...row,
  problems: row.problems.map(({ row: r, name, msg }) => ({ row: r, name, msg })),
  createdAt: row.createdAt.toISOString(),
});

const sendFile = (reply: FastifyReply, file: { fileName: string; data: Buffer }) =>
  sendXlsx(reply, file.fileName, file.data);

/** A streamed download; RFC 5987: the name in UTF-8 for browsers, an ASCII fallback for the rest. */
const sendStream = (reply: FastifyReply, fileName: string, type: string, body: Readable) => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return reply
    .type(type)
    .header(
      "content-disposition",
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .send(body);
};

/** Where links in an export point: this server as the caller reached it. */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * Exporting a form's values and importing them from .xlsx (SPEC 7 'Form import'), under /v3 and /app.
 * Imports run as persisted jobs (form-import.job.ts), so one interrupted by a restart goes on afterwards.
 */
export const formDataRoutes =
  (deps: ImportDeps & { files: SchoolFiles; exports: Exports }): FastifyPluginAsyncZod =>
  async (app) => {
    const formQuery = z.object({ formId: idParam });
    const importQuery = z.object({ id: idParam });
    await app.register(formImportTaskRoutes(deps));

    for (const url of bothPrefixes("value/export"))
      app.get(
        url,
        {
          config: staff,
          schema: {
            tags,
            summary:
              "A form's values as .xlsx (group forms on their own sheets), streamed as it is read; with " +
              "taskId, one task's; with withFiles=1, a .zip of values.xlsx and every file the values hold; " +
              "with async=1 the .xlsx is made in the background instead, answering { jobId } (follow it at " +
              "/v3/job/get; the file is then listed at /v3/stu/searchFileDownLoadList)",
            querystring: formQuery.extend({
              taskId: idParam.optional(),
              withFiles: z.enum(["0", "1", "true", "false"]).optional(),
              async: z.enum(["0", "1"]).optional(),
            }),
          },
        },
        async (req, reply) => {
          const auth = authOf(req);
          const school = await findSchoolById(deps.db, auth.schoolId);
          const ctx = {
            lang: languageOf(req),
            origin: originOf(req),
            timeZone: school?.timeZone ?? "Asia/Shanghai",
          };
          // Everything that can refuse is checked here, before the first byte: afterwards no envelope can.
          const prepared = await prepareExport(
            deps.db,
            auth.schoolId,
            req.query.formId,
            ctx,
            req.query.taskId,
          );
          if (req.query.async === "1") {
            const { formId, taskId } = req.query;
            const input = { formId, taskId, origin: ctx.origin, timeZone: ctx.timeZone };
            const jobId = await deps.exports.start(auth, FORM_VALUES_EXPORT_JOB, input, {
              title: `${prepared.name}.xlsx`,
              lang: ctx.lang,
            });
            return ok({ jobId });
          }
          const withFiles = req.query.withFiles === "1" || req.query.withFiles === "true";
          if (withFiles)
            return sendStream(
              reply,
              `${prepared.name}.zip`,
              "application/zip",
              zipExportStream(deps.db, deps.files, prepared),
            );
          return sendStream(reply, `${prepared.name}.xlsx`, XLSX_TYPE, xlsxExportStream(deps.db, prepared));
        },
      );
    for (const url of bothPrefixes("import/template"))
      app.get(
        url,
        {
          config: staff,
          schema: {
            tags,
            summary: "The .xlsx template to import values; with taskId, into that task (student no. first)",
            querystring: formQuery.extend({ taskId: idParam.optional() }),
          },
        },
        async (req, reply) =>
          sendFile(reply, await importTemplate(deps, authOf(req), req.query, languageOf(req))),
      );
    for (const url of bothPrefixes("import/upload"))
      app.post(
        url,
        {
          config: staff,
          schema: {
            tags,
            summary:
              "Import values from .xlsx in a background job (multipart fields `file`, `formId`, `dryRun`, " +
              "optional `taskId`); answers the import's id at once; each good row is one submission by the " +
              "importer; with taskId (a task of this form that teachers fill, open now) each row is a value " +
              "of the task about the student its first column names by student no.",
            response: { 200: envelopeOf(z.object({ id: z.number() })) },
          },
        },
        async (req) => {
          const { fileName, data, field, dryRun } = await readImportUpload(req);
          const formId = idParam.safeParse(field("formId"));
          if (!formId.success) throw badRequest("formId is required");
          const taskId = idParam.optional().safeParse(field("taskId") || undefined);
          if (!taskId.success) throw badRequest("taskId");
          const input = {
            formId: formId.data,
            taskId: taskId.data,
            fileName,
            data,
            dryRun,
          };
          return ok(await startImport(deps, authOf(req), input, languageOf(req)));
        },
      );
    for (const url of bothPrefixes("import/state"))
      app.get(
        url,
        {
          config: staff,
          schema: {
            tags,
            summary: "An import's progress percent, counts and per-row problems",
            querystring: importQuery,
            response: { 200: envelopeOf(formImportSchema) },
          },
        },
        async (req) => {
          const row = await importOf(deps.db, authOf(req).schoolId, req.query.id);
          if (!row) throw notFound();
          return ok(publicImport(row));
        },
      );
    for (const url of bothPrefixes("import/list"))
      app.get(
        url,
        {
          config: staff,
          schema: {
            tags,
            summary: "A form's recent imports, newest first",
            querystring: formQuery,
            response: { 200: envelopeOf(z.array(formImportSchema)) },
          },
        },
        async (req) =>
          ok((await importsOfForm(deps.db, authOf(req).schoolId, req.query.formId)).map(publicImport)),
      );
    for (const url of bothPrefixes("import/errors"))
      app.get(
        url,
        {
          config: staff,
          schema: {
            tags,
            summary: "The rows that did not import, with why, as .xlsx",
            querystring: importQuery,
          },
        },
        async (req, reply) =>
          sendFile(reply, await importErrorFile(deps, authOf(req), req.query.id, languageOf(req))),
      );
    for (const url of bothPrefixes("import/del"))
      app.post(
        url,
        {
          config: staff,
          schema: {
            tags,
            summary:
              "Delete an import and the values it stored, as /v3/formImport/del does (one implementation); " +
              "keepValues forgets only the record",
            body: deleteImportBody,
            response: { 200: envelopeOf(z.object({ values: z.number() })) },
          },
        },
        async (req) => ok(await deleteImportAndValues(deps, authOf(req), req.body)),
      );
  };
