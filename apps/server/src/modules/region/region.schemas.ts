import { pageQuerySchema } from "@eos/contracts";
import { z } from "zod";

/** The request and answer shapes of the platform's area administration (/v3/area). */
export const areaItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
  schoolCount: z.number(),
  enabledSchoolCount: z.number(),
  siteId: z.number().nullable(),
  siteDomain: z.string().nullable(),
});

export const areaPageQuery = pageQuerySchema.extend({
  sortField: z.enum(["name", "createdAt", "schoolCount"]).optional(),
});

export const areaBody = z.object({
  name: z.string().trim().min(1).max(60),
  code: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => v || null),
});
