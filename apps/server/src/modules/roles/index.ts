export { codesOf, forgetCodes, type RolesDeps } from "./permissions.service.ts";
export { rolesRoutes } from "./roles.routes.ts";
export { type RoleSummary, schoolRoles } from "./roles.service.ts";
