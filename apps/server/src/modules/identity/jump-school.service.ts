import type { AuthContext } from "../../platform/auth/access.ts";
import { findSchoolById } from "../school/index.ts";
import { ensureDelegateAccount } from "./area-delegate.store.ts";
import type { IdentityDeps } from "./identity.deps.ts";
import { identityError } from "./identity.messages.ts";
import { userOf } from "./login.service.ts";
import { invalidOneTimeCode, issueOneTimeCode, redeemAccountCode } from "./one-time-code.ts";
import { startSession } from "./session.service.ts";
import { schoolInfoOf } from "./trust-code.service.ts";

/**
 * Switching school (`/jump-school`): an area administrator (an administrator of a type 1 site) enters one of
 * the area's schools. Sessions belong to an account of their school, so the administrator acts there through
 * a delegate account of that school (created once, linked to their area account in area_delegate) rather
 * than through a session that claims another tenant. The page receives a 60 s single-use code, never a token.
 */
const JUMP_MS = 60_000;

const notAllowed = () => identityError(403, "jumpNotAllowed");

/** POST auth/jumpCode */
export const issueJumpCode = async (deps: IdentityDeps, auth: AuthContext, targetSchoolId: number) => {
  if (auth.schoolType !== 1 || !auth.isAdmin || auth.userType !== 0 || auth.areaId === null) {
    throw notAllowed();
  }
  const target = await findSchoolById(deps.db, targetSchoolId);
  // An unknown school and another area's school answer alike: nothing about other areas leaks.
  if (!target || target.type === 1 || target.areaid !== auth.areaId) throw notAllowed();
  const delegate = await ensureDelegateAccount(deps.db, target.id, {
    areaSchoolId: auth.schoolId,
    areaAccountId: auth.accountId,
    name: auth.name,
  });
  const { code } = await issueOneTimeCode(deps, {
    schoolId: target.id,
    purpose: "jump",
    accountId: delegate.id,
    ttlMs: JUMP_MS,
  });
  return { code, domain: target.domain, expiresIn: JUMP_MS / 1000 };
};

/** POST auth/jumpCode/getToken: the code, once, for a session in the target school. */
export const exchangeJumpCode = async (
  deps: IdentityDeps,
  code: string,
  meta: { userAgent?: string; ip?: string },
) => {
  const redeemed = await redeemAccountCode(deps, code, "jump");
  if (!redeemed) throw invalidOneTimeCode();
  const school = await findSchoolById(deps.db, redeemed.account.schoolId);
  if (!school) throw invalidOneTimeCode();
  const { token, ctx } = await startSession(deps, redeemed.account, meta);
  return { token, user: userOf(ctx), school: schoolInfoOf(school) };
};
