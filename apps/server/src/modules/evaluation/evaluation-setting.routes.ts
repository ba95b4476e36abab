import { envelopeOf, evaluationSettingSaveSchema, evaluationSettingSchema, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../platform/auth/access-guard.ts";
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
          access: { kind: "user" as const, roles: ["tea" as const], code: "evaluation.manage" as const },
        },
        schema: {
          tags,
          summary: "Choose the current evaluation model and whether students and parents see ranks",
          body: evaluationSettingSaveSchema,
          response: { 200: envelopeOf(evaluationSettingSchema) },
        },
      },
      async (req) => ok(await saveSetting(deps, authOf(req), req.body)),
    );
  };
