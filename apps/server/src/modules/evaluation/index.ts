export { CULTIVATE_PROCESS_JOB, registerCultivateProcessJob } from "./cultivate-process.jobs.ts";
export {
  detachSchoolFromArea,
  type IndicatorUsageRow,
  type IndicatorUsageScope,
  type IndicatorUsageSort,
  indicatorUsagePage,
  type SchoolIndicatorUsageRow,
  type SchoolUsageSort,
  schoolsOfIndicatorPage,
  usageIndicator,
  usageModels,
} from "./evaluation.published.ts";
export { RULE_RUN_JOB, registerRuleRunJob } from "./rule-run.jobs.ts";
export { scoreChanges, type ValueChange } from "./score-run.service.ts";
export { createValueScorer, type ValueScorer } from "./value-scorer.ts";
