/**
 * The reads and writes of this module's tables that other modules may use, published as they are: the
 * module's index.ts hands out only services, views, ports and types, never a store file.
 */
export { detachSchoolFromArea } from "./area-move.store.ts";
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
