import { attendanceEnUS } from "../../features/attendance/attendance.en-US.ts";
import { auditEnUS } from "../../features/audit/audit.en-US.ts";
import { bannersEnUS } from "../../features/banners/banners.en-US.ts";
import { calendarEnUS } from "../../features/calendar/calendar.en-US.ts";
import { centerEnUS } from "../../features/center/center.en-US.ts";
import { certificateEnUS } from "../../features/certificate/certificate.en-US.ts";
import { dataAppsEnUS } from "../../features/collection/dataapps/dataApps.en-US.ts";
import { progressEnUS } from "../../features/collection/progress/progress.en-US.ts";
import { taskImportsEnUS } from "../../features/collection/progress/taskImports.en-US.ts";
import { scenesEnUS } from "../../features/collection/scenes/scenes.en-US.ts";
import { taskFillersEnUS } from "../../features/collection/scenes/taskFillers.en-US.ts";
import { consentEnUS } from "../../features/consent/consent.en-US.ts";
import { courseEnUS } from "../../features/course/course.en-US.ts";
import { directorySyncEnUS } from "../../features/directory-sync/directorySync.en-US.ts";
import { encyclopediaEnUS } from "../../features/encyclopedia/encyclopedia.en-US.ts";
import { cultivateEnUS } from "../../features/evaluation/cultivate/cultivate.en-US.ts";
import { evaluationEnUS } from "../../features/evaluation/evaluation.en-US.ts";
import { passportEnUS } from "../../features/evaluation/passport/passport.en-US.ts";
import { teaGrowthEnUS } from "../../features/evaluation/teacher-growth/teacherGrowth.en-US.ts";
import { exportsEnUS } from "../../features/exports/exports.en-US.ts";
import { formsFillerEnUS } from "../../features/forms/filler/forms-filler.en-US.ts";
import { formsDesignerEnUS } from "../../features/forms/forms-designer.en-US.ts";
import { formsDataEnUS } from "../../features/forms/values/forms-data.en-US.ts";
import { healthEnUS } from "../../features/health/health.en-US.ts";
import { homeEnUS } from "../../features/home/home.en-US.ts";
import { insightEnUS } from "../../features/insight/insight.en-US.ts";
import { onecardEnUS } from "../../features/onecard/onecard.en-US.ts";
import { peopleEnUS } from "../../features/org/people.en-US.ts";
import { practiceEnUS } from "../../features/practice/practice.en-US.ts";
import { regionEnUS } from "../../features/region/region.en-US.ts";
import { rolesEnUS } from "../../features/roles/roles.en-US.ts";
import { schoolAdminEnUS } from "../../features/school-admin/schoolAdmin.en-US.ts";
import { timetableEnUS } from "../../features/timetable/timetable.en-US.ts";
import { visualEnUS } from "../../features/visual/visual.en-US.ts";
import type { DeepStrings } from "../../i18n/texts.ts";
import type { zhCNPages } from "./zh-CN.pages.ts";

/** The English texts of the pages behind sign-in; the same keys as zh-CN.pages.ts. */
export const enUSPages: DeepStrings<typeof zhCNPages> = {
  people: peopleEnUS,
  scenes: scenesEnUS,
  taskFillers: taskFillersEnUS,
  formsDesigner: formsDesignerEnUS,
  formsData: formsDataEnUS,
  roles: rolesEnUS,
  audit: auditEnUS,
  exports: exportsEnUS,
  formsFiller: formsFillerEnUS,
  progress: progressEnUS,
  taskImports: taskImportsEnUS,
  ...insightEnUS,
  dataApps: dataAppsEnUS,
  evaluation: evaluationEnUS,
  cultivate: cultivateEnUS,
  teaGrowth: teaGrowthEnUS,
  passport: passportEnUS,
  certificate: certificateEnUS,
  calendar: calendarEnUS,
  encyclopedia: encyclopediaEnUS,
  banners: bannersEnUS,
  consent: consentEnUS,
  course: courseEnUS,
  health: healthEnUS,
  practice: practiceEnUS,
  center: centerEnUS,
  onecard: onecardEnUS,
  schoolAdmin: schoolAdminEnUS,
  region: regionEnUS,
  directorySync: directorySyncEnUS,
  timetable: timetableEnUS,
  attendance: attendanceEnUS,
  visual: visualEnUS,
  home: homeEnUS,
};
