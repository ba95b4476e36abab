export { findSchoolById, type SchoolRow } from "./school.store.ts";
export { getSchoolByDomain, getSchoolForHost, schoolByDomain, type SchoolDeps } from "./school.service.ts";
export { schoolRoutes } from "./school.routes.ts";
