export {
  accountNamesOf,
  accountPort,
  checkAccountName,
  createAccounts,
  takenLoginNames,
} from "./account.service.ts";
export { areaRoleRoutes } from "./area-roles.routes.ts";
export { authRoutes } from "./auth.routes.ts";
export type { IdentityDeps } from "./identity.deps.ts";
export { parentChildrenRoutes } from "./parent-children.routes.ts";
export { currentChildOf, listMyChildren, type MyChild } from "./parent-children.service.ts";
export { passwordRoutes } from "./password.routes.ts";
export { hashPassword, verifyPassword } from "./password.ts";
export { registerPasswordGate } from "./password-gate.ts";
export { qrRoutes } from "./qr.routes.ts";
export {
  createFirstSchoolAdmin,
  createPlatformAdmin,
  endSchoolSessions,
  refuseWeakAdminPassword,
} from "./school-accounts.ts";
export { createAuthenticator } from "./session.service.ts";
export {
  linkedTeachersOf,
  linkIdentities,
  teacherAccountIds,
} from "./third-party/directory-link.store.ts";
export {
  deleteExternalApp,
  type ExternalApp,
  type ExternalAppInput,
  externalAppOf,
  externalAppSecrets,
  externalAppsOf,
  insertExternalApp,
  updateExternalApp,
} from "./third-party/external-app.service.ts";
export { thirdPartyRoutes } from "./third-party/third-party.routes.ts";
export { trustCodeRoutes } from "./trust-code.routes.ts";
export { visitorRoutes } from "./visitor.routes.ts";
export { createVisitorAuthenticator } from "./visitor.service.ts";
