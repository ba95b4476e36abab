import {
  envelopeOf,
  ok,
  summaryAverageSchema,
  summaryLevelSchema,
  summaryListQuerySchema,
  summaryListSchema,
  summaryQuerySchema,
  summaryScatterQuerySchema,
  summaryScatterSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { sendXlsx } from "../../platform/files/xlsx.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import type { InsightAccessDeps } from "./insight.deps.ts";
import { summaryAverages, summaryLevels, summaryList, summaryScatter } from "./summary.service.ts";
import { exportSummaryList } from "./summary-export.service.ts";

const tags = ["Summary"];

/**
 * Summaries of a model's scores in a term over a class, a grade or the school (SPEC 7 '/v3/summary'): teachers
 * of the class, and staff for any scope; the service decides.
 */
export const summaryRoutes =
  (deps: InsightAccessDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const route = { config: { access: { kind: "user" as const, roles: ["tea" as const] } } };
    app.get(
      "/v3/summary/overallList",
      {
        ...route,
        schema: {
          tags,
          summary: "Every student's total, band and rank in the scope, with the chosen indicators' scores",
          querystring: summaryListQuerySchema,
          response: { 200: envelopeOf(summaryListSchema) },
        },
      },
      async (req) => ok(await summaryList(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/summary/overallList/export",
      {
        ...route,
        schema: {
          tags,
          summary: "The same list, every row, with the school's score and indicator columns, as .xlsx",
          querystring: summaryListQuerySchema,
        },
      },
      async (req, reply) => {
        const { file, name } = await exportSummaryList(deps, authOf(req), req.query, languageOf(req));
        return sendXlsx(reply, `${name}.xlsx`, file);
      },
    );
    app.get(
      "/v3/summary/level",
      {
        ...route,
        schema: {
          tags,
          summary: "How many students reached each band",
          querystring: summaryQuerySchema,
          response: { 200: envelopeOf(summaryLevelSchema) },
        },
      },
      async (req) => ok(await summaryLevels(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/summary/averageTarget",
      {
        ...route,
        schema: {
          tags,
          summary: "The average score of each level-1 and level-2 indicator",
          querystring: summaryQuerySchema,
          response: { 200: envelopeOf(summaryAverageSchema) },
        },
      },
      async (req) => ok(await summaryAverages(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/summary/radarMap",
      {
        ...route,
        schema: {
          tags,
          summary: "The level-1 indicators' averages, for a radar chart",
          querystring: summaryQuerySchema,
          response: { 200: envelopeOf(summaryAverageSchema) },
        },
      },
      async (req) => {
        const all = await summaryAverages(deps, authOf(req), req.query);
        return ok({ ...all, indicators: all.indicators.filter((i) => i.level === 1) });
      },
    );
    app.get(
      "/v3/summary/scatter",
      {
        ...route,
        schema: {
          tags,
          summary: "Two indicators' scores per student of the scope, for a scatter chart",
          querystring: summaryScatterQuerySchema,
          response: { 200: envelopeOf(summaryScatterSchema) },
        },
      },
      async (req) => ok(await summaryScatter(deps, authOf(req), req.query)),
    );
  };
