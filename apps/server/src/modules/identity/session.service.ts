import { type RoleType, roleTypeOf } from "@eos/contracts";
import type { AuthContext, Authenticator, TokenFailure } from "../../platform/auth/access.ts";
import { findPerson } from "../org/index.ts";
import { findSchoolById, schoolDisabled } from "../school/index.ts";
import type { AccountRow } from "./account.store.ts";
import type { IdentityDeps } from "./identity.deps.ts";
import { formatTenantSecret, hashSecret, newSecret, parseTenantSecret } from "./secret.ts";
import { endLiveSessions, endSessionById, findSessionByHash, insertSession } from "./session.store.ts";

const SESSION_MS = 7 * 24 * 3600 * 1000;
const CACHE_MS = 30_000;

type Cached = { ctx: AuthContext; expiresAt: number } | { failure: TokenFailure };

const cacheKey = (schoolId: number, tokenHash: string) => `session:${schoolId}:${tokenHash}`;

export type DeviceKind = "pc" | "phone";

/** Phones (and chat apps on them) are one kind of device, everything else the other. */
export const deviceKindOf = (userAgent: string | undefined): DeviceKind =>
  /Mobile|Android|iPhone|iPad|MicroMessenger|wxwork|DingTalk/i.test(userAgent ?? "") ? "phone" : "pc";

const failureOf = (endReason: string | null): TokenFailure => {
  if (endReason === "logout") return -109;
  if (endReason === "replaced") return -1012;
  return -107;
};

const buildContext = async (
  deps: IdentityDeps,
  row: {
    id: number;
    schoolId: number;
    accountId: number;
    deviceKind: string;
    userType: number;
    userId: number;
    mustChangePassword: boolean;
  },
): Promise<AuthContext | undefined> => {
  const [school, person] = await Promise.all([
    findSchoolById(deps.db, row.schoolId),
    findPerson(deps.db, row.schoolId, row.userType, row.userId),
  ]);
  // A disabled school's tokens stop working (its sessions are also ended when it is disabled).
  if (!school || !person || !school.enabled) return undefined;
  const userType = row.userType as 0 | 1 | 2;
  return {
    sessionId: row.id,
    accountId: row.accountId,
    schoolId: row.schoolId,
    areaId: school.areaid,
    schoolType: school.type,
    userId: row.userId,
    userType,
    roleType: roleTypeOf[userType] as RoleType,
    name: person.name,
    isAdmin: person.isAdmin,
    deviceKind: row.deviceKind === "phone" ? "phone" : "pc",
    mustChangePassword: row.mustChangePassword,
  };
};

/**
 * Starts a session for an account. A sign-in on the same kind of device ends the older session, whose
 * token then answers -1012. An app opened with a trust code is not another device but the signed-in user's
 * own step: its session is of the kind "app" and ends nothing.
 */
export const startSession = async (
  deps: IdentityDeps,
  acct: AccountRow,
  meta: { userAgent?: string; ip?: string },
  opening: "sign-in" | "app" = "sign-in",
): Promise<{ token: string; ctx: AuthContext }> => {
  // Every way in (password, phone, QR, trust code, school switch, third party) ends here.
  if (!(await findSchoolById(deps.db, acct.schoolId))?.enabled) throw schoolDisabled();
  const deviceKind = opening === "app" ? "app" : deviceKindOf(meta.userAgent);
  const secret = newSecret();
  const tokenHash = hashSecret(secret);
  const expiresAt = new Date(deps.now().getTime() + SESSION_MS);
  const { id, ended } = await deps.db.transaction(async (tx) => {
    const ended =
      opening === "app" ? [] : await endLiveSessions(tx, acct.schoolId, acct.id, deviceKind, "replaced");
    const id = await insertSession(tx, {
      schoolId: acct.schoolId,
      accountId: acct.id,
      tokenHash,
      deviceKind,
      expiresAt,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip ?? null,
    });
    return { id, ended };
  });
  await Promise.all(ended.map((h) => deps.cache.del(cacheKey(acct.schoolId, h))));
  const ctx = await buildContext(deps, { ...acct, id, accountId: acct.id, deviceKind });
  if (!ctx) throw new Error(`account ${acct.schoolId}/${acct.id} has no person`);
  return { token: formatTenantSecret(acct.schoolId, secret), ctx };
};

/** Resolves a bearer token to its caller, or the code that says why not. */
export const createAuthenticator =
  (deps: IdentityDeps): Authenticator =>
  async (token) => {
    const parsed = parseTenantSecret(token);
    if (!parsed) return -107;
    const tokenHash = hashSecret(parsed.secret);
    const key = cacheKey(parsed.schoolId, tokenHash);
    const cached = await deps.cache.get<Cached>(key);
    if (cached) {
      if ("failure" in cached) return cached.failure;
      if (cached.expiresAt > deps.now().getTime()) return cached.ctx;
      return -107;
    }
    const row = await findSessionByHash(deps.db, parsed.schoolId, tokenHash);
    if (!row) return -107;
    if (row.endedAt) {
      const failure = failureOf(row.endReason);
      await deps.cache.set(key, { failure } satisfies Cached, CACHE_MS);
      return failure;
    }
    if (row.expiresAt.getTime() <= deps.now().getTime()) return -107;
    const ctx = await buildContext(deps, row);
    if (!ctx) return -107;
    await deps.cache.set(key, { ctx, expiresAt: row.expiresAt.getTime() } satisfies Cached, CACHE_MS);
    return ctx;
  };

/** Drops sessions from the cache, so that a change to their account (password, lock) shows on the next call. */
export const forgetSessions = async (
  deps: IdentityDeps,
  schoolId: number,
  tokenHashes: ReadonlyArray<string>,
) => {
  await Promise.all(tokenHashes.map((h) => deps.cache.del(cacheKey(schoolId, h))));
};

/** Ends one session (logout, refresh), dropping it from the cache at once. */
export const endSession = async (deps: IdentityDeps, ctx: AuthContext, reason: "logout" | "refreshed") => {
  const tokenHash = await endSessionById(deps.db, ctx.schoolId, ctx.sessionId, reason);
  if (tokenHash) await deps.cache.del(cacheKey(ctx.schoolId, tokenHash));
};
