import { z } from "zod";

/**
 * Password rules shared by both sides. Only the browser sees a password (the server gets its SHA-256), so the
 * browser checks every rule; the server can still refuse the passwords below by their hashes.
 */
export const PasswordRules = { minLength: 8, maxLength: 64, minClasses: 3 } as const;

/**
 * What the browser checked of a new password, sent beside its hash as `pwdFacts`: its length and how many of
 * lower case, upper case, digits and symbols it uses. The server refuses facts that fail the rules, but they
 * are advisory (a client may claim anything): its list of weak passwords' hashes is what it relies on.
 */
export type PasswordFacts = { length: number; classes: number };

/** `pwdFacts` on the wire: a JSON object, or its JSON text in a form-encoded body; optional. */
export const pwdFactsSchema = z
  .preprocess(
    (v) => {
      if (typeof v !== "string") return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z.object({
      length: z.coerce.number().int().min(0).max(100_000),
      classes: z.coerce.number().int().min(0).max(4),
    }),
  )
  .optional()
  .describe(
    "what the browser checked of the new password: { length, classes } (lower, upper, digit, symbol)",
  );

export const factsPassRules = (f: PasswordFacts): boolean =>
  f.length >= PasswordRules.minLength &&
  f.length <= PasswordRules.maxLength &&
  f.classes >= PasswordRules.minClasses;

/** Passwords so common that no length or character-class rule should let them through (compared lowercased). */
export const commonPasswords: ReadonlyArray<string> = [
  "123456",
  "12345678",
  "123456789",
  "1234567890",
  "111111",
  "11111111",
  "000000",
  "00000000",
  "666666",
  "888888",
  "88888888",
  "123123",
  "5201314",
  "woaini1314",
  "password",
  "password1",
  "password123",
  "passw0rd",
  "passw0rd!",
  "p@ssw0rd",
  "p@ssword",
  "p@ssw0rd123",
  "qwerty",
  "qwerty123",
  "qwer1234",
  "qwer1234!",
  "1qaz2wsx",
  "1qaz@wsx",
  "1q2w3e4r",
  "1q2w3e4r!",
  "zxcvbnm",
  "iloveyou",
  "abc123",
  "abc12345",
  "abcd1234",
  "abc@123",
  "abc@1234",
  "abcd@1234",
  "a123456",
  "a1234567",
  "a12345678",
  "aa123456",
  "aa12345678",
  "aa123456!",
  "qq123456",
  "12345678a",
  "admin",
  "admin123",
  "admin1234",
  "admin@123",
  "admin@1234",
  "admin123!",
  "root123",
  "test1234",
  "test@123",
  "welcome1",
  "welcome@1",
  "welcome123",
  "school123",
  "school@123",
  "teacher123",
  "teacher@123",
  "student123",
  "changeme",
  "changeme1",
  "12qwaszx",
];

/** Error codes of the password pages (not in SPEC 8; chosen outside the -1001..-1005, -1007 sign-in range). */
export const PasswordErrorCode = {
  /** The new password is on the common list, equals the account or phone, or equals the old one. */
  weak: -1006,
  /** The current password given to change it is wrong (counts towards the lock like any wrong password). */
  oldWrong: -1008,
  /** The account must change its password before anything else (admin reset or a weak password). */
  mustChange: -1013,
} as const;
