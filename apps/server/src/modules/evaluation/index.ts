export { detachSchoolFromArea } from "./area-move.store.ts";
export { cultivateRoutes } from "./cultivate.routes.ts";
export { CULTIVATE_PROCESS_JOB, registerCultivateProcessJob } from "./cultivate-process.jobs.ts";
export { evaluationSettingRoutes } from "./evaluation-setting.routes.ts";
export {
  type IndicatorUsageRow,
  type IndicatorUsageScope,
  type IndicatorUsageSort,
  indicatorUsagePage,
  type SchoolIndicatorUsageRow,
  type SchoolUsageSort,
  schoolsOfIndicatorPage,
  usageIndicator,
  usageModels,
} from "./indicator-usage.store.ts";
export { targetModelRoutes } from "./model.routes.ts";
export { passportRoutes } from "./passport.routes.ts";
export { passportNoticeRoutes } from "./passport-notice.routes.ts";
export { computeRuleRoutes } from "./rule.routes.ts";
export { RULE_RUN_JOB, registerRuleRunJob } from "./rule-run.jobs.ts";
export { scoreRoutes } from "./score.routes.ts";
export { scoreChanges, type ValueChange } from "./score-run.service.ts";
export { summaryRoutes } from "./summary.routes.ts";
export { areaSummaryRoutes } from "./summary-area.routes.ts";
export { teacherGrowthRoutes } from "./teacher-growth.routes.ts";
export { createValueScorer, type ValueScorer } from "./value-scorer.ts";
