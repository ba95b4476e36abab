import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cultivateRoutes } from "./cultivate/cultivate.routes.ts";
import { evaluationSettingRoutes } from "./evaluation-setting.routes.ts";
import { targetModelRoutes } from "./model.routes.ts";
import { passportRoutes } from "./passport/passport.routes.ts";
import { passportNoticeRoutes } from "./passport/passport-notice.routes.ts";
import { computeRuleRoutes } from "./rule.routes.ts";
import type { RunDeps } from "./rule-run.jobs.ts";
import { scoreRoutes } from "./score.routes.ts";
import { teacherGrowthRoutes } from "./teacher-growth/teacher-growth.routes.ts";

export type EvaluationModuleDeps = RunDeps;

/** Target models and their rules, scores, settings, cultivation, teacher growth and passports. */
export const evaluationModule =
  (deps: EvaluationModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    const evaluation = { db: deps.db, now: deps.now, codesOf: deps.codesOf, ruleSources: deps.ruleSources };
    const withJobs = { ...evaluation, jobs: deps.jobs };
    await api.register(targetModelRoutes(withJobs));
    await api.register(computeRuleRoutes(withJobs));
    await api.register(scoreRoutes(evaluation));
    await api.register(evaluationSettingRoutes(evaluation));
    await api.register(cultivateRoutes(withJobs));
    await api.register(teacherGrowthRoutes(evaluation));
    await api.register(passportRoutes(evaluation));
    await api.register(passportNoticeRoutes(evaluation));
  };
