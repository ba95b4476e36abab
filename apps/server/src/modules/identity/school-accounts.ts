import { createHash } from "node:crypto";
import type { PasswordFacts } from "@eos/contracts";
import type { Db } from "../../platform/db/client.ts";
import { createAdminTeacher } from "../org/index.ts";
import { checkAccountName } from "./account.service.ts";
import { insertAccountWithPassword } from "./account.store.ts";
import type { IdentityDeps } from "./identity.deps.ts";
import { identityError } from "./identity.messages.ts";
import { oneTimePassword } from "./password.service.ts";
import { hashPassword } from "./password.ts";
import { isKnownWeak } from "./password-rules.ts";
import { forgetSessions } from "./session.service.ts";
import { endSchoolLiveSessions } from "./session.store.ts";

const insertAdminAccount = async (
  db: Db,
  input: { schoolId: number; name: string; loginName: string; phone: string | null },
  passwordHash: string,
  mustChangePassword: boolean,
): Promise<{ accountId: number; teacherId: number }> => {
  checkAccountName(input.loginName);
  const person = await createAdminTeacher(db, input.schoolId, { name: input.name, phone: input.phone });
  const accountId = await insertAccountWithPassword(db, {
    schoolId: input.schoolId,
    userType: 0,
    userId: person.id,
    loginName: input.loginName,
    phone: input.phone,
    passwordHash,
    mustChangePassword,
  });
  return { accountId, teacherId: person.id };
};

/**
 * A new school's first administrator: a teacher flagged administrator with a teacher account whose password
 * is random, shown once to the platform administrator and good for one thing only: choosing a new one at the
 * first sign-in (the password gate refuses everything else). No shared default password exists.
 */
export const createFirstSchoolAdmin = async (
  db: Db,
  input: { schoolId: number; name: string; loginName: string; phone: string | null },
): Promise<{ accountId: number; loginName: string; password: string }> => {
  const password = oneTimePassword();
  const clientHash = createHash("sha256").update(password, "utf8").digest("hex");
  const { accountId } = await insertAdminAccount(db, input, await hashPassword(clientHash), true);
  return { accountId, loginName: input.loginName, password };
};

/**
 * Refuses a weak password for the first platform administrator (the rules of a password change): callers run
 * it before their transaction too, since the first check after a fresh install may wait for the weak list.
 */
export const refuseWeakAdminPassword = async (input: {
  loginName: string;
  pwd: string;
  pwdFacts?: PasswordFacts;
}): Promise<void> => {
  if (await isKnownWeak(input.pwd, { loginName: input.loginName, phone: null }, input.pwdFacts)) {
    throw identityError(400, "weakPassword");
  }
};

/**
 * The first platform administrator, on the platform's own site, with the password the installer chose (sent
 * as its SHA-256 hex, like every sign-in). Weak passwords and the account's own name are refused.
 */
export const createPlatformAdmin = async (
  db: Db,
  input: { schoolId: number; name: string; loginName: string; pwd: string; pwdFacts?: PasswordFacts },
): Promise<{ accountId: number }> => {
  const pwd = input.pwd.toLowerCase();
  await refuseWeakAdminPassword({ loginName: input.loginName, pwd, pwdFacts: input.pwdFacts });
  const { accountId } = await insertAdminAccount(
    db,
    { schoolId: input.schoolId, name: input.name, loginName: input.loginName, phone: null },
    await hashPassword(pwd),
    false,
  );
  return { accountId };
};

const FORGET_BATCH = 500;

/**
 * Ends every live session of a school (it was just disabled): its tokens answer -107 from the next call on,
 * cached ones included.
 */
export const endSchoolSessions = async (deps: IdentityDeps, schoolId: number): Promise<number> => {
  const hashes = await endSchoolLiveSessions(deps.db, schoolId);
  for (let i = 0; i < hashes.length; i += FORGET_BATCH) {
    await forgetSessions(deps, schoolId, hashes.slice(i, i + FORGET_BATCH));
  }
  return hashes.length;
};
