import {
  envelopeOf,
  ok,
  passportDataSchema,
  passportInfoSaveSchema,
  passportModelItemSchema,
  passportModelSaveSchema,
  passportQuerySchema,
} from "@eos/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../../platform/auth/access-guard.ts";
import { languageOf } from "../../../platform/http/i18n.ts";
import { idParam } from "../../../platform/http/params.ts";
import type { ScoreDeps } from "../score-read.service.ts";
import {
  listPassportModelItems,
  removePassportModel,
  savePassportModel,
  savePassportText,
} from "./passport.service.ts";
import { previewPassport, studentPassport } from "./passport-data.service.ts";
import { classPassportZip, type PassportFile, studentPassportPdf } from "./passport-export.service.ts";

const tags = ["Passport"];
const manage = {
  access: { kind: "user" as const, roles: ["tea" as const], code: "evaluation.manage" as const },
};
const reader = { access: { kind: "user" as const } };

/** A download; RFC 5987: the (Chinese) name in UTF-8 for browsers, an ASCII fallback for the rest. */
const sendFile = (reply: FastifyReply, type: string, file: PassportFile) =>
  reply
    .type(type)
    .header(
      "content-disposition",
      `attachment; filename="${file.fallback}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .send(file.data);

/**
 * The student passport (issue 7): passport models (one per school year, staff), a student's passport data,
 * its texts, and PDFs. Reading is open to every signed-in user; the services decide who sees whom.
 */
export const passportRoutes =
  (deps: ScoreDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/passport/model/list",
      {
        config: manage,
        schema: {
          tags,
          summary: "The school's passport models",
          response: { 200: envelopeOf(z.array(passportModelItemSchema)) },
        },
      },
      async (req) => ok(await listPassportModelItems(deps, authOf(req))),
    );
    app.post(
      "/v3/passport/model/save",
      {
        config: manage,
        schema: {
          tags,
          summary: "Add or change a passport model (one per school year)",
          body: passportModelSaveSchema,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await savePassportModel(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/passport/model/delete",
      {
        config: manage,
        schema: { tags, summary: "Delete a passport model", body: z.object({ id: idParam }) },
      },
      async (req) => {
        await removePassportModel(deps, authOf(req), req.body.id);
        return ok(null);
      },
    );
    app.get(
      "/v3/passport/data",
      {
        config: reader,
        schema: {
          tags,
          summary: "A student's passport for a school year (the current one by default)",
          querystring: passportQuerySchema,
          response: { 200: envelopeOf(passportDataSchema) },
        },
      },
      async (req) => ok(await studentPassport(deps, authOf(req), languageOf(req), req.query)),
    );
    app.get(
      "/v3/passport/preview",
      {
        config: manage,
        schema: {
          tags,
          summary: "A passport model shown for a sample student",
          querystring: z.object({ id: idParam }),
          response: { 200: envelopeOf(passportDataSchema) },
        },
      },
      async (req) => ok(await previewPassport(deps, authOf(req), languageOf(req), req.query.id)),
    );
    app.post(
      "/v3/passport/info/save",
      {
        config: reader,
        schema: {
          tags,
          summary: "Save the teacher's comment or the self-statement (empty text resets it)",
          body: passportInfoSaveSchema,
        },
      },
      async (req) => {
        await savePassportText(deps, authOf(req), req.body);
        return ok(null);
      },
    );
    app.get(
      "/v3/passport/pdf",
      {
        config: reader,
        schema: { tags, summary: "A student's passport as a PDF", querystring: passportQuerySchema },
      },
      async (req, reply) =>
        sendFile(
          reply,
          "application/pdf",
          await studentPassportPdf(deps, authOf(req), languageOf(req), req.query),
        ),
    );
    app.get(
      "/v3/passport/pdf/class",
      {
        config: reader,
        schema: {
          tags,
          summary: "A class's passports, one PDF per student, in a zip",
          querystring: z.object({ classId: idParam, schoolYearId: idParam.optional() }),
        },
      },
      async (req, reply) =>
        sendFile(
          reply,
          "application/zip",
          await classPassportZip(deps, authOf(req), languageOf(req), req.query),
        ),
    );
  };
