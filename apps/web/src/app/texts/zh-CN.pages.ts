import { attendanceZhCN } from "../../features/attendance/attendance.zh-CN.ts";
import { auditZhCN } from "../../features/audit/audit.zh-CN.ts";
import { bannersZhCN } from "../../features/banners/banners.zh-CN.ts";
import { calendarZhCN } from "../../features/calendar/calendar.zh-CN.ts";
import { centerZhCN } from "../../features/center/center.zh-CN.ts";
import { certificateZhCN } from "../../features/certificate/certificate.zh-CN.ts";
import { dataAppsZhCN } from "../../features/collection/dataapps/dataApps.zh-CN.ts";
import { progressZhCN } from "../../features/collection/progress/progress.zh-CN.ts";
import { taskImportsZhCN } from "../../features/collection/progress/taskImports.zh-CN.ts";
import { scenesZhCN } from "../../features/collection/scenes/scenes.zh-CN.ts";
import { taskFillersZhCN } from "../../features/collection/scenes/taskFillers.zh-CN.ts";
import { consentZhCN } from "../../features/consent/consent.zh-CN.ts";
import { courseZhCN } from "../../features/course/course.zh-CN.ts";
import { directorySyncZhCN } from "../../features/directory-sync/directorySync.zh-CN.ts";
import { encyclopediaZhCN } from "../../features/encyclopedia/encyclopedia.zh-CN.ts";
import { cultivateZhCN } from "../../features/evaluation/cultivate/cultivate.zh-CN.ts";
import { evaluationZhCN } from "../../features/evaluation/evaluation.zh-CN.ts";
import { passportZhCN } from "../../features/evaluation/passport/passport.zh-CN.ts";
import { teaGrowthZhCN } from "../../features/evaluation/teacher-growth/teacherGrowth.zh-CN.ts";
import { exportsZhCN } from "../../features/exports/exports.zh-CN.ts";
import { formsFillerZhCN } from "../../features/forms/filler/forms-filler.zh-CN.ts";
import { formsDesignerZhCN } from "../../features/forms/forms-designer.zh-CN.ts";
import { formsDataZhCN } from "../../features/forms/values/forms-data.zh-CN.ts";
import { healthZhCN } from "../../features/health/health.zh-CN.ts";
import { homeZhCN } from "../../features/home/home.zh-CN.ts";
import { insightZhCN } from "../../features/insight/insight.zh-CN.ts";
import { onecardZhCN } from "../../features/onecard/onecard.zh-CN.ts";
import { peopleZhCN } from "../../features/org/people.zh-CN.ts";
import { practiceZhCN } from "../../features/practice/practice.zh-CN.ts";
import { regionZhCN } from "../../features/region/region.zh-CN.ts";
import { rolesZhCN } from "../../features/roles/roles.zh-CN.ts";
import { schoolAdminZhCN } from "../../features/school-admin/schoolAdmin.zh-CN.ts";
import { timetableZhCN } from "../../features/timetable/timetable.zh-CN.ts";
import { visualZhCN } from "../../features/visual/visual.zh-CN.ts";

/** The Simplified Chinese texts of the pages behind sign-in (the console's and the phone's), loaded with the first of them. */
export const zhCNPages = {
  people: peopleZhCN,
  scenes: scenesZhCN,
  taskFillers: taskFillersZhCN,
  formsDesigner: formsDesignerZhCN,
  formsData: formsDataZhCN,
  roles: rolesZhCN,
  audit: auditZhCN,
  exports: exportsZhCN,
  formsFiller: formsFillerZhCN,
  progress: progressZhCN,
  taskImports: taskImportsZhCN,
  ...insightZhCN,
  dataApps: dataAppsZhCN,
  evaluation: evaluationZhCN,
  cultivate: cultivateZhCN,
  teaGrowth: teaGrowthZhCN,
  passport: passportZhCN,
  certificate: certificateZhCN,
  calendar: calendarZhCN,
  encyclopedia: encyclopediaZhCN,
  banners: bannersZhCN,
  consent: consentZhCN,
  course: courseZhCN,
  health: healthZhCN,
  practice: practiceZhCN,
  center: centerZhCN,
  onecard: onecardZhCN,
  schoolAdmin: schoolAdminZhCN,
  region: regionZhCN,
  directorySync: directorySyncZhCN,
  timetable: timetableZhCN,
  attendance: attendanceZhCN,
  visual: visualZhCN,
  home: homeZhCN,
};
