export { codesOf, forgetCodes, type RolesDeps } from "./permissions.service.ts";
export { type RoleSummary, schoolRoles } from "./roles.service.ts";
