/**
 * The reads and writes of this module's tables that other modules may use, published as they are: the
 * module's index.ts hands out only services, views, ports and types, never a store file.
 */
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
export { findSchoolById, type SchoolRow } from "./school.store.ts";
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
export {
  currentTermsOf,
  listTerms,
  listYears,
  type TermRow,
  termsHolding,
  type YearRow,
} from "./term.store.ts";
