import { z } from "zod";
import { jobViewSchema } from "../../platform/jobs/jobs.routes.ts";

const id = z.coerce.number().int().positive();
const text = (max: number) => z.string().trim().min(1).max(max);
const httpUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s]+$/, "an http(s) address");

/** The school worked on: a platform administrator names it; a school's administrator may leave it out. */
export const schoolParam = z.object({ id: id.optional().describe("the school (platform administrators)") });

const appFields = {
  kind: z.enum(["wecom", "dingtalk"]).describe("wecom: work chat (WeCom); dingtalk: workplace messaging"),
  name: text(60),
  clientId: text(200).describe("WeCom corp id, or DingTalk client id (AppKey)"),
  corpId: text(200).nullable().optional().describe("DingTalk's corp id, which its sign-in names"),
  agentId: text(64).nullable().optional().describe("the app's agent id"),
  baseUrl: httpUrl.nullable().optional().describe("the platform's API base address (defaults to its own)"),
  enabled: z.boolean().optional(),
};

export const addAppBody = schoolParam.extend({ ...appFields, secret: text(500) });
export const updateAppBody = schoolParam.extend({
  ...appFields,
  appId: id,
  secret: text(500).optional().describe("left out: the stored secret stays"),
});
export const removeAppBody = schoolParam.extend({ appId: id });
export const syncBody = schoolParam.extend({
  dryRun: z.boolean().default(false).describe("only count what a sync would change"),
});

export const externalAppSchema = z.object({
  id: z.number(),
  kind: z.enum(["wecom", "dingtalk"]),
  name: z.string(),
  clientId: z.string(),
  corpId: z.string().nullable(),
  agentId: z.string().nullable(),
  baseUrl: z.string().nullable(),
  hasSecret: z.boolean(),
  enabled: z.boolean(),
});

export const syncStatusSchema = z.object({
  job: jobViewSchema.nullable(),
  last: z
    .object({
      at: z.string(),
      byName: z.string().nullable(),
      result: z.unknown(),
      error: z.unknown(),
    })
    .nullable(),
});
