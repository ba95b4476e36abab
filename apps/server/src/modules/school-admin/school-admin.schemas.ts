import { pageQuerySchema, pwdFactsSchema } from "@eos/contracts";
import { z } from "zod";

const id = z.coerce.number().int().positive();
/** JSON booleans, or the strings a form-encoded body carries. */
const bool = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]);
const name = z.string().trim().min(1).max(60);
const domain = z.string().trim().min(1).max(253);
const loginType = z.coerce.number().int().min(1).max(2).describe("1 the shared sign-in page, 2 its own");
const timeZone = z.string().trim().min(1).max(64).describe("an IANA time zone, e.g. Asia/Shanghai");

export const siteItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.number().describe("0 a school, 1 an area's own site"),
  areaId: z.number().nullable(),
  areaName: z.string().nullable(),
  domain: z.string(),
  loginType: z.number(),
  timeZone: z.string(),
  logo: z.string().nullable(),
  flag: z.number().describe("1 enabled, 0 disabled (a disabled school signs no one in)"),
  createdAt: z.string(),
  teacherCount: z.number(),
  studentCount: z.number(),
});

export const siteDetailSchema = siteItemSchema.extend({
  logoFileId: z.number().nullable(),
  admins: z.array(z.object({ name: z.string(), loginName: z.string().nullable() })),
  initialised: z.object({ orgRoot: z.boolean(), currentTerm: z.boolean() }),
});

export const sitePageQuery = pageQuerySchema.extend({
  sortField: z.enum(["name", "domain", "createdAt", "id"]).optional(),
  areaId: id.optional(),
  flag: z.coerce.number().int().min(0).max(1).optional(),
  type: z.coerce.number().int().min(0).max(1).optional(),
});

export const siteExportQuery = sitePageQuery.omit({ page: true, size: true });

export const addSiteBody = z.object({
  name,
  domain,
  type: z.coerce.number().int().min(0).max(1).default(0),
  areaId: id.optional(),
  loginType: loginType.default(1),
  timeZone: timeZone.default("Asia/Shanghai"),
  init: bool.default(true).describe("also create the org root, school year and terms now"),
  adminName: name.describe("the first administrator's name"),
  adminAccount: z.string().trim().min(3).max(12).describe("3 to 12 letters or digits"),
  adminPhone: z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/)
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export const addSiteAnswer = z.object({
  id: z.number(),
  domain: z.string(),
  admin: z.object({
    loginName: z.string(),
    password: z.string().describe("one-time: shown once, to be changed at the first sign-in"),
  }),
  initialised: z.boolean(),
});

export const updateSiteBody = z.object({
  id,
  name: name.optional(),
  domain: domain.optional(),
  loginType: loginType.optional(),
  timeZone: timeZone.optional(),
  areaId: id
    .nullable()
    .optional()
    .describe(
      "moves the school to this area (null: to none); its copies of the old area's models become its own",
    ),
  logoFileId: id
    .nullable()
    .optional()
    .describe("an image uploaded through /oss/upload; null removes the logo"),
});

export const flagBody = z.object({ id, flag: z.coerce.number().int().min(0).max(1) });

export const initAnswer = z.object({
  orgRootId: z.number(),
  createdOrgRoot: z.boolean(),
  createdCalendar: z.boolean(),
  currentTermId: z.number().nullable(),
});

export const setInitAdminBody = z.object({
  setupCode: z.string().trim().min(1).max(200),
  siteName: name.describe("the platform site's name, e.g. the bureau's or company's"),
  domain: domain.describe("where platform administrators sign in"),
  name: name.describe("the administrator's name"),
  account: z.string().trim().min(3).max(12),
  pwd: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .describe("the SHA-256 hex of the chosen password"),
  pwdFacts: pwdFactsSchema,
});

export const idParam = z.object({ id });
