import { PasswordErrorCode } from "@eos/contracts";
import type { FastifyInstance } from "fastify";
import { identityError } from "./identity.messages.ts";

/** What a user who must change their password may still do: change it, see who they are, sign out. */
const OPEN_WHILE_PENDING: ReadonlySet<string> = new Set([
  "/api/auth/logout",
  "/api/auth/my/userInfo",
  "/api/auth/login/getTokenRefresh",
  "/api/auth/checkWeakPassword",
  "/api/center/api/validateOld",
  "/api/center/api/updatePwd",
]);

/**
 * While an account must change its password (an administrator's reset, or a weak one), every signed-in route
 * but those above answers 403 with -1013: the one-time password is for changing, not for working. Public routes
 * stay open. Registered after the access guard, whose hook sets `req.auth`.
 */
export const registerPasswordGate = (app: FastifyInstance): void => {
  app.addHook("onRequest", async (req) => {
    if (!req.auth?.mustChangePassword) return;
    if (req.routeOptions.config?.access?.kind === "public") return;
    if (OPEN_WHILE_PENDING.has(req.routeOptions.url ?? "")) return;
    throw identityError(403, "mustChangePassword", {}, PasswordErrorCode.mustChange);
  });
};
