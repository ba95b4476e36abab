import {
  envelopeOf,
  ok,
  ruleSumScoreQuerySchema,
  ruleSumScoreSchema,
  scoreByConditionPageSchema,
  scoreByConditionQuerySchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { sendXlsx } from "../../platform/files/xlsx.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import type { InsightAccessDeps } from "./insight.deps.ts";
import { exportScoresByCondition, ruleSumScore, scoresByCondition } from "./score-query.service.ts";

const tags = ["Scores"];

/** Scores by condition and what each rule gave, over a scope of students: the read side of the scores. */
export const scoreQueryRoutes =
  (deps: InsightAccessDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Teachers (their classes) and staff (any scope); the service decides. Parents and students are refused.
    const teachers = { config: { access: { kind: "user" as const, roles: ["tea" as const] } } };
    app.get(
      "/v3/target/scoreByCondition",
      {
        ...teachers,
        schema: {
          tags,
          summary:
            "One indicator's scores in a term, filtered by scope, score range and band; sorted and paged",
          querystring: scoreByConditionQuerySchema,
          response: { 200: envelopeOf(scoreByConditionPageSchema) },
        },
      },
      async (req) => ok(await scoresByCondition(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/target/scoreByCondition/export",
      {
        ...teachers,
        schema: {
          tags,
          summary: "The same rows, every page, as .xlsx",
          querystring: scoreByConditionQuerySchema,
        },
      },
      async (req, reply) => {
        const { file, name } = await exportScoresByCondition(deps, authOf(req), req.query, languageOf(req));
        return sendXlsx(reply, `${name}.xlsx`, file);
      },
    );
    app.get(
      "/v3/target/ruleSumScore",
      {
        ...teachers,
        schema: {
          tags,
          summary:
            "What each rule of a model gave the scope's students in a term: sum, averages, submissions",
          querystring: ruleSumScoreQuerySchema,
          response: { 200: envelopeOf(ruleSumScoreSchema) },
        },
      },
      async (req) => ok(await ruleSumScore(deps, authOf(req), req.query)),
    );
  };
