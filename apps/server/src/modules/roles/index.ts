export { codesOf, forgetCodes, type RolesDeps } from "./permissions.service.ts";
export {
  addRole,
  assignRoles,
  type RoleSummary,
  schoolRoles,
  teachersWithCode,
} from "./roles.service.ts";
