import type { AuthContext } from "../../platform/auth/access.ts";
import { findSchoolById } from "../school/index.ts";
import type { IdentityDeps } from "./identity.deps.ts";
import { identityError } from "./identity.messages.ts";
import { userOf } from "./login.service.ts";
import { invalidOneTimeCode, issueOneTimeCode, redeemAccountCode } from "./one-time-code.ts";
import { allowedRedirect } from "./redirect-target.ts";
import { startSession } from "./session.service.ts";

/**
 * Trust codes (SPEC 4 'with a trust code'): the app centre opens an app through `/center/redirectUrl` with a
 * single-use code of 60 s instead of a token, so that no long-lived secret ever sits in an address. The code
 * is bound to the app and to a return address checked when it is issued; both travel in the cache, the
 * one_time_code row makes it single-use.
 */
const TRUST_MS = 60_000;

export type TrustDeps = IdentityDeps & { trustedRedirectHosts: ReadonlyArray<string> };

type Binding = { appId: string; url: string };

const bindingKey = (codeHash: string) => `trust:${codeHash}`;

/** GET center/api/app/getTrustCode */
export const issueTrustCode = async (
  deps: TrustDeps,
  auth: AuthContext,
  input: { appId: string; url: string },
) => {
  const url = allowedRedirect(input.url, deps.trustedRedirectHosts);
  if (!url) throw identityError(400, "redirectNotAllowed");
  const { code, codeHash } = await issueOneTimeCode(deps, {
    schoolId: auth.schoolId,
    purpose: "trust",
    accountId: auth.accountId,
    ttlMs: TRUST_MS,
  });
  await deps.cache.set(bindingKey(codeHash), { appId: input.appId, url } satisfies Binding, TRUST_MS);
  const query = new URLSearchParams({ token: code, url, appid: input.appId });
  return { code, url, expiresIn: TRUST_MS / 1000, redirectUrl: `/center/redirectUrl?${query.toString()}` };
};

/**
 * POST center/api/app/exchangeTrustCode: a session for the account that asked, and the bound address. The
 * code is spent first, so a code shown to the wrong app is gone as well as refused.
 */
export const exchangeTrustCode = async (
  deps: TrustDeps,
  input: { code: string; appid: string },
  meta: { userAgent?: string; ip?: string },
) => {
  const redeemed = await redeemAccountCode(deps, input.code, "trust");
  if (!redeemed) throw invalidOneTimeCode();
  const binding = await deps.cache.get<Binding>(bindingKey(redeemed.codeHash));
  await deps.cache.del(bindingKey(redeemed.codeHash));
  if (!binding || binding.appId !== input.appid) throw invalidOneTimeCode();
  const school = await findSchoolById(deps.db, redeemed.account.schoolId);
  if (!school) throw invalidOneTimeCode();
  const { token, ctx } = await startSession(deps, redeemed.account, meta, "app");
  return { token, user: userOf(ctx), url: binding.url, school: schoolInfoOf(school) };
};

/** The CONTRACT.md school info shape, for pages that start a session on a fresh tab. */
export const schoolInfoOf = (school: {
  id: number;
  name: string;
  type: number;
  areaid: number | null;
  loginType: number;
  domain: string;
}) => ({
  id: school.id,
  name: school.name,
  type: school.type,
  areaid: school.areaid,
  loginType: school.loginType,
  domain: school.domain,
});
