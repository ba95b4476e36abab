import { pwdFactsSchema } from "@eos/contracts";
import { z } from "zod";
import { phoneSchema } from "./auth.schemas.ts";

const schoolId = z.coerce.number().int().positive().describe("the school of the account");
const userType = z.coerce.number().int().min(0).max(2).describe("0 teacher, 1 student, 2 parent");
const id = z.coerce.number().int().positive();
/** Passwords travel as the lowercase hex SHA-256 of their UTF-8 bytes, like `pwd` at sign-in. */
const pwdHex = (what: string) =>
  z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "the lowercase hex SHA-256 of the password")
    .describe(`lowercase hex SHA-256 of the ${what}`);

export const sendResetCodeBody = z.object({ phone: phoneSchema, schoolId });

export const resetPhonePwdBody = z.object({
  phone: phoneSchema,
  code: z.string().regex(/^\d{6}$/, "six digits"),
  type: userType,
  schoolId,
  newPwd: pwdHex("new password"),
  pwdFacts: pwdFactsSchema,
});

export const validateOldQuery = z.object({ pwd: pwdHex("current password") });

export const updatePwdBody = z.object({
  oldPwd: pwdHex("current password"),
  newPwd: pwdHex("new password"),
  pwdFacts: pwdFactsSchema,
});

/** Form posts carry booleans as text. */
const flag = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]);

export const checkWeakBody = z.object({
  weak: flag.describe("the browser's verdict on the password just used to sign in"),
  pwd: pwdHex("password just used to sign in").optional(),
  pwdFacts: pwdFactsSchema,
});
export const checkWeakResult = z.object({ mustChangePassword: z.boolean() });

export const resetPwdBody = z
  .object({
    accountId: id.optional(),
    userType: userType.optional(),
    userId: id.optional(),
    loginName: z.string().trim().min(1).max(64).optional(),
  })
  .refine(
    (b) =>
      b.accountId !== undefined ||
      (b.userType !== undefined && (b.userId !== undefined || b.loginName !== undefined)),
    "name the account: accountId, or userType with userId or loginName",
  );

export const resetPwdResult = z.object({
  accountId: z.number(),
  loginName: z.string(),
  userType: z.number(),
  name: z.string(),
  password: z.string().describe("the one-time password, shown once; it must be changed at next sign-in"),
});
