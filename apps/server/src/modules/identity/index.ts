export {
  accountNamesOf,
  createAccount,
  removeAccountsOf,
  updateAccount,
  userIdsByLoginName,
} from "./account.service.ts";
export { authRoutes } from "./auth.routes.ts";
export type { IdentityDeps } from "./identity.deps.ts";
export { hashPassword, verifyPassword } from "./password.ts";
export { createAuthenticator } from "./session.service.ts";
