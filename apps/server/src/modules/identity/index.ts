export {
  accountNamesOf,
  accountPort,
  checkAccountName,
  createAccounts,
  takenLoginNames,
} from "./account.service.ts";
export type { IdentityDeps } from "./identity.deps.ts";
export {
  linkedTeachersOf,
  linkIdentities,
  type SigninDay,
  signinsPerDay,
  teacherAccountIds,
} from "./identity.published.ts";
export { currentChildOf, listMyChildren, type MyChild } from "./parent-children.service.ts";
export { hashPassword, verifyPassword } from "./password.ts";
export { registerPasswordGate } from "./password-gate.ts";
export {
  createFirstSchoolAdmin,
  createPlatformAdmin,
  endSchoolSessions,
  refuseWeakAdminPassword,
} from "./school-accounts.ts";
export { formatTenantSecret, hashSecret, newSecret, parseTenantSecret } from "./secret.ts";
export { createAuthenticator } from "./session.service.ts";
export { type ChatRecipient, createChatPush } from "./third-party/chat-push.service.ts";
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
export { createVisitorAuthenticator } from "./visitor.service.ts";
