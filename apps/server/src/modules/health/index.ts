export { handleAlert, listAlerts } from "./alert.service.ts";
export { HEALTH_EXPORT_JOB, registerHealthExport } from "./export.service.ts";
export { baseInfo, type HealthDeps, listChecks, rosterOf, saveChecks } from "./record.service.ts";
export {
  expiredThrough,
  HEALTH_RETENTION_JOB,
  registerHealthRetentionJob,
  scheduleHealthRetention,
  sweepHealth,
} from "./retention.service.ts";
export { saveSetting } from "./setting.service.ts";
