// What other modules may use of the app centre: the recorder of opens and the sweep job (composed in app.ts),
// a person's recent apps (the home page), and seeding through the services.
export {
  type AppSave,
  appRolesOf,
  centerAppFileReader,
  type Person,
  saveApp,
  saveCenterTemplate,
} from "./app.service.ts";
// App opens per day, read by the platform usage log (module visual).
export { type OpensDay, opensPerDay } from "./center.published.ts";
export { createOpenRecorder, type OpenRecorder, type OpenRow } from "./open-recorder.ts";
export {
  KEEP_DAYS,
  recentAppsOf,
  recordOpensNow,
  registerUsageExport,
  registerUsageSweepJob,
  scheduleUsageSweep,
  sweepOpens,
  USAGE_EXPORT_JOB,
  USAGE_SWEEP_JOB,
} from "./usage.service.ts";
