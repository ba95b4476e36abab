export { initAdminState } from "./init-admin.service.ts";
export { type SchoolAdminDeps, schoolLogoFileReader } from "./school-admin.service.ts";
