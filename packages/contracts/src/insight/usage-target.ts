import { z } from "zod";

/**
 * Usage by target (indicator) level (SPEC 7 /v3/usedCount/target). A school uses an indicator when, in its
 * copy of the model, at least one rule that is on scores onto the indicator or onto one under it, or at least
 * one student has a score on it in the chosen term. Area staff read the area's student models over the
 * area's schools; a school's staff read their own school's student models, their school the only one.
 */
const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const paging = {
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
};

export const targetUsageSorts = ["tree", "name", "usedSchools", "rules", "scoredStudents"] as const;
export type TargetUsageSort = (typeof targetUsageSorts)[number];

/** The indicator list's filters: a model, a level, a term of the caller's site (default: each school's current). */
export const targetUsageFilterSchema = z.object({
  modelId: idParam.optional(),
  level: z.coerce.number().int().min(1).max(3).optional(),
  termId: idParam.optional(),
  keyword: z.string().trim().max(100).optional(),
  sortField: z.enum(targetUsageSorts).default("tree"),
  sortOrder: z.enum(["ascend", "descend"]).default("ascend"),
});
export const targetUsageQuerySchema = targetUsageFilterSchema.extend(paging);
export type TargetUsageQuery = z.infer<typeof targetUsageQuerySchema>;

export const targetUsageSchema = z.object({
  indicatorId: z.number(),
  modelId: z.number(),
  modelName: z.string(),
  level: z.number(),
  name: z.string(),
  /** The names of the indicators above it, top first. */
  parents: z.array(z.string()),
  /** Schools counted (the area's schools; 1 for a school's own staff). */
  schools: z.number(),
  /** Schools whose copy of the model holds this indicator. */
  copiedSchools: z.number(),
  /** Schools with at least one rule that is on scoring onto it or an indicator under it. */
  ruleSchools: z.number(),
  /** Schools with at least one student scored on it in the term. */
  scoredSchools: z.number(),
  /** Schools using it: rules on or students scored. */
  usedSchools: z.number(),
  /** Rules that are on, over all the schools. */
  rules: z.number(),
  /** Students scored on it in the term, over all the schools. */
  scoredStudents: z.number(),
});
export type TargetUsage = z.infer<typeof targetUsageSchema>;

export const targetSchoolsSorts = ["schoolName", "rules", "scoredStudents"] as const;
export const targetSchoolsFilterSchema = z.object({
  indicatorId: idParam,
  termId: idParam.optional(),
  used: z.enum(["all", "used", "unused"]).default("all"),
  sortField: z.enum(targetSchoolsSorts).default("schoolName"),
  sortOrder: z.enum(["ascend", "descend"]).default("ascend"),
});
export const targetSchoolsQuerySchema = targetSchoolsFilterSchema.extend(paging);
export type TargetSchoolsQuery = z.infer<typeof targetSchoolsQuerySchema>;

/** One school for one indicator: whether it holds it, its rules on and off, the students it scored. */
export const targetSchoolUsageSchema = z.object({
  schoolId: z.number(),
  schoolName: z.string(),
  /** The school's term the scores were counted in (null: it has none for the chosen term). */
  termName: z.string().nullable(),
  copied: z.boolean(),
  rules: z.number(),
  rulesOff: z.number(),
  scoredStudents: z.number(),
  used: z.boolean(),
});
export type TargetSchoolUsage = z.infer<typeof targetSchoolUsageSchema>;

/** With indicatorId the export lists that indicator's schools; without, the indicators under the filters. */
export const targetUsageExportSchema = targetUsageFilterSchema.extend({
  indicatorId: idParam.optional(),
  used: z.enum(["all", "used", "unused"]).default("all"),
});
export type TargetUsageExportQuery = z.infer<typeof targetUsageExportSchema>;

/** The student models the list can be filtered by, with their indicator counts. */
export const targetUsageModelSchema = z.object({ id: z.number(), name: z.string(), indicators: z.number() });
export type TargetUsageModel = z.infer<typeof targetUsageModelSchema>;
