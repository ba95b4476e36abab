/**
 * The reads of this module's tables that insight's read-side figures use (usage, monitoring, data-app
 * monitor, area progress), published as they are: the module's index.ts hands out only services, views,
 * ports and types, never a store file.
 */
export { completionAcrossSchools, schoolsWithCopy, tasksOfCopies } from "./area.store.ts";
export {
  type AppIssue,
  type AppMonitorSort,
  appCounts,
  appMonitorPage,
  appStudentsPage,
  appUsePage,
  type DateRange,
} from "./dataapp-monitor.store.ts";
export {
  bulkFillPage,
  type ClassesSeen,
  duplicatePage,
  type Finding,
  type FindingPage,
  lowCompletionPage,
  type MonitoredSchool,
  type Paging,
} from "./monitor.store.ts";
export {
  formsOfLiveTasks,
  liveTaskForm,
  offendingValuesPage,
  outOfRangePage,
} from "./monitor-range.store.ts";
export { completionByClass, completionPeople } from "./progress.store.ts";
export { findScene, pageScenes } from "./scene.store.ts";
export {
  type NotUsed,
  notUsedPage,
  type SchoolUsage,
  type TaskUsage,
  taskUsagePage,
  usageOfCopies,
} from "./usage.store.ts";
