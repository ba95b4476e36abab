import { createHash, randomInt } from "node:crypto";
import { factsPassRules, PasswordErrorCode, type PasswordFacts } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { forbidden, notFound } from "../../platform/http/errors.ts";
import { findPerson } from "../org/index.ts";
import { findSchoolById, type SchoolRow } from "../school/index.ts";
import {
  type AccountRow,
  findAccountById,
  findAccountByLogin,
  findAccountsByPhone,
} from "./account.store.ts";
import type { IdentityDeps } from "./identity.deps.ts";
import { identityError } from "./identity.messages.ts";
import { newSmsCode } from "./login.service.ts";
import {
  findAccountOfUser,
  liveSessionHashes,
  markMustChangePassword,
  revokeSessions,
  storePassword,
} from "./password.store.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { isKnownWeak } from "./password-rules.ts";
import { forgetSessions } from "./session.service.ts";
import { sendSmsCode, verifySmsCode } from "./sms-code.service.ts";
import { passwordThrottle } from "./throttle.ts";

/** SMS codes for a forgotten password are their own purpose: a sign-in code never resets a password. */
export const RESET_PURPOSE = "reset";

const weak = () => identityError(200, "weakPassword", {}, PasswordErrorCode.weak);
const oldWrong = () => identityError(200, "oldPasswordWrong", {}, PasswordErrorCode.oldWrong);

/** After a password changes: other sessions end, cached ones are re-read, and any lock is lifted. */
const afterPasswordChange = async (deps: IdentityDeps, acct: AccountRow, keepSessionId: number | null) => {
  const ended = await revokeSessions(deps.db, acct.schoolId, acct.id, keepSessionId);
  const live = await liveSessionHashes(deps.db, acct.schoolId, acct.id);
  await forgetSessions(deps, acct.schoolId, [...ended, ...live]);
  await passwordThrottle(deps, acct.schoolId, acct.userType, acct.loginName).clear();
};

/** POST auth/phone/sendResetCode: sends only to phones with an account here, but answers alike either way. */
export const sendResetCode = async (deps: IdentityDeps, school: SchoolRow, phone: string, ip: string) => {
  const accounts = await findAccountsByPhone(deps.db, school.id, phone);
  if (accounts.length === 0) return;
  await sendSmsCode(deps, {
    schoolId: school.id,
    schoolName: school.name,
    phone,
    purpose: RESET_PURPOSE,
    ip,
    code: newSmsCode(),
  });
};

/** POST auth/resetPhonePwd: a phone code (purpose reset, once) sets a new password on that role's account. */
export const resetPasswordByPhone = async (
  deps: IdentityDeps,
  school: SchoolRow,
  input: { phone: string; code: string; type: number; newPwd: string; pwdFacts?: PasswordFacts },
): Promise<void> => {
  const all = await findAccountsByPhone(deps.db, school.id, input.phone);
  const accounts = all.filter((a) => a.userType === input.type);
  // Judged before the code is used, so that choosing a better password does not need a new code. Judged
  // for no account too: the answer must not tell whether the phone has one.
  const judged = accounts.length > 0 ? accounts : [{ loginName: "", phone: input.phone }];
  for (const a of judged) if (await isKnownWeak(input.newPwd, a, input.pwdFacts)) throw weak();
  await verifySmsCode(deps, school.id, input.phone, RESET_PURPOSE, input.code);
  if (accounts.length === 0) throw identityError(200, "noAccountForPhone", {}, 404);
  const hash = await hashPassword(input.newPwd.toLowerCase());
  await storePassword(
    deps.db,
    school.id,
    accounts.map((a) => a.id),
    hash,
    false,
  );
  for (const acct of accounts) await afterPasswordChange(deps, acct, null);
};

/** The caller's account, with a guess reserved from the shared password throttle (-1003 while locked). */
const openThrottle = async (deps: IdentityDeps, ctx: AuthContext, ip: string) => {
  const [acct, school] = await Promise.all([
    findAccountById(deps.db, ctx.schoolId, ctx.accountId),
    findSchoolById(deps.db, ctx.schoolId),
  ]);
  if (!acct || !school) throw notFound();
  const throttle = passwordThrottle(deps, ctx.schoolId, acct.userType, acct.loginName);
  return { acct, guess: await throttle.reserve(ip, school.timeZone) };
};

/** GET center/api/validateOld: whether `pwd` is the current password; wrong guesses count towards the lock. */
export const validateOldPassword = async (
  deps: IdentityDeps,
  ctx: AuthContext,
  pwd: string,
  ip: string,
): Promise<boolean> => {
  const { acct, guess } = await openThrottle(deps, ctx, ip);
  const ok = acct.passwordHash ? await verifyPassword(pwd.toLowerCase(), acct.passwordHash) : false;
  if (!ok) return false;
  await guess.succeed();
  return true;
};

