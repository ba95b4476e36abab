export { type AreaSchool, listSitesOfArea, pageSchoolsOfArea } from "./area-schools.store.ts";
export { schoolRoutes } from "./school.routes.ts";
export { getSchoolByDomain, getSchoolForHost, type SchoolDeps, schoolByDomain } from "./school.service.ts";
export { findSchoolById, type SchoolRow } from "./school.store.ts";
export { schoolTimeZone } from "./school-zone.ts";
export { termRoutes } from "./term.routes.ts";
export { currentTermsOf, listTerms, listYears, type TermRow, type YearRow } from "./term.store.ts";
