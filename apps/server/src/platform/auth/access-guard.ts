import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../http/errors.ts";
import type { Access, AuthContext, Authenticator } from "./access.ts";

const tokenFailureKey = {
  [-107]: "tokenInvalid",
  [-109]: "tokenLoggedOut",
  [-1012]: "tokenReplaced",
} as const;

export const bearerToken = (req: FastifyRequest): string | undefined => {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
};

/** Paths outside the API (docs, health, the web app) carry no access declaration. */
const needsDeclaration = (url: string) => url.startsWith("/api/") && !url.startsWith("/api/docs");

const missingToken = () => new AppError(401, "MISTOKEN", { key: "missingToken" });

/** The schoolId a client sent, from the query string or the body. */
const claimedSchoolId = (req: FastifyRequest): string | undefined => {
  const fromQuery = (req.query as Record<string, unknown> | undefined)?.schoolId;
  const fromBody = (req.body as Record<string, unknown> | undefined)?.schoolId;
  const value = fromQuery ?? fromBody;
  return value === undefined || value === null || value === "" ? undefined : String(value);
};

const allowed = (access: Access, auth: AuthContext): boolean => {
  if (access.kind === "admin") return auth.isAdmin && auth.userType === 0;
  if (access.kind === "user" && access.roles) return access.roles.includes(auth.roleType);
  return true;
};

/**
 * Reads the token, enforces each route's declared access, and refuses a schoolId that disagrees with the
 * token (403): the tenant always comes from the token.
 */
export const registerAccessGuard = (app: FastifyInstance, authenticate: Authenticator): void => {
  app.decorateRequest("auth", null);
  app.addHook("onRoute", (route) => {
    if (needsDeclaration(route.url) && !route.config?.access) {
      throw new Error(
        `route ${route.method} ${route.url} declares no access (public, visitor, user or admin)`,
      );
    }
  });

  app.addHook("onRequest", async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access) return;
    const token = bearerToken(req);
    if (!token) {
      if (access.kind === "public") return;
      throw missingToken();
    }
    const result = await authenticate(token);
    if (typeof result === "number") {
      if (access.kind === "public") return;
      throw new AppError(401, result, { key: tokenFailureKey[result] });
    }
    req.auth = result;
    if (!allowed(access, result)) throw new AppError(403, 403, { key: "forbidden" });
  });

  app.addHook("preHandler", async (req) => {
    if (!req.auth) return;
    const claimed = claimedSchoolId(req);
    if (claimed !== undefined && claimed !== String(req.auth.schoolId)) {
      throw new AppError(403, 403, { key: "schoolMismatch" });
    }
  });
};

/** For handlers of signed-in routes: the caller, which the guard has already checked. */
export const authOf = (req: FastifyRequest): AuthContext => {
  if (!req.auth) throw missingToken();
  return req.auth;
};
