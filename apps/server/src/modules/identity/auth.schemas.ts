import { z } from "zod";

const schoolId = z.coerce.number().int().positive().describe("the school signed in to");
const userType = z.coerce.number().int().min(0).max(2).describe("0 teacher, 1 student, 2 parent");
export const phoneSchema = z.string().regex(/^1[3-9]\d{9}$/, "a mobile number: 11 digits, 1 then 3-9");

export const pwdLoginBody = z.object({
  name: z.string().trim().min(1).max(64).describe("account; a parent may use their phone"),
  pwd: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "the lowercase hex SHA-256 of the password")
    .describe("lowercase hex SHA-256 of the password's UTF-8 bytes"),
  type: userType,
  schoolId,
});

export const sendCodeBody = z.object({ phone: phoneSchema, schoolId });

export const phoneLoginBody = z.object({
  phone: phoneSchema,
  code: z.string().regex(/^\d{6}$/, "six digits"),
  type: userType.optional(),
  schoolId,
});

export const getTokenBody = z.object({ authorizationCode: z.string().min(1).max(200) });

export const authorizationCodeSchema = z.object({ authorizationCode: z.string() });

export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.number(),
  roleType: z.enum(["tea", "stu", "p"]),
  schoolId: z.number(),
  areaId: z.number().nullable(),
  /** Set after an administrator's reset or a weak password: the user may only change the password. */
  mustChangePassword: z.boolean(),
});

export const tokenSchema = z.object({ token: z.string(), user: userSchema });

export const phoneEntrySchema = z.object({
  type: z.number(),
  authorizationCode: z.string(),
  name: z.string(),
});

export const outboxQuery = z.object({ phone: phoneSchema });
export const outboxEntrySchema = z.object({
  phone: z.string(),
  code: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
