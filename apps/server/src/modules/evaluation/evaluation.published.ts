/**
 * The reads and writes of this module's tables that other modules may use (insight's summaries, score queries
 * and indicator usage among them), published as they are: the module's index.ts hands out only services,
 * views, ports and types, never a store file.
 */
export { detachSchoolFromArea } from "./area-move.store.ts";
export { unitNames } from "./class-names.store.ts";
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
export { findModel, listIndicators, modelOfIndicator, STUDENTS } from "./model.store.ts";
export { indicatorColumnsOf, scoreColumnsOf } from "./score-column.store.ts";
export { pageScoresByCondition, type QueryScope, ruleSumsIn } from "./score-query.store.ts";
export { averagesIn, type SummaryScope, totalsIn } from "./summary.store.ts";
export { type AreaScope, averagesAcross, bandsAcross, schoolFigures } from "./summary-area.store.ts";
export { axesIn, scatterIn } from "./summary-scatter.store.ts";
