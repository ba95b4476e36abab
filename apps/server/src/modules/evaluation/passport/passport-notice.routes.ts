import {
  envelopeOf,
  objectionRaiseSchema,
  objectionResolveSchema,
  ok,
  passportNoticeSaveSchema,
  passportNoticeSchema,
  passportNoticeUnarchiveSchema,
  passportObjectionSchema,
  studentNoticeQuerySchema,
  studentNoticeSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../../platform/auth/access-guard.ts";
import { idParam } from "../../../platform/http/params.ts";
import type { ScoreDeps } from "../score-read.service.ts";
import {
  noticeObjections,
  noticesOfYear,
  raiseObjection,
  saveNotice,
  settleObjection,
  studentNotice,
  unarchiveNotice,
} from "./passport-notice.service.ts";

const tags = ["Passport notice"];
const manage = {
  access: { kind: "user" as const, roles: ["tea" as const], code: "evaluation.manage" as const },
};
const reader = { access: { kind: "user" as const } };
const created = { 200: envelopeOf(z.object({ id: z.number() })) };

/**
 * The public-notice window (公示) of a class's passport records: staff open it and resolve objections; the
 * class's students, parents and teachers see it and object while it is open; after it the passport is archived.
 */
export const passportNoticeRoutes =
  (deps: ScoreDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/passport/notice/list",
      {
        config: manage,
        schema: {
          tags,
          summary: "A school year's notice windows (the current year by default)",
          querystring: z.object({ schoolYearId: idParam.optional() }),
          response: { 200: envelopeOf(z.array(passportNoticeSchema)) },
        },
      },
      async (req) => ok(await noticesOfYear(deps, authOf(req), req.query.schoolYearId)),
    );
    app.post(
      "/v3/passport/notice/save",
      {
        config: manage,
        schema: {
          tags,
          summary: "Open a class's notice window, or move one not yet over",
          body: passportNoticeSaveSchema,
          response: created,
        },
      },
      async (req) => ok(await saveNotice(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/passport/notice/unarchive",
      {
        // Administrators only (the service checks): it lifts the lock on archived records.
        config: { access: { kind: "user" as const, roles: ["tea" as const] } },
        schema: {
          tags,
          summary: "Reopen an archived window until a new end, with a reason (audited; administrators)",
          body: passportNoticeUnarchiveSchema,
          response: { 200: envelopeOf(passportNoticeSchema) },
        },
      },
      async (req) =>
        ok(
          await unarchiveNotice(deps, authOf(req), req.body, {
            ip: req.ip ?? null,
            userAgent: req.headers["user-agent"] ?? null,
          }),
        ),
    );
    app.get(
      "/v3/passport/notice/objections",
      {
        config: manage,
        schema: {
          tags,
          summary: "The objections raised in a notice window",
          querystring: z.object({ noticeId: idParam }),
          response: { 200: envelopeOf(z.array(passportObjectionSchema)) },
        },
      },
      async (req) => ok(await noticeObjections(deps, authOf(req), req.query.noticeId)),
    );
    app.post(
      "/v3/passport/objection/resolve",
      {
        config: manage,
        schema: {
          tags,
          summary: "Accept an objection with the change made, or reject it with a reason",
          body: objectionResolveSchema,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => ok(await settleObjection(deps, authOf(req), req.body).then(() => null)),
    );
    app.get(
      "/v3/passport/notice/student",
      {
        config: reader,
        schema: {
          tags,
          summary: "A student's notice window this year and the objections about them",
          querystring: studentNoticeQuerySchema,
          response: { 200: envelopeOf(studentNoticeSchema) },
        },
      },
      async (req) => ok(await studentNotice(deps, authOf(req), req.query)),
    );
    app.post(
      "/v3/passport/objection/raise",
      {
        config: reader,
        schema: {
          tags,
          summary: "Object to a student's record while their class's notice window is open",
          body: objectionRaiseSchema,
          response: created,
        },
      },
      async (req) => ok(await raiseObjection(deps, authOf(req), req.body)),
    );
  };