/** POST center/api/updatePwd: the old password, checked like a sign-in, then a new one; other sessions end. */
export const changePassword = async (
  deps: IdentityDeps,
  ctx: AuthContext,
  input: { oldPwd: string; newPwd: string; pwdFacts?: PasswordFacts },
  ip: string,
): Promise<void> => {
  const { acct, guess } = await openThrottle(deps, ctx, ip);
  if (!acct.passwordHash) throw identityError(200, "passwordNotSet", {}, PasswordErrorCode.oldWrong);
  if (!(await verifyPassword(input.oldPwd.toLowerCase(), acct.passwordHash))) throw oldWrong();
  await guess.succeed();
  if (input.newPwd.toLowerCase() === input.oldPwd.toLowerCase()) {
    throw identityError(200, "passwordUnchanged", {}, PasswordErrorCode.weak);
  }
  if (await isKnownWeak(input.newPwd, acct, input.pwdFacts)) throw weak();
  await storePassword(
    deps.db,
    ctx.schoolId,
    [acct.id],
    await hashPassword(input.newPwd.toLowerCase()),
    false,
  );
  await afterPasswordChange(deps, acct, ctx.sessionId);
};

/** Letters and digits that cannot be misread when an administrator reads the password out. */
const READABLE = {
  upper: "ABCDEFGHJKLMNPQRSTUVWXYZ",
  lower: "abcdefghijkmnpqrstuvwxyz",
  digit: "23456789",
};

/** Ten characters from a CSPRNG, with at least one of each class, so that it passes the strength rules. */
export const oneTimePassword = (): string => {
  const all = READABLE.upper + READABLE.lower + READABLE.digit;
  const pick = (set: string) => set[randomInt(set.length)];
  const chars = [pick(READABLE.upper), pick(READABLE.lower), pick(READABLE.digit)];
  while (chars.length < 10) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join("");
};

export type ResetTarget =
  | { accountId: number }
  | { userType: number; userId: number }
  | { userType: number; loginName: string };

const findTarget = async (deps: IdentityDeps, schoolId: number, target: ResetTarget) => {
  if ("accountId" in target) return findAccountById(deps.db, schoolId, target.accountId);
  if ("loginName" in target) return findAccountByLogin(deps.db, schoolId, target.userType, target.loginName);
  const id = await findAccountOfUser(deps.db, schoolId, target.userType, target.userId);
  return id === undefined ? undefined : findAccountById(deps.db, schoolId, id);
};

/**
 * POST auth/resetPwd: an administrator gives an account of their own school a random one-time password, shown
 * once; the account must change it at the next sign-in, and its sessions end now.
 */
export const resetPasswordByAdmin = async (deps: IdentityDeps, ctx: AuthContext, target: ResetTarget) => {
  const acct = await findTarget(deps, ctx.schoolId, target);
  if (!acct) throw notFound();
  const person = await findPerson(deps.db, ctx.schoolId, acct.userType, acct.userId);
  // A teacher granted password.reset must not take over an administrator's account.
  if (!ctx.isAdmin && person?.isAdmin) throw forbidden();
  const password = oneTimePassword();
  const clientHash = createHash("sha256").update(password, "utf8").digest("hex");
  await storePassword(deps.db, ctx.schoolId, [acct.id], await hashPassword(clientHash), true);
  await afterPasswordChange(deps, acct, null);
  return {
    accountId: acct.id,
    loginName: acct.loginName,
    userType: acct.userType,
    name: person?.name ?? "",
    password,
  };
};

type WeakReport = { weak: boolean; pwd?: string; pwdFacts?: PasswordFacts };

/** The server's own judgement of a reported password: the rules a password change applies. */
const judgedWeak = async (deps: IdentityDeps, ctx: AuthContext, report: WeakReport): Promise<boolean> => {
  if (report.pwdFacts && !factsPassRules(report.pwdFacts)) return true;
  if (!report.pwd) return false;
  const acct = await findAccountById(deps.db, ctx.schoolId, ctx.accountId);
  return acct !== undefined && (await isKnownWeak(report.pwd, acct));
};

/**
 * POST auth/checkWeakPassword: right after signing in, the browser reports its verdict on the password just
 * used, with its hash and strength facts, and the server adds its own judgement; a weak password must then be
 * changed. A report can only add the duty, never lift it: only a password change does. The hash is not
 * compared with the account's (that would answer guesses): a false one only burdens the caller.
 */
export const reportWeakPassword = async (deps: IdentityDeps, ctx: AuthContext, report: WeakReport) => {
  if (ctx.mustChangePassword) return { mustChangePassword: true };
  if (!report.weak && !(await judgedWeak(deps, ctx, report))) return { mustChangePassword: false };
  await markMustChangePassword(deps.db, ctx.schoolId, ctx.accountId);
  await forgetSessions(deps, ctx.schoolId, await liveSessionHashes(deps.db, ctx.schoolId, ctx.accountId));
  return { mustChangePassword: true };
};
