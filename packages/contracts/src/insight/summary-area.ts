import { z } from "zod";

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * Area summaries (SPEC 7 '/v3/summary', for area staff): a model the area pushed, read through each school's
 * copy in that school's current term.
 */
export const areaSummaryQuerySchema = z.object({ modelId: id });
export type AreaSummaryQuery = z.infer<typeof areaSummaryQuerySchema>;

export const areaSummarySchoolsQuerySchema = areaSummaryQuerySchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  keyword: z.string().trim().max(60).optional(),
});
export type AreaSummarySchoolsQuery = z.infer<typeof areaSummarySchoolsQuerySchema>;

export const areaSummarySchoolSchema = z.object({
  schoolId: z.number(),
  schoolName: z.string(),
  /** Whether the school holds a copy of the pushed model. */
  copied: z.boolean(),
  termName: z.string().nullable(),
  students: z.number(),
  /** Students with at least one score on the copy in the school's current term. */
  scored: z.number(),
});
export type AreaSummarySchool = z.infer<typeof areaSummarySchoolSchema>;

const areaSchoolRef = { schoolId: z.number(), schoolName: z.string() };

export const areaSummaryAverageSchema = z.object({
  modelId: z.number(),
  modelName: z.string(),
  /** The area model's level-1 and level-2 indicators. */
  indicators: z.array(
    z.object({
      indicatorId: z.number(),
      pid: z.number().nullable(),
      level: z.number(),
      name: z.string(),
      maxScore: z.number(),
    }),
  ),
  /** Each school with a copy: the average of each area indicator over its students (no score counts as 0). */
  schools: z.array(
    z.object({
      ...areaSchoolRef,
      averages: z.array(z.object({ indicatorId: z.number(), average: z.number() })),
    }),
  ),
});
export type AreaSummaryAverage = z.infer<typeof areaSummaryAverageSchema>;

export const areaSummaryLevelSchema = z.object({
  modelId: z.number(),
  modelName: z.string(),
  /** The area model's bands, highest first. */
  bands: z.array(z.string()),
  schools: z.array(
    z.object({
      ...areaSchoolRef,
      students: z.number(),
      /** How many students reached each band, in the order of `bands`. */
      counts: z.array(z.number()),
      unscored: z.number(),
    }),
  ),
});
export type AreaSummaryLevel = z.infer<typeof areaSummaryLevelSchema>;
