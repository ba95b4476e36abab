import { randomInt } from "node:crypto";
import type { AuthContext } from "../../platform/auth/access.ts";
import { asSystem, enterSchool } from "../../platform/db/tenant-context.ts";
import { findPerson } from "../org/index.ts";
import type { SchoolRow } from "../school/index.ts";
import { findAccountById, findAccountByLogin, findAccountsByPhone } from "./account.store.ts";
import type { IdentityDeps } from "./identity.deps.ts";
import { identityError } from "./identity.messages.ts";
import { verifyPasswordOrDummy } from "./password.ts";
import { formatTenantSecret, hashSecret, newSecret, parseTenantSecret } from "./secret.ts";
import { endSession, startSession } from "./session.service.ts";
import { insertOneTimeCode, redeemOneTimeCode } from "./session.store.ts";
import { verifySmsCode } from "./sms-code.service.ts";
import { passwordThrottle } from "./throttle.ts";

const AUTH_CODE_MS = 60_000;

const wrongPassword = () => identityError(200, "wrongPassword", {}, -1002);

export const issueAuthorizationCode = async (
  deps: IdentityDeps,
  schoolId: number,
  accountId: number,
): Promise<string> => {
  const secret = newSecret();
  await insertOneTimeCode(deps.db, {
    schoolId,
    codeHash: hashSecret(secret),
    purpose: "authorization",
    accountId,
    expiresAt: new Date(deps.now().getTime() + AUTH_CODE_MS),
  });
  return formatTenantSecret(schoolId, secret);
};

/** POST auth/login/pwd: account and password (its SHA-256 hex) → a one-time authorization code. */
export const loginWithPassword = async (
  deps: IdentityDeps,
  school: SchoolRow,
  input: { name: string; pwd: string; type: number; ip: string },
): Promise<{ authorizationCode: string }> => {
  const guess = await passwordThrottle(deps, school.id, input.type, input.name).reserve(
    input.ip,
    school.timeZone,
  );
  const acct = await findAccountByLogin(deps.db, school.id, input.type, input.name);
  // An account without a password (third-party or imported) cannot sign in by password at all; unknown and
  // password-less accounts are hashed against a dummy, so the time taken does not tell them apart.
  const ok = await verifyPasswordOrDummy(input.pwd.toLowerCase(), acct?.passwordHash);
  if (!acct || !ok) throw wrongPassword();
  await guess.succeed();
  return { authorizationCode: await issueAuthorizationCode(deps, school.id, acct.id) };
};

/** POST auth/login/phone: one entry per account of that phone in that school. */
export const loginWithPhone = async (
  deps: IdentityDeps,
  school: SchoolRow,
  input: { phone: string; code: string },
): Promise<{ type: number; authorizationCode: string; name: string }[]> => {
  await verifySmsCode(deps, school.id, input.phone, "login", input.code);
  const accounts = await findAccountsByPhone(deps.db, school.id, input.phone);
  const entries = [];
  for (const acct of accounts) {
    const person = await findPerson(deps.db, school.id, acct.userType, acct.userId);
    if (!person) continue;
    // The owner proved themselves: password locks on this account end, from every address.
    await passwordThrottle(deps, school.id, acct.userType, acct.loginName).clear();
    entries.push({
      type: acct.userType,
      authorizationCode: await issueAuthorizationCode(deps, school.id, acct.id),
      name: person.name,
    });
  }
  return entries;
};

const invalidCode = () => identityError(200, "authorizationCodeInvalid", {}, -107);

/** POST auth/login/getToken: a code works once, for 60 seconds. */
export const exchangeAuthorizationCode = async (
  deps: IdentityDeps,
  code: string,
  meta: { userAgent?: string; ip?: string },
): Promise<{ token: string; user: ReturnType<typeof userOf> }> => {
  const parsed = parseTenantSecret(code);
  if (!parsed) throw invalidCode();
  // The code is the credential: found before its school is known, which it then names.
  const redeemed = await asSystem(() =>
    redeemOneTimeCode(deps.db, parsed.schoolId, hashSecret(parsed.secret), "authorization", deps.now()),
  );
  if (!redeemed?.accountId) throw invalidCode();
  enterSchool(parsed.schoolId);
  const acct = await findAccountById(deps.db, parsed.schoolId, redeemed.accountId);
  if (!acct) throw invalidCode();
  const { token, ctx } = await startSession(deps, acct, meta);
  return { token, user: userOf(ctx) };
};

export const userOf = (ctx: AuthContext) => ({
  id: ctx.userId,
  name: ctx.name,
  type: ctx.userType,
  roleType: ctx.roleType,
  schoolId: ctx.schoolId,
  areaId: ctx.areaId,
  mustChangePassword: ctx.mustChangePassword,
});

/** POST auth/login/getTokenRefresh: a fresh token for the same session's account; the old one ends. */
export const refreshToken = async (
  deps: IdentityDeps,
  ctx: AuthContext,
  meta: { userAgent?: string; ip?: string },
) => {
  const acct = await findAccountById(deps.db, ctx.schoolId, ctx.accountId);
  if (!acct) throw invalidCode();
  await endSession(deps, ctx, "refreshed");
  const { token, ctx: next } = await startSession(deps, acct, meta);
  return { token, user: userOf(next) };
};

/** Six digits from a CSPRNG. */
export const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");
