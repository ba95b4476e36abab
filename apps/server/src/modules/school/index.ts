export {
  type AreaFilter,
  type AreaRow,
  areaNameTaken,
  findArea,
  insertArea,
  pageAreas,
  updateArea,
} from "./area-admin.store.ts";
export { type AreaSchool, listSitesOfArea, pageSchoolsOfArea } from "./area-schools.store.ts";
export { SCHOOL_DISABLED_CODE, schoolDisabled } from "./school.messages.ts";
export { schoolRoutes } from "./school.routes.ts";
export {
  forgetDomains,
  getSchoolByDomain,
  getSchoolForHost,
  normaliseDomain,
  type SchoolDeps,
  schoolByDomain,
} from "./school.service.ts";
export { findSchoolById, type SchoolRow } from "./school.store.ts";
export { ensureSchoolCalendar } from "./school-calendar.ts";
export { forgetSchoolTimeZone, isIanaTimeZone, schoolTimeZone } from "./school-zone.ts";
export {
  areaSiteOf,
  findPlatformSite,
  findSite,
  insertSite,
  type NewSite,
  pageSites,
  type SiteFilter,
  type SitePatch,
  type SiteRow,
  siteOfDomain,
  updateSite,
} from "./site-admin.store.ts";
export { termRoutes } from "./term.routes.ts";
export { todayIn } from "./term.service.ts";
export {
  currentTermsOf,
  listTerms,
  listYears,
  type TermRow,
  termsHolding,
  type YearRow,
} from "./term.store.ts";
