import {
  envelopeOf,
  ok,
  timetableGenerateSchema,
  timetableGenerateStartedSchema,
  timetablePlanQuerySchema,
  timetablePlanSaveSchema,
  timetablePlanSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { type PlanDeps, planOf, savePlan, startGenerate } from "./timetable-plan.service.ts";

const tags = ["Timetable"];
const base = "/timetable/manage/api";
const admins = { config: { access: { kind: "admin" as const, sites: ["school" as const] } } };

/**
 * Automatic timetabling (排课): school administrators keep a set's teaching plan and rules, then generate its
 * lessons in a background job (followed at /v3/job/get; its result is a TimetableGenerateResult).
 */
export const timetablePlanRoutes =
  (deps: PlanDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${base}/getPlan`,
      {
        ...admins,
        schema: {
          tags,
          summary:
            "A set's teaching plan (hours of each subject per class and its teacher) and its timetabling rules",
          querystring: timetablePlanQuerySchema,
          response: { 200: envelopeOf(timetablePlanSchema) },
        },
      },
      async (req) => ok(await planOf(deps, authOf(req), req.query.setId)),
    );
    app.post(
      `${base}/savePlan`,
      {
        ...admins,
        schema: {
          tags,
          summary:
            "Replaces a set's teaching plan and rules (rooms by kind, teachers' periods off, fixed periods)",
          body: timetablePlanSaveSchema,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await savePlan(deps, authOf(req), req.body);
        return ok(null);
      },
    );
    app.post(
      `${base}/generate`,
      {
        ...admins,
        schema: {
          tags,
          summary:
            "Generates a draft set's lessons from its plan in a background job; with no hard violation found they replace the set's lessons",
          body: timetableGenerateSchema,
          response: { 200: envelopeOf(timetableGenerateStartedSchema) },
        },
      },
      async (req) => ok(await startGenerate(deps, authOf(req), req.body.setId)),
    );
  };
