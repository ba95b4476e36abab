import type { FeatureModule } from "../components/featureModule.ts";
import { attendanceModule } from "../features/attendance/index.ts";
import { auditModule } from "../features/audit/index.ts";
import { bannersModule } from "../features/banners/index.ts";
import { calendarModule } from "../features/calendar/index.ts";
import { centerModule } from "../features/center/index.ts";
import { certificateModule } from "../features/certificate/index.ts";
import { collectionModule } from "../features/collection/index.ts";
import { consentModule } from "../features/consent/index.ts";
import { consoleModule } from "../features/console/index.ts";
import { courseModule } from "../features/course/index.ts";
import { directorySyncModule } from "../features/directory-sync/index.ts";
import { encyclopediaModule } from "../features/encyclopedia/index.ts";
import { evaluationModule } from "../features/evaluation/index.ts";
import { exportsModule } from "../features/exports/index.ts";
import { formsModule } from "../features/forms/index.ts";
import { healthModule } from "../features/health/index.ts";
import { homeModule } from "../features/home/index.ts";
import { identityModule } from "../features/identity/index.ts";
import { insightModule } from "../features/insight/index.ts";
import { mobileModule } from "../features/mobile/index.ts";
import { onecardModule } from "../features/onecard/index.ts";
import { orgModule } from "../features/org/index.ts";
import { portalModule } from "../features/portal/index.ts";
import { practiceModule } from "../features/practice/index.ts";
import { regionModule } from "../features/region/index.ts";
import { rolesModule } from "../features/roles/index.ts";
import { schoolAdminModule } from "../features/school-admin/index.ts";
import { timetableModule } from "../features/timetable/index.ts";
import { visualModule } from "../features/visual/index.ts";

/**
 * Every feature's module (features/<name>/module.ts): the router, the console menu and the catalogues combine what
 * they declare. A new feature area adds its module here.
 */
export const featureModules: ReadonlyArray<FeatureModule> = [
  portalModule,
  identityModule,
  mobileModule,
  consoleModule,
  homeModule,
  schoolAdminModule,
  regionModule,
  formsModule,
  collectionModule,
  evaluationModule,
  insightModule,
  certificateModule,
  orgModule,
  rolesModule,
  auditModule,
  exportsModule,
  consentModule,
  directorySyncModule,
  timetableModule,
  calendarModule,
  encyclopediaModule,
  bannersModule,
  centerModule,
  onecardModule,
  attendanceModule,
  courseModule,
  healthModule,
  practiceModule,
  visualModule,
];
