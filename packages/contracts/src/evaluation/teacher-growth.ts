import { z } from "zod";
import { indicatorScoreSchema } from "./evaluation.ts";

/**
 * Teacher growth (SPEC 2 '/SDP … teaGrowth'): the evaluation machinery pointed at teachers. A teacher growth
 * model is a target model with subjectType 0; its rules read teacher tasks (records teachers fill about
 * themselves); a teacher's growth record is their scores by indicator and term, with the lineage.
 */

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Which model and term: the school's first teacher model and the current term when not named. */
export const teaGrowthQuerySchema = z.object({ modelId: id.optional(), termId: id.optional() });
export type TeaGrowthQuery = z.infer<typeof teaGrowthQuerySchema>;

/** A teacher's record: the caller's own unless `teacherId` names another (staff only). */
export const teaGrowthRecordQuerySchema = teaGrowthQuerySchema.extend({ teacherId: id.optional() });
export type TeaGrowthRecordQuery = z.infer<typeof teaGrowthRecordQuerySchema>;

export const teaGrowthLineageQuerySchema = z.object({
  teacherId: id.optional(),
  termId: id,
  indicatorId: id,
});

/** A level-1 indicator's score in a term. */
const termIndicatorSchema = z.object({ indicatorId: z.number(), score: z.number() });

export const teaGrowthTermSchema = z.object({
  termId: z.number(),
  termName: z.string(),
  total: z.number(),
  band: z.string().nullable(),
  /** The level-1 indicators' scores in that term (the growth chart's lines). */
  indicators: z.array(termIndicatorSchema),
});
export type TeaGrowthTerm = z.infer<typeof teaGrowthTermSchema>;

export const teaGrowthRecordSchema = z.object({
  teacherId: z.number(),
  teacherName: z.string(),
  subject: z.string(),
  departments: z.array(z.string()),
  termId: z.number(),
  termName: z.string(),
  modelId: z.number(),
  modelName: z.string(),
  modelVersion: z.number().nullable(),
  /** Σ over level-1 indicators of score / max × weight, scaled to 100 by the weights' sum. */
  total: z.number(),
  band: z.string().nullable(),
  computedAt: z.string().nullable(),
  /** Every indicator of the model in the term asked (zero where nothing scored). */
  indicators: z.array(indicatorScoreSchema),
  /** Every term in which the teacher has scores on the model, oldest first. */
  terms: z.array(teaGrowthTermSchema),
});
export type TeaGrowthRecord = z.infer<typeof teaGrowthRecordSchema>;

/** Sorting of the staff list: by total (default, highest first) or by name. */
export const teaGrowthSorts = ["total", "name"] as const;

export const teaGrowthListQuerySchema = teaGrowthQuerySchema.extend({
  /** Only members of this department. */
  deptId: id.optional(),
  keyword: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  sort: z.enum(teaGrowthSorts).default("total"),
  order: z.enum(["desc", "asc"]).default("desc"),
});
export type TeaGrowthListQuery = z.infer<typeof teaGrowthListQuerySchema>;

export const teaGrowthTeacherSchema = z.object({
  teacherId: z.number(),
  teacherName: z.string(),
  subject: z.string(),
  departments: z.array(z.string()),
  total: z.number(),
  /** Null when the teacher has no score in the term. */
  band: z.string().nullable(),
  /** 1 for the highest total of the school (ties share a place). */
  rank: z.number(),
  indicators: z.array(termIndicatorSchema),
});
export type TeaGrowthTeacher = z.infer<typeof teaGrowthTeacherSchema>;

/** The model and term a list or summary was read on, with the level-1 indicators its columns name. */
export const teaGrowthHeaderSchema = z.object({
  termId: z.number(),
  termName: z.string(),
  modelId: z.number(),
  modelName: z.string(),
  indicators: z.array(z.object({ indicatorId: z.number(), name: z.string(), maxScore: z.number() })),
});
export type TeaGrowthHeader = z.infer<typeof teaGrowthHeaderSchema>;

export const teaGrowthPageSchema = z.object({
  header: teaGrowthHeaderSchema,
  list: z.array(teaGrowthTeacherSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type TeaGrowthPage = z.infer<typeof teaGrowthPageSchema>;

/** One department's figures (teachers in no department are grouped as deptId null). */
export const teaGrowthDeptSchema = z.object({
  deptId: z.number().nullable(),
  deptName: z.string(),
  teachers: z.number(),
  /** Teachers with at least one score in the term. */
  scored: z.number(),
  /** The average total over the department's teachers (no score counts as 0). */
  average: z.number(),
  /** How many teachers reached each band, highest band first (the unscored are left out). */
  bands: z.array(z.object({ band: z.string(), count: z.number() })),
  /** The average of each level-1 indicator over the department's teachers. */
  indicators: z.array(z.object({ indicatorId: z.number(), average: z.number() })),
});
export type TeaGrowthDept = z.infer<typeof teaGrowthDeptSchema>;

export const teaGrowthSummarySchema = z.object({
  header: teaGrowthHeaderSchema,
  /** The whole school, then each department in the school's order. */
  school: teaGrowthDeptSchema,
  departments: z.array(teaGrowthDeptSchema),
});
export type TeaGrowthSummary = z.infer<typeof teaGrowthSummarySchema>;

/** A teacher growth model to pick from (the teacher's own page and the staff pages). */
export const teaGrowthModelSchema = z.object({ id: z.number(), name: z.string(), version: z.number() });
