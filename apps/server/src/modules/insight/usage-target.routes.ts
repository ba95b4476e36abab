import {
  envelopeOf,
  ok,
  pageOf,
  targetSchoolsQuerySchema,
  targetSchoolUsageSchema,
  targetUsageExportSchema,
  targetUsageModelSchema,
  targetUsageQuerySchema,
  targetUsageSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { sendXlsx } from "../../platform/files/xlsx.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import type { InsightDeps } from "./insight.deps.ts";
import {
  exportTargetUsage,
  pageTargetSchools,
  pageTargetUsage,
  targetUsageModels,
} from "./usage-target.service.ts";

const tags = ["Statistics"];

/** Staff who follow the whole school (administrators, collection.stats); on an area's site, the area. */
const followers = {
  access: { kind: "user" as const, roles: ["tea" as const], code: "collection.stats" as const },
};
const used =
  "A school uses an indicator when a rule that is on scores onto it (or onto one under it) in its copy of the model, or a student has a score on it in the term.";

/** Usage by target (indicator) level (SPEC 7 /v3/usedCount/target), computed in SQL. */
export const usageTargetRoutes =
  (deps: InsightDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/usedCount/target/models",
      {
        config: followers,
        schema: {
          tags,
          summary:
            "The student indicator models the target usage can be filtered by (the area's, or the school's)",
          response: { 200: envelopeOf(z.array(targetUsageModelSchema)) },
        },
      },
      async (req) => ok(await targetUsageModels(deps, authOf(req))),
    );
    app.get(
      "/v3/usedCount/target/page",
      {
        config: followers,
        schema: {
          tags,
          summary: `Each indicator (levels 1-3) with how many schools hold, use and do not use it. ${used}`,
          querystring: targetUsageQuerySchema,
          response: { 200: envelopeOf(pageOf(targetUsageSchema)) },
        },
      },
      async (req) => ok(await pageTargetUsage(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/usedCount/target/schools",
      {
        config: followers,
        schema: {
          tags,
          summary: `One indicator's schools, using it or not, with rules on and off and students scored. ${used}`,
          querystring: targetSchoolsQuerySchema,
          response: { 200: envelopeOf(pageOf(targetSchoolUsageSchema)) },
        },
      },
      async (req) => ok(await pageTargetSchools(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/usedCount/target/export",
      {
        config: followers,
        schema: {
          tags,
          summary: "The indicators under the filters as .xlsx; with indicatorId, that indicator's schools",
          querystring: targetUsageExportSchema,
        },
      },
      async (req, reply) => {
        const { file, name } = await exportTargetUsage(deps, authOf(req), req.query, languageOf(req));
        return sendXlsx(reply, `${name}.xlsx`, file);
      },
    );
  };
