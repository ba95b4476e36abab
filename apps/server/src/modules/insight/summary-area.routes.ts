import {
  areaSummaryAverageSchema,
  areaSummaryLevelSchema,
  areaSummaryQuerySchema,
  areaSummarySchoolSchema,
  areaSummarySchoolsQuerySchema,
  envelopeOf,
  ok,
  pageOf,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { InsightAccessDeps } from "./insight.deps.ts";
import { areaSummaryAverages, areaSummaryLevels, areaSummarySchools } from "./summary-area.service.ts";

const tags = ["Summary"];

/**
 * Summaries of an area model across the area's schools (SPEC 7 '/v3/summary', for area staff): administrators
 * signed in on the area's site; the service refuses any other site.
 */
export const areaSummaryRoutes =
  (deps: InsightAccessDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const route = { config: { access: { kind: "admin" as const } } };
    app.get(
      "/v3/summary/area/schools",
      {
        ...route,
        schema: {
          tags,
          summary: "The area's schools: whether each copied the model, its students and how many are scored",
          querystring: areaSummarySchoolsQuerySchema,
          response: { 200: envelopeOf(pageOf(areaSummarySchoolSchema)) },
        },
      },
      async (req) => ok(await areaSummarySchools(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/summary/area/averageTarget",
      {
        ...route,
        schema: {
          tags,
          summary: "The average of each area indicator in each school that holds a copy",
          querystring: areaSummaryQuerySchema,
          response: { 200: envelopeOf(areaSummaryAverageSchema) },
        },
      },
      async (req) => ok(await areaSummaryAverages(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/summary/area/level",
      {
        ...route,
        schema: {
          tags,
          summary: "How many students of each school reached each band of the area model",
          querystring: areaSummaryQuerySchema,
          response: { 200: envelopeOf(areaSummaryLevelSchema) },
        },
      },
      async (req) => ok(await areaSummaryLevels(deps, authOf(req), req.query)),
    );
  };
