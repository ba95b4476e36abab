import { auditZhCN } from "../../features/audit/audit.zh-CN.ts";
import { centerZhCN } from "../../features/center/center.zh-CN.ts";
import { certificateZhCN } from "../../features/certificate/certificate.zh-CN.ts";
import { areaProgressZhCN } from "../../features/collection/area/area.zh-CN.ts";
import { dataAppsZhCN } from "../../features/collection/dataapps/dataApps.zh-CN.ts";
import { appMonitorZhCN } from "../../features/collection/monitor/appMonitor.zh-CN.ts";
import { monitorZhCN } from "../../features/collection/monitor/monitor.zh-CN.ts";
import { progressZhCN } from "../../features/collection/progress/progress.zh-CN.ts";
import { taskImportsZhCN } from "../../features/collection/progress/taskImports.zh-CN.ts";
import { scenesZhCN } from "../../features/collection/scenes/scenes.zh-CN.ts";
import { taskFillersZhCN } from "../../features/collection/scenes/taskFillers.zh-CN.ts";
import { usageZhCN } from "../../features/collection/usage/usage.zh-CN.ts";
import { directorySyncZhCN } from "../../features/directory-sync/directorySync.zh-CN.ts";
import { cultivateZhCN } from "../../features/evaluation/cultivate/cultivate.zh-CN.ts";
import { evaluationZhCN } from "../../features/evaluation/evaluation.zh-CN.ts";
import { passportZhCN } from "../../features/evaluation/passport/passport.zh-CN.ts";
import { scoreQueryZhCN } from "../../features/evaluation/summary/scoreQuery.zh-CN.ts";
import { summaryZhCN } from "../../features/evaluation/summary/summary.zh-CN.ts";
import { teaGrowthZhCN } from "../../features/evaluation/teacher-growth/teacherGrowth.zh-CN.ts";
import { formsFillerZhCN } from "../../features/forms/filler/forms-filler.zh-CN.ts";
import { formsDesignerZhCN } from "../../features/forms/forms-designer.zh-CN.ts";
import { formsDataZhCN } from "../../features/forms/values/forms-data.zh-CN.ts";
import { peopleZhCN } from "../../features/org/people.zh-CN.ts";
import { rolesZhCN } from "../../features/roles/roles.zh-CN.ts";
import { schoolAdminZhCN } from "../../features/school-admin/schoolAdmin.zh-CN.ts";

/** The Simplified Chinese texts of the pages behind sign-in (the console's and the phone's), loaded with the first of them. */
export const zhCNPages = {
  people: peopleZhCN,
  scenes: scenesZhCN,
  taskFillers: taskFillersZhCN,
  formsDesigner: formsDesignerZhCN,
  formsData: formsDataZhCN,
  roles: rolesZhCN,
  audit: auditZhCN,
  formsFiller: formsFillerZhCN,
  progress: progressZhCN,
  taskImports: taskImportsZhCN,
  areaProgress: areaProgressZhCN,
  usage: usageZhCN,
  monitor: monitorZhCN,
  appMonitor: appMonitorZhCN,
  dataApps: dataAppsZhCN,
  evaluation: evaluationZhCN,
  summary: summaryZhCN,
  scoreQuery: scoreQueryZhCN,
  cultivate: cultivateZhCN,
  teaGrowth: teaGrowthZhCN,
  passport: passportZhCN,
  certificate: certificateZhCN,
  center: centerZhCN,
  schoolAdmin: schoolAdminZhCN,
  directorySync: directorySyncZhCN,
};
