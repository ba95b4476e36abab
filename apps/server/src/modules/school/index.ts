export { SCHOOL_DISABLED_CODE, schoolDisabled } from "./school.messages.ts";
export {
  type AreaFilter,
  type AreaRow,
  type AreaSchool,
  areaNameTaken,
  areaSiteOf,
  currentTermsOf,
  findArea,
  findPlatformSite,
  findSchoolById,
  findSite,
  insertArea,
  insertSite,
  listSitesOfArea,
  listTerms,
  listYears,
  type NewSite,
  pageAreas,
  pageSchoolsOfArea,
  pageSites,
  type SchoolRow,
  type SiteFilter,
  type SitePatch,
  type SiteRow,
  siteOfDomain,
  type TermRow,
  termsHolding,
  updateArea,
  updateSite,
  type YearRow,
} from "./school.published.ts";
export {
  forgetDomains,
  getSchoolByDomain,
  getSchoolForHost,
  normaliseDomain,
  type SchoolDeps,
  schoolByDomain,
} from "./school.service.ts";
export { ensureSchoolCalendar } from "./school-calendar.ts";
export { forgetSchoolTimeZone, isIanaTimeZone, schoolTimeZone } from "./school-zone.ts";
export { todayIn } from "./term.service.ts";
export { isUniqueViolation } from "./unique-violation.ts";
