import { envelopeOf, ok, scoreColumnSettingSaveSchema, scoreColumnSettingSchema } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { EvaluationDeps } from "./model.service.ts";
import { saveScoreColumnSetting, scoreColumns } from "./score-column.service.ts";

const tags = ["Evaluation settings"];

/**
 * The score column setting (SPEC 3, /v3/scoreColumnSettings): which score columns (rank, total, level) the
 * scores lists show, in which order, and which indicators' scores follow them. Staff read it; evaluation managers change it.
 */
export const scoreColumnRoutes =
  (deps: EvaluationDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/scoreColumnSettings",
      {
        config: { access: { kind: "user" as const, roles: ["tea" as const] } },
        schema: {
          tags,
          summary: "The score columns the scores lists show, in order",
          response: { 200: envelopeOf(scoreColumnSettingSchema) },
        },
      },
      async (req) => ok(await scoreColumns(deps.db, authOf(req).schoolId)),
    );
    app.post(
      "/v3/scoreColumnSettings/save",
      {
        config: {
          access: { kind: "user" as const, roles: ["tea" as const], code: "evaluation.manage" as const },
        },
        schema: {
          tags,
          summary: "Choose which score columns the scores lists show and in which order",
          body: scoreColumnSettingSaveSchema,
          response: { 200: envelopeOf(scoreColumnSettingSchema) },
        },
      },
      async (req) => ok(await saveScoreColumnSetting(deps, authOf(req), req.body)),
    );
  };
