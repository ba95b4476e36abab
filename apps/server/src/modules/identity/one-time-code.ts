import { asSystem, enterSchool } from "../../platform/db/tenant-context.ts";
import { type AccountRow, findAccountById } from "./account.store.ts";
import type { IdentityDeps } from "./identity.deps.ts";
import { identityError } from "./identity.messages.ts";
import { formatTenantSecret, hashSecret, newSecret, parseTenantSecret } from "./secret.ts";
import { insertOneTimeCode, redeemOneTimeCode } from "./session.store.ts";

/** authorization | qr | trust | jump: a code redeems only for the purpose it was issued for. */
export type CodePurpose = "authorization" | "qr" | "trust" | "jump";

/** A link that has expired, was used, or never existed: the same answer, so nothing can be probed. */
export const invalidOneTimeCode = () => identityError(404, "oneTimeCodeInvalid");

/** Issues a single-use code for an account; returns it as `<schoolId>.<secret>` (only its hash is stored). */
export const issueOneTimeCode = async (
  deps: IdentityDeps,
  input: { schoolId: number; purpose: CodePurpose; accountId: number | null; ttlMs: number },
): Promise<{ code: string; secret: string; codeHash: string }> => {
  const secret = newSecret();
  const codeHash = hashSecret(secret);
  await insertOneTimeCode(deps.db, {
    schoolId: input.schoolId,
    codeHash,
    purpose: input.purpose,
    accountId: input.accountId,
    expiresAt: new Date(deps.now().getTime() + input.ttlMs),
  });
  return { code: formatTenantSecret(input.schoolId, secret), secret, codeHash };
};

/** Redeems a code once, within its lifetime, for its purpose; the account it was issued for, or undefined. */
export const redeemAccountCode = async (
  deps: IdentityDeps,
  code: string,
  purpose: CodePurpose,
): Promise<{ account: AccountRow; codeHash: string } | undefined> => {
  const parsed = parseTenantSecret(code);
  if (!parsed) return undefined;
  const codeHash = hashSecret(parsed.secret);
  // The code is the credential: found before its school is known, which it then names.
  const redeemed = await asSystem(() =>
    redeemOneTimeCode(deps.db, parsed.schoolId, codeHash, purpose, deps.now()),
  );
  if (!redeemed?.accountId) return undefined;
  enterSchool(parsed.schoolId);
  const account = await findAccountById(deps.db, parsed.schoolId, redeemed.accountId);
  return account ? { account, codeHash } : undefined;
};

export const metaOf = (req: { headers: Record<string, unknown>; ip: string }) => ({
  userAgent: typeof req.headers["user-agent"] === "string" ? req.headers["user-agent"] : undefined,
  ip: req.ip,
});
