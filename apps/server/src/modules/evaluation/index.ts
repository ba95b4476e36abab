export { evaluationSettingRoutes } from "./evaluation-setting.routes.ts";
export { targetModelRoutes } from "./model.routes.ts";
export { passportRoutes } from "./passport.routes.ts";
export { computeRuleRoutes } from "./rule.routes.ts";
export { RULE_RUN_JOB, registerRuleRunJob } from "./rule-run.jobs.ts";
export { scoreRoutes } from "./score.routes.ts";
export { scoreChanges, type ValueChange } from "./score-run.service.ts";
export { summaryRoutes } from "./summary.routes.ts";
export { createValueScorer, type ValueScorer } from "./value-scorer.ts";
