export { areaAdminRoutes } from "./area-admin.routes.ts";
export { initAdminRoutes } from "./init-admin.routes.ts";
export { initAdminState } from "./init-admin.service.ts";
export { schoolAdminRoutes } from "./school-admin.routes.ts";
export { type SchoolAdminDeps, schoolLogoFileReader } from "./school-admin.service.ts";
