import {
  VISITOR_TOKEN_PREFIX,
  type VisitorAuthenticator,
  type VisitorContext,
} from "../../platform/auth/access.ts";
import type { SchoolRow } from "../school/index.ts";
import { findSchoolById } from "../school/index.ts";
import type { IdentityDeps } from "./identity.deps.ts";
import { formatTenantSecret, hashSecret, newSecret, parseTenantSecret } from "./secret.ts";
import { findVisitorSession, insertVisitorSession } from "./visitor.store.ts";

/**
 * Visitor tokens open public pages (visitor forms, shared charts) for people who do not sign in: a minimal
 * role that names a school and nothing else, for two hours. They are `v.<schoolId>.<random>`, stored hashed.
 */
const VISITOR_MS = 2 * 3600 * 1000;
const CACHE_MS = 30_000;

type Cached = { ctx: VisitorContext; expiresAt: number };

const cacheKey = (schoolId: number, tokenHash: string) => `visitor:${schoolId}:${tokenHash}`;

/** POST auth/visitor/token */
export const issueVisitorToken = async (deps: IdentityDeps, school: SchoolRow, ip: string | null) => {
  const secret = newSecret();
  const expiresAt = new Date(deps.now().getTime() + VISITOR_MS);
  const id = await insertVisitorSession(deps.db, {
    schoolId: school.id,
    tokenHash: hashSecret(secret),
    expiresAt,
    ip,
  });
  return {
    token: `${VISITOR_TOKEN_PREFIX}${formatTenantSecret(school.id, secret)}`,
    expiresIn: VISITOR_MS / 1000,
    user: visitorUserOf({ visitorId: id, schoolId: school.id, areaId: school.areaid }),
  };
};

export const visitorUserOf = (ctx: VisitorContext) => ({
  id: ctx.visitorId,
  roleType: "visitor" as const,
  schoolId: ctx.schoolId,
  areaId: ctx.areaId,
});

/** Resolves a visitor token to its visitor, or -107 when it is unknown or has expired. */
export const createVisitorAuthenticator =
  (deps: IdentityDeps): VisitorAuthenticator =>
  async (token) => {
    const parsed = parseTenantSecret(token.slice(VISITOR_TOKEN_PREFIX.length));
    if (!parsed) return -107;
    const tokenHash = hashSecret(parsed.secret);
    const key = cacheKey(parsed.schoolId, tokenHash);
    const nowMs = deps.now().getTime();
    const cached = await deps.cache.get<Cached>(key);
    if (cached) return cached.expiresAt > nowMs ? cached.ctx : -107;
    const row = await findVisitorSession(deps.db, parsed.schoolId, tokenHash);
    if (!row || row.expiresAt.getTime() <= nowMs) return -107;
    const school = await findSchoolById(deps.db, row.schoolId);
    if (!school) return -107;
    const ctx: VisitorContext = { visitorId: row.id, schoolId: row.schoolId, areaId: school.areaid };
    await deps.cache.set(key, { ctx, expiresAt: row.expiresAt.getTime() } satisfies Cached, CACHE_MS);
    return ctx;
  };
