import { z } from "zod";

const paging = {
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
};
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * Data app monitoring (SPEC 7 /v3/dataapp/monitor). issue: any (at least one finding), low (the task's
 * current period below `threshold` percent complete), stale (no fill in `staleDays` days), off (the app is
 * off or its task is not open), all (every app).
 */
export const appIssues = ["any", "low", "stale", "off", "all"] as const;
export const appMonitorSorts = ["rate", "lastFill", "name"] as const;
export const appMonitorQuerySchema = z.object({
  issue: z.enum(appIssues).default("any"),
  threshold: z.coerce.number().int().min(1).max(100).default(60),
  staleDays: z.coerce.number().int().min(1).max(365).default(7),
  keyword: z.string().trim().max(100).optional(),
  sort: z.enum(appMonitorSorts).default("rate"),
  ...paging,
});
export type AppMonitorQuery = z.infer<typeof appMonitorQuerySchema>;

/** One data app with its task's figures now. schoolName is set for area staff. */
export const appMonitorRowSchema = z.object({
  schoolId: z.number(),
  schoolName: z.string(),
  appId: z.number(),
  appName: z.string(),
  taskId: z.number(),
  taskName: z.string(),
  sceneName: z.string(),
  state: z.number(),
  taskState: z.number(),
  expected: z.number(),
  filled: z.number(),
  lastFillAt: z.string().nullable(),
  low: z.boolean(),
  stale: z.boolean(),
  off: z.boolean(),
});
export type AppMonitorRow = z.infer<typeof appMonitorRowSchema>;

/** One app's students (siteId: area staff name one school of the area; others leave it out). */
export const appMonitorDetailQuerySchema = z.object({
  appId: id,
  siteId: id.optional(),
  filled: z.enum(["all", "yes", "no"]).default("all"),
  ...paging,
});
export const appStudentSchema = z.object({
  studentId: z.number(),
  studentName: z.string(),
  className: z.string(),
  values: z.number(),
  lastFillAt: z.string().nullable(),
});
export type AppStudent = z.infer<typeof appStudentSchema>;

/** App usage (SPEC 7 /appCount): local dates, both included; the last 30 days when left out. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => {
    const at = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(at) && new Date(at).toISOString().startsWith(d);
  }, "not a calendar day");
export const appCountQuerySchema = z.object({ from: day.optional(), to: day.optional(), ...paging });
export const schoolAppCountSchema = z.object({
  schoolId: z.number(),
  schoolName: z.string(),
  apps: z.number(),
  on: z.number(),
  used: z.number(),
  notUsed: z.number(),
  values: z.number(),
});
export type SchoolAppCount = z.infer<typeof schoolAppCountSchema>;
export const appUseQuerySchema = appCountQuerySchema.extend({
  siteId: id.optional(),
  used: z.enum(["all", "used", "unused"]).default("all"),
});
export const appUseSchema = z.object({
  appId: z.number(),
  appName: z.string(),
  taskName: z.string(),
  sceneName: z.string(),
  state: z.number(),
  used: z.boolean(),
  values: z.number(),
  lastFillAt: z.string().nullable(),
});
export type AppUse = z.infer<typeof appUseSchema>;
