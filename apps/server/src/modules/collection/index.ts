export { localMinute } from "./collection.format.ts";
export {
  type AppIssue,
  type AppMonitorSort,
  appCounts,
  appMonitorPage,
  appStudentsPage,
  appUsePage,
  bulkFillPage,
  type ClassesSeen,
  completionAcrossSchools,
  completionByClass,
  completionPeople,
  type DateRange,
  duplicatePage,
  type Finding,
  type FindingPage,
  findScene,
  formsOfLiveTasks,
  liveTaskForm,
  lowCompletionPage,
  type MonitoredSchool,
  type NotUsed,
  notUsedPage,
  offendingValuesPage,
  outOfRangePage,
  type Paging,
  pageScenes,
  type SchoolUsage,
  schoolsWithCopy,
  type TaskUsage,
  tasksOfCopies,
  taskUsagePage,
  usageOfCopies,
} from "./collection.published.ts";
export { acceptedValueV, liveSceneV, liveTaskV, subjectValueV } from "./collection.views.ts";
export { findPeriod, type Period, periodAt, periodsOf } from "./period.ts";
export { peoplePage } from "./progress.service.ts";
export { sceneCoverFileReader } from "./scene.service.ts";
export { refuseFormInUse } from "./task.service.ts";
export { taskGateOf } from "./task-gate.ts";
export { registerTaskReminderJob } from "./task-reminder.service.ts";
// The home counts the caller's (and a parent's children's) to-do, as /center/api/getToDoList lists it.
export { childrenTodoList, todoList } from "./todo.service.ts";
