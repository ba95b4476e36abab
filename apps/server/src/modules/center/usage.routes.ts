import {
  appDayRowSchema,
  appHistoryRowSchema,
  appStatRowSchema,
  envelopeOf,
  ok,
  pageOf,
  periodQuerySchema,
  recentAppSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import { sendXlsx } from "../../platform/files/xlsx.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { idParam } from "../../platform/http/params.ts";
import type { Exports } from "../exports/index.ts";
import {
  appHistoryOf,
  appRanking,
  dailyOpens,
  recentAppsOf,
  USAGE_EXPORT_JOB,
  usageWorkbook,
} from "./usage.service.ts";

const tags = ["App centre"];
const signedIn = { access: { kind: "user" as const } };
const admins = { access: { kind: "admin" as const, sites: ["school" as const] } };
const paging = {
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

/** Usage of apps: the administrators' rankings, chart and export; a person's recent apps and history. */
export const usageRoutes =
  (deps: { db: Db; exports: Exports }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/center/api/stat/app",
      {
        config: admins,
        schema: {
          tags,
          summary:
            "Apps ranked by opens over a period (school days, both ends included), with distinct people",
          querystring: periodQuerySchema,
          response: { 200: envelopeOf(z.array(appStatRowSchema)) },
        },
      },
      async (req) => ok(await appRanking(deps.db, authOf(req).schoolId, req.query)),
    );

    app.get(
      "/center/api/stat/getList",
      {
        config: admins,
        schema: {
          tags,
          summary: "Opens and people per day of a period (all apps or one), newest day first, paged",
          querystring: periodQuerySchema.extend({ appId: idParam.optional(), ...paging }),
          response: { 200: envelopeOf(pageOf(appDayRowSchema)) },
        },
      },
      async (req) => ok(await dailyOpens(deps.db, authOf(req).schoolId, req.query)),
    );

    app.get(
      "/v3/center/stat/export",
      {
        config: admins,
        schema: {
          tags,
          summary:
            "A period's app usage as .xlsx: the ranking and the opens per day; with async=1 made in the " +
            "background instead, answering { jobId } (follow it at /v3/job/get; the file is then listed at " +
            "/v3/stu/searchFileDownLoadList)",
          querystring: periodQuerySchema.extend({ async: z.enum(["0", "1"]).optional() }),
        },
      },
      async (req, reply) => {
        const { async: inBackground, ...period } = req.query;
        const lang = languageOf(req);
        if (inBackground === "1") {
          const title = `app-usage-${period.from}-${period.to}.xlsx`;
          const jobId = await deps.exports.start(authOf(req), USAGE_EXPORT_JOB, period, { title, lang });
          return ok({ jobId });
        }
        return sendXlsx(
          reply,
          `app-usage-${period.from}-${period.to}.xlsx`,
          await usageWorkbook(deps.db, authOf(req).schoolId, period, lang),
        );
      },
    );

    app.get(
      "/center/api/appLastTimeList",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "The signed-in person's recent apps (that they may still open), newest first",
          querystring: z.object({ size: z.coerce.number().int().min(1).max(50).default(8) }),
          response: { 200: envelopeOf(z.array(recentAppSchema)) },
        },
      },
      async (req) => ok(await recentAppsOf(deps.db, authOf(req), req.query.size)),
    );

    app.get(
      "/center/api/appHistoryList",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "The signed-in person's app opens, newest first, paged (the last 180 days)",
          querystring: z.object(paging),
          response: { 200: envelopeOf(pageOf(appHistoryRowSchema)) },
        },
      },
      async (req) => ok(await appHistoryOf(deps.db, authOf(req), req.query)),
    );
  };
