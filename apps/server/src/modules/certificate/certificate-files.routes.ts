import {
  awardImportQuerySchema,
  awardImportResultSchema,
  awardPdfBatchQuerySchema,
  awardPdfQuerySchema,
  envelopeOf,
  ok,
} from "@eos/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { importSummary, readImportUpload, sendImportTemplate } from "../org/index.ts";
import { awardColumns } from "./award-import.rows.ts";
import { awardTemplateExample, describeAwardProblems, importAwards } from "./award-import.service.ts";
import { MANAGE_CODES, termOf } from "./certificate.access.ts";
import { awardPdf, awardZip, type PrintDeps, type PrintedFile } from "./certificate-print.service.ts";

const tags = ["Certificates"];

/** A download; RFC 5987: the (Chinese) name in UTF-8 for browsers, an ASCII fallback for the rest. */
const sendFile = <T>(reply: FastifyReply, type: string, file: PrintedFile<T>) =>
  reply
    .type(type)
    .header(
      "content-disposition",
      `attachment; filename="${file.fallback}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .send(file.data);

/**
 * Certificates on paper and from spreadsheets: an award printed as a PDF (for whoever may see the student), a
 * certificate's awards as a zip of PDFs (staff, a class teacher their classes), and the award import.
 */
export const certificateFileRoutes =
  (deps: PrintDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const anyone = { config: { access: { kind: "user" as const } } };
    const staff = { config: { access: { kind: "user" as const, roles: ["tea" as const] } } };
    const manage = {
      config: { access: { kind: "user" as const, roles: ["tea" as const], code: MANAGE_CODES } },
    };
    app.get(
      "/v3/ruleCertificate/acquire/pdf",
      {
        ...anyone,
        schema: {
          tags,
          summary:
            "An award printed as an A4 landscape certificate (PDF): staff any, a teacher their classes', a student their own, a parent their children's",
          querystring: awardPdfQuerySchema,
        },
      },
      async (req, reply) =>
        sendFile(reply, "application/pdf", await awardPdf(deps, authOf(req), languageOf(req), req.query.id)),
    );
    app.get(
      "/v3/ruleCertificate/acquire/pdf/batch",
      {
        ...staff,
        schema: {
          tags,
          summary:
            "A certificate's awards in force, one PDF per student, as a zip streamed while drawn: a class's, or every holder the caller may see",
          querystring: awardPdfBatchQuerySchema,
        },
      },
      async (req, reply) =>
        sendFile(reply, "application/zip", await awardZip(deps, authOf(req), languageOf(req), req.query)),
    );
    app.get(
      "/v3/ruleCertificate/award/importTemplate",
      {
        ...manage,
        schema: {
          tags,
          summary: "The .xlsx template for importing awards (student number, name, certificate, note)",
          querystring: z.object({ termId: awardImportQuerySchema.shape.termId }),
        },
      },
      async (req, reply) => {
        const auth = authOf(req);
        const term = await termOf(deps, auth.schoolId, req.query.termId);
        const example = await awardTemplateExample(deps.db, auth.schoolId, term.id);
        const lang = languageOf(req);
        return sendImportTemplate(reply, lang, {
          columns: awardColumns,
          sheet: ["证书颁发", "Awards"],
          file: "certificate-awards-template.xlsx",
          example: { ...example, reason: lang === "en-US" ? "Helped at the book fair" : "图书义卖志愿服务" },
        });
      },
    );
    app.post(
      "/v3/ruleCertificate/award/import",
      {
        ...manage,
        schema: {
          tags,
          summary: importSummary(
            "awards of the term's enabled certificates (the current term unless termId) by student number and certificate name; revoked awards are given again",
          ),
          querystring: awardImportQuerySchema,
          response: { 200: envelopeOf(awardImportResultSchema) },
        },
      },
      async (req) => {
        const { data, dryRun } = await readImportUpload(req, req.query.dryRun);
        const result = await importAwards(deps, authOf(req), data, { termId: req.query.termId, dryRun });
        return ok({ ...result, problems: describeAwardProblems(result.problems, languageOf(req)) });
      },
    );
  };
