import {
  envelopeOf,
  ok,
  ruleSumScoreQuerySchema,
  ruleSumScoreSchema,
  scoreByConditionPageSchema,
  scoreByConditionQuerySchema,
  scoreLineageQuerySchema,
  scoreLineageSchema,
  studentScoresQuerySchema,
  studentScoresSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { sendXlsx } from "../../platform/files/xlsx.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { exportScoresByCondition, ruleSumScore, scoresByCondition } from "./score-query.service.ts";
import { type ScoreDeps, scoreLineage, studentScores } from "./score-read.service.ts";

const tags = ["Scores"];

/**
 * A student's scores and their lineage, for students (their own), parents (their children), teachers (their
 * classes) and staff (anyone in the school); the service decides who may see whom.
 */
export const scoreRoutes =
  (deps: ScoreDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const route = { config: { access: { kind: "user" as const } } };
    app.get(
      "/v3/target/studentScore",
      {
        ...route,
        schema: {
          tags,
          summary: "A student's indicator scores in a term, with total and band",
          querystring: studentScoresQuerySchema,
          response: { 200: envelopeOf(studentScoresSchema) },
        },
      },
      async (req) => ok(await studentScores(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/target/scoreLineage",
      {
        ...route,
        schema: {
          tags,
          summary: "Why this score: the submissions and rule versions behind a student's indicator score",
          querystring: scoreLineageQuerySchema,
          response: { 200: envelopeOf(scoreLineageSchema) },
        },
      },
      async (req) => ok(await scoreLineage(deps, authOf(req), req.query)),
    );
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
