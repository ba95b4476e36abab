import { z } from "zod";
import { summaryQuerySchema } from "../evaluation/evaluation.ts";

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const score = z.coerce.number().min(0).max(1_000_000);

/**
 * Target score by condition (SPEC 7 'target score by condition'): one indicator's scores in a term over a
 * class, a grade or the school, filtered by a score range and a band, searched, sorted and paged.
 */
export const scoreByConditionQuerySchema = z
  .object({
    termId: id.optional(),
    indicatorId: id,
    classId: id.optional(),
    gradeId: id.optional(),
    /** Inclusive bounds on the indicator's score (no score counts as 0). */
    min: score.optional(),
    max: score.optional(),
    /** The band (level equivalency name) the score reached. */
    band: z.string().trim().min(1).max(60).optional(),
    keyword: z.string().trim().max(60).optional(),
    sort: z.enum(["score", "studentNo", "className"]).default("score"),
    order: z.enum(["desc", "asc"]).default("desc"),
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(200).default(20),
  })
  .refine((q) => q.min === undefined || q.max === undefined || q.min <= q.max, {
    message: "min must not exceed max",
    path: ["min"],
  });
export type ScoreByConditionQuery = z.infer<typeof scoreByConditionQuerySchema>;

export const scoreByConditionRowSchema = z.object({
  studentId: z.number(),
  studentName: z.string(),
  studentNo: z.string(),
  className: z.string(),
  score: z.number(),
  raw: z.number(),
  band: z.string().nullable(),
  /** False when the indicator gave the student nothing in the term (the score reads 0). */
  scored: z.boolean(),
  /** Place by score among the scope's students (ties share a place), before the range, band and search. */
  rank: z.number(),
});
export type ScoreByConditionRow = z.infer<typeof scoreByConditionRowSchema>;

export const scoreByConditionPageSchema = z.object({
  list: z.array(scoreByConditionRowSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  termId: z.number(),
  termName: z.string(),
  modelId: z.number(),
  modelName: z.string(),
  indicatorId: z.number(),
  indicatorName: z.string(),
  maxScore: z.number(),
});
export type ScoreByConditionPage = z.infer<typeof scoreByConditionPageSchema>;

/** Target rule sum score (SPEC 7): what each rule of a model gave the scope's students in a term. */
export const ruleSumScoreQuerySchema = summaryQuerySchema;
export type RuleSumScoreQuery = z.infer<typeof ruleSumScoreQuerySchema>;

export const ruleSumScoreSchema = z.object({
  termId: z.number(),
  termName: z.string(),
  modelId: z.number(),
  modelName: z.string(),
  /** The students in the scope. */
  students: z.number(),
  rules: z.array(
    z.object({
      ruleId: z.number(),
      ruleName: z.string(),
      indicatorId: z.number(),
      indicatorName: z.string(),
      /** Points given in all (Σ of the students' capped rule scores). */
      sum: z.number(),
      /** Students the rule gave a score row (zero included). */
      scoredStudents: z.number(),
      /** sum / scoredStudents (0 when none). */
      average: z.number(),
      /** sum / the scope's students. */
      averageAll: z.number(),
      /** Submissions counted towards the scores. */
      entries: z.number(),
      /** This rule's share of all the rules' points (0 to 1). */
      share: z.number(),
    }),
  ),
});
export type RuleSumScore = z.infer<typeof ruleSumScoreSchema>;
