import {
  envelopeOf,
  ok,
  scoreLineageSchema,
  teaGrowthLineageQuerySchema,
  teaGrowthListQuerySchema,
  teaGrowthModelSchema,
  teaGrowthPageSchema,
  teaGrowthQuerySchema,
  teaGrowthRecordQuerySchema,
  teaGrowthRecordSchema,
  teaGrowthSummarySchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../../platform/auth/access-guard.ts";
import { sendXlsx } from "../../../platform/files/xlsx.ts";
import { languageOf } from "../../../platform/http/i18n.ts";
import type { ScoreDeps } from "../score-read.service.ts";
import {
  exportGrowth,
  growthLineage,
  growthPage,
  growthRecord,
  growthSummary,
  listTeacherModels,
} from "./teacher-growth.service.ts";

const tags = ["Teacher growth"];
/** Teachers: their own record (the service lets staff name another teacher). */
const teachers = { access: { kind: "user" as const, roles: ["tea" as const] } };
/** Staff: every teacher's record (administrators hold every code). */
const staff = {
  access: { kind: "user" as const, roles: ["tea" as const], code: "evaluation.teacherGrowth" as const },
};

/**
 * Teacher growth (SPEC 2 '/SDP teaGrowth'). Teacher models and their rules are managed through /v3/target
 * (subjectType 0) and /v3/computeRule like students'; these routes read the scores they give teachers.
 */
export const teacherGrowthRoutes =
  (deps: ScoreDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/teaGrowth/models",
      {
        config: teachers,
        schema: {
          tags,
          summary: "The school's teacher growth models, oldest first (the first is shown when none is named)",
          response: { 200: envelopeOf(z.array(teaGrowthModelSchema)) },
        },
      },
      async (req) => ok(await listTeacherModels(deps, authOf(req))),
    );
    app.get(
      "/v3/teaGrowth/record",
      {
        config: teachers,
        schema: {
          tags,
          summary:
            "A teacher's growth record: indicator scores, total and band in a term, and each scored term's totals",
          querystring: teaGrowthRecordQuerySchema,
          response: { 200: envelopeOf(teaGrowthRecordSchema) },
        },
      },
      async (req) => ok(await growthRecord(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/teaGrowth/lineage",
      {
        config: teachers,
        schema: {
          tags,
          summary: "Why this score: the submissions and rule versions behind a teacher's indicator score",
          querystring: teaGrowthLineageQuerySchema,
          response: { 200: envelopeOf(scoreLineageSchema) },
        },
      },
      async (req) => ok(await growthLineage(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/teaGrowth/page",
      {
        config: staff,
        schema: {
          tags,
          summary:
            "Every teacher's total, band, rank and level-1 scores, searched, filtered, sorted and paged",
          querystring: teaGrowthListQuerySchema,
          response: { 200: envelopeOf(teaGrowthPageSchema) },
        },
      },
      async (req) => ok(await growthPage(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/teaGrowth/export",
      {
        config: staff,
        schema: {
          tags,
          summary: "The same list, every page, as .xlsx",
          querystring: teaGrowthListQuerySchema,
        },
      },
      async (req, reply) => {
        const { file, name } = await exportGrowth(deps, authOf(req), req.query, languageOf(req));
        return sendXlsx(reply, `${name}.xlsx`, file);
      },
    );
    app.get(
      "/v3/teaGrowth/deptSummary",
      {
        config: staff,
        schema: {
          tags,
          summary: "The school's and each department's teachers, averages, bands and level-1 averages",
          querystring: teaGrowthQuerySchema,
          response: { 200: envelopeOf(teaGrowthSummarySchema) },
        },
      },
      async (req) => ok(await growthSummary(deps, authOf(req), req.query, languageOf(req))),
    );
  };
