import {
  envelopeOf,
  ok,
  scoreLineageQuerySchema,
  scoreLineageSchema,
  studentScoresQuerySchema,
  studentScoresSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../platform/auth/access-guard.ts";
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
  };
