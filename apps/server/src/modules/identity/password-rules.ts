import { createHash } from "node:crypto";
import { factsPassRules, type PasswordFacts } from "@eos/contracts";
import { isListedWeak } from "./weak-list.ts";

const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The spellings people actually use of their own name or phone: as it is, capitalised, shouted. */
const spellings = (word: string) => [
  word,
  word.toUpperCase(),
  `${word.charAt(0).toUpperCase()}${word.slice(1)}`,
];

/**
 * What the server can judge of a new password from its SHA-256: whether it is on the list of weak passwords
 * (weak-candidates.ts) or the account's own name or phone, and whether the strength facts the browser sent
 * (if any) fail the rules. The browser sees the password and checks every rule; its facts are advisory, so a
 * client that leaves them out or lies about them is still held to the list.
 */
export const isKnownWeak = async (
  pwdHex: string,
  acct: { loginName: string; phone: string | null },
  facts?: PasswordFacts,
): Promise<boolean> => {
  if (facts && !factsPassRules(facts)) return true;
  const pwd = pwdHex.toLowerCase();
  const own = [acct.loginName, acct.phone].filter((v): v is string => Boolean(v));
  if (own.flatMap(spellings).some((word) => sha256Hex(word) === pwd)) return true;
  return isListedWeak(pwd);
};
