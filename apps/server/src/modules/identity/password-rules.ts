import { createHash } from "node:crypto";
import { commonPasswords } from "@eos/contracts";

const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The spellings people actually use of a common password: as listed, capitalised, shouted. */
const spellings = (word: string) => [
  word,
  word.toUpperCase(),
  `${word.charAt(0).toUpperCase()}${word.slice(1)}`,
];

const commonHashes: ReadonlySet<string> = new Set(commonPasswords.flatMap(spellings).map(sha256Hex));

/**
 * What the server can judge of a new password from its SHA-256 alone: whether it is a common password or the
 * account's own name or phone. The browser, which sees the password, checks length and character classes.
 */
export const isKnownWeak = (pwdHex: string, acct: { loginName: string; phone: string | null }): boolean => {
  const pwd = pwdHex.toLowerCase();
  if (commonHashes.has(pwd)) return true;
  const own = [acct.loginName, acct.phone].filter((v): v is string => Boolean(v));
  return own.flatMap(spellings).some((word) => sha256Hex(word) === pwd);
};
