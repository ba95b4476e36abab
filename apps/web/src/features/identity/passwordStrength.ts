import { commonPasswords, type PasswordFacts, PasswordRules } from "@eos/contracts";

/** Why a new password is refused; each has its own message (account.password.issues.*). */
export type PasswordIssue = "length" | "classes" | "personal" | "common";

const CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/];
const common: ReadonlySet<string> = new Set(commonPasswords);

/** How many of lower case, upper case, digits and symbols the password uses. */
export const characterClasses = (password: string): number => CLASSES.filter((r) => r.test(password)).length;

/** The facts sent beside a new password's hash (`pwdFacts`): the server refuses ones that fail the rules. */
export const passwordFacts = (password: string): PasswordFacts => ({
  length: password.length,
  classes: characterClasses(password),
});

/**
 * The strength rules, judged in the browser (the server only ever sees the SHA-256): 8 to 64 characters, three
 * of four character classes, not containing the account, name or phone, not a common password.
 */
export function passwordIssues(
  password: string,
  personal: ReadonlyArray<string | null | undefined> = [],
): PasswordIssue[] {
  const issues: PasswordIssue[] = [];
  if (password.length < PasswordRules.minLength || password.length > PasswordRules.maxLength) {
    issues.push("length");
  }
  if (characterClasses(password) < PasswordRules.minClasses) issues.push("classes");
  const lower = password.toLowerCase();
  if (personal.some((p) => p && p.trim().length >= 3 && lower.includes(p.trim().toLowerCase()))) {
    issues.push("personal");
  }
  if (common.has(lower)) issues.push("common");
  return issues;
}

export const isWeakPassword = (password: string, personal: ReadonlyArray<string | null | undefined> = []) =>
  passwordIssues(password, personal).length > 0;
