import { ErrorCode } from "@eos/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { asSystem, enterScope, schoolsScope, type TenantScope } from "../db/tenant-context.ts";
import { AppError } from "../http/errors.ts";
import {
  type Access,
  type AuthContext,
  type Authenticator,
  type CodeResolver,
  siteKindOf,
  VISITOR_TOKEN_PREFIX,
  type VisitorAuthenticator,
  type VisitorContext,
} from "./access.ts";
import { registerUnitOfWork } from "./unit-of-work.ts";

/** Whose rows a signed-in user's requests may see (row-level security in PostgreSQL mode). */
export type ScopeResolver = (auth: AuthContext) => Promise<TenantScope>;

const ownSchool: ScopeResolver = async (auth) => schoolsScope([auth.schoolId], auth.areaId);

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

const missingToken = () => new AppError(401, ErrorCode.missingToken, { key: "missingToken" });

/** The schoolId a client sent, from the query string or the body. */
const claimedSchoolId = (req: FastifyRequest): string | undefined => {
  const fromQuery = (req.query as Record<string, unknown> | undefined)?.schoolId;
  const fromBody = (req.body as Record<string, unknown> | undefined)?.schoolId;
  const value = fromQuery ?? fromBody;
  return value === undefined || value === null || value === "" ? undefined : String(value);
};

const isSchoolAdmin = (auth: AuthContext) => auth.isAdmin && auth.userType === 0;

const allowed = async (access: Access, auth: AuthContext, codesOf?: CodeResolver): Promise<boolean> => {
  if (access.kind === "admin") {
    return isSchoolAdmin(auth) && (!access.sites || access.sites.includes(siteKindOf(auth.schoolType)));
  }
  if (access.kind === "user" && access.roles && !access.roles.includes(auth.roleType)) return false;
  if (access.kind === "user" && access.code && !isSchoolAdmin(auth)) {
    if (!codesOf) return false;
    const held = await codesOf(auth);
    return (typeof access.code === "string" ? [access.code] : access.code).some((c) => held.has(c));
  }
  return true;
};

/**
 * A visitor token opens visitor routes (and is read on public ones). On user and admin routes it counts as no
 * sign-in at all (401 MISTOKEN), so that the client sends the person to sign in (SPEC 8).
 */
const acceptVisitor = async (
  req: FastifyRequest,
  access: Access,
  token: string,
  authenticateVisitor: VisitorAuthenticator | undefined,
): Promise<void> => {
  if (access.kind === "user" || access.kind === "admin") throw missingToken();
  const result = authenticateVisitor ? await asSystem(() => authenticateVisitor(token)) : -107;
  if (typeof result === "number") {
    if (access.kind === "public") return;
    throw new AppError(401, result, { key: tokenFailureKey[result] });
  }
  req.visitor = result;
  enterScope(schoolsScope([result.schoolId], result.areaId));
};

/**
 * Reads the token, enforces each route's declared access, and refuses a schoolId that disagrees with the
 * token (403): the tenant always comes from the token.
 */
export const registerAccessGuard = (
  app: FastifyInstance,
  authenticate: Authenticator,
  authenticateVisitor?: VisitorAuthenticator,
  codesOf?: CodeResolver,
  scopeOf: ScopeResolver = ownSchool,
): void => {
  registerUnitOfWork(app);
  app.decorateRequest("auth", null);
  app.decorateRequest("visitor", null);
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
    if (token.startsWith(VISITOR_TOKEN_PREFIX)) return acceptVisitor(req, access, token, authenticateVisitor);
    // The session is found before its school is known: a lookup of the system's.
    const result = await asSystem(() => authenticate(token));
    if (typeof result === "number") {
      if (access.kind === "public") return;
      throw new AppError(401, result, { key: tokenFailureKey[result] });
    }
    req.auth = result;
    enterScope(await scopeOf(result));
    if (!(await allowed(access, result, codesOf)))
      throw new AppError(403, ErrorCode.forbidden, { key: "forbidden" });
  });

  // Before validation: a route's schema strips fields it does not name, schoolId among them.
  app.addHook("preValidation", async (req) => {
    const tenant = req.auth?.schoolId ?? req.visitor?.schoolId;
    if (tenant === undefined) return;
    const claimed = claimedSchoolId(req);
    if (claimed !== undefined && claimed !== String(tenant)) {
      throw new AppError(403, ErrorCode.forbidden, { key: "schoolMismatch" });
    }
  });
};

/** For handlers of signed-in routes: the caller, which the guard has already checked. */
export const authOf = (req: FastifyRequest): AuthContext => {
  if (!req.auth) throw missingToken();
  return req.auth;
};

/** For handlers of visitor routes: the signed-in user or the visitor, whichever the token was. */
export const callerOf = (
  req: FastifyRequest,
): { kind: "user"; auth: AuthContext } | { kind: "visitor"; visitor: VisitorContext } => {
  if (req.auth) return { kind: "user", auth: req.auth };
  if (req.visitor) return { kind: "visitor", visitor: req.visitor };
  throw missingToken();
};
