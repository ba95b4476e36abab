import {
  envelopeOf,
  evaluationSettingSaveSchema,
  evaluationSettingSchema,
  ok,
  studentNoSyncSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { syncStudentNos } from "../org/index.ts";
import { getSetting, saveSetting } from "./evaluation-setting.service.ts";
import type { EvaluationDeps } from "./model.service.ts";
import { scoreColumnRoutes } from "./score-column.routes.ts";

const tags = ["Evaluation settings"];

/** The school's evaluation settings: its current model and whether students and parents see ranks. */
export const evaluationSettingRoutes =
  (deps: EvaluationDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(scoreColumnRoutes(deps));
    app.get(
      "/v3/evaluation/setting",
      {
        config: { access: { kind: "user" as const } },
        schema: {
          tags,
          summary: "The school's current evaluation model and rank visibility",
          response: { 200: envelopeOf(evaluationSettingSchema) },
        },
      },
      async (req) => ok(await getSetting(deps, authOf(req))),
    );
    app.post(
      "/v3/evaluation/setting/save",
      {
        config: {
          // The passport's "other settings" (SPEC 6 OtherSet), or whoever manages the models.
          access: {
            kind: "user" as const,
            roles: ["tea" as const],
            code: ["OtherSet" as const, "evaluation.manage" as const],
          },
        },
        schema: {
          tags,
          summary:
            "Choose the current evaluation model and whether students and parents see ranks (code OtherSet or evaluation.manage)",
          body: evaluationSettingSaveSchema,
          response: { 200: envelopeOf(evaluationSettingSchema) },
        },
      },
      async (req) => ok(await saveSetting(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/passport/stuCode/sync",
      {
        config: {
          access: { kind: "user" as const, roles: ["tea" as const], code: "OtherSetStuCodeSync" as const },
        },
        schema: {
          tags,
          summary:
            "Sync student numbers (code OtherSetStuCodeSync): rewrites the school's stored student numbers in their normal form (full-width letters, digits and dashes to ASCII, no spaces), which the passport shows and names its PDF files by; a number whose normal form another student holds, or that is still invalid, is left and reported. Idempotent: a second run changes nothing",
          response: { 200: envelopeOf(studentNoSyncSchema) },
        },
      },
      async (req) => ok(await syncStudentNos(deps.db, authOf(req).schoolId)),
    );
  };
