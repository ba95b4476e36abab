export { CULTIVATE_PROCESS_JOB, registerCultivateProcessJob } from "./cultivate/cultivate-process.jobs.ts";
// Insight answers refusals about evaluation's models, terms and students with evaluation's own messages.
export { evaluationError } from "./evaluation.messages.ts";
export {
  type AreaScope,
  averagesAcross,
  averagesIn,
  axesIn,
  bandsAcross,
  detachSchoolFromArea,
  findModel,
  type IndicatorUsageRow,
  type IndicatorUsageScope,
  type IndicatorUsageSort,
  indicatorColumnsOf,
  indicatorUsagePage,
  listIndicators,
  modelOfIndicator,
  pageScoresByCondition,
  type QueryScope,
  ruleSumsIn,
  type SchoolIndicatorUsageRow,
  type SchoolUsageSort,
  STUDENTS,
  type SummaryScope,
  scatterIn,
  schoolFigures,
  schoolsOfIndicatorPage,
  scoreColumnsOf,
  totalsIn,
  unitNames,
  usageIndicator,
  usageModels,
} from "./evaluation.published.ts";
export { currentModelId } from "./evaluation-setting.service.ts";
export { requireModel } from "./model.service.ts";
export { RULE_RUN_JOB, registerRuleRunJob } from "./rule-run.jobs.ts";
export type { RuleSource, RuleSourceQuery, RuleSources } from "./rule-source.ts";
export { termOf } from "./score-read.service.ts";
export { scoreChanges, termAt, type ValueChange } from "./score-run.service.ts";
// The home shows a teacher's own growth figures (teacher development data).
export { growthRecord, listTeacherModels } from "./teacher-growth/teacher-growth.service.ts";
export { createValueScorer, type ValueScorer } from "./value-scorer.ts";
