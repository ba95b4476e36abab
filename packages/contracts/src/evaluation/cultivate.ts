import { z } from "zod";
import { defaultLevelBands, levelBandSchema } from "./evaluation.ts";

/**
 * Cultivate (training) models (SPEC 3, 4 and 7 'Cultivate and target models'): a school's cultivation goals
 * (e.g. 德 · 理想信念), each linked to indicators of one indicator model, so that the goals read how students
 * do on them. An area writes one and pushes copies to its schools. The chart figures are processed per term
 * into stored data, whose up-status says whether it still matches the goals, the indicators and the scores.
 */

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const name = z.string().trim().min(1).max(60);

/** A goal as a client sends it: `key` is an existing goal's id as text, or any new unique text. */
export const cultivateGoalInputSchema = z.object({
  key: z.string().trim().min(1).max(40),
  parentKey: z.string().trim().min(1).max(40).nullable(),
  name,
  description: z.string().trim().max(500).default(""),
  /** Indicators of the model's indicator model that show how students do on this goal. */
  indicatorIds: z.array(id).max(50).default([]),
});
export type CultivateGoalInput = z.infer<typeof cultivateGoalInputSchema>;

export const cultivateModelSaveSchema = z.object({
  id: id.optional(),
  name,
  description: z.string().max(500).default(""),
  periods: z
    .array(z.enum(["primary", "junior", "senior"]))
    .max(3)
    .default([]),
  /** The indicator model whose indicators the goals link to. */
  targetModelId: id,
  /** Bands of a goal's score (percent of the linked indicators' maxima). */
  levels: z.array(levelBandSchema).min(1).max(10).default(defaultLevelBands),
  /** The whole goal tree, three levels at most; list order is the display order among siblings. */
  goals: z.array(cultivateGoalInputSchema).max(300).default([]),
});
export type CultivateModelSave = z.infer<typeof cultivateModelSaveSchema>;

export const cultivateGoalSchema = z.object({
  id: z.number(),
  pid: z.number().nullable(),
  level: z.number(),
  name: z.string(),
  description: z.string(),
  sort: z.number(),
  indicatorIds: z.array(z.number()),
  /** Pushed by the area: the school cannot change or delete it, only add goals under it. */
  locked: z.boolean(),
});
export type CultivateGoal = z.infer<typeof cultivateGoalSchema>;

export const cultivateModelItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  periods: z.array(z.string()),
  targetModelId: z.number(),
  /** Null when the indicator model was deleted since. */
  targetModelName: z.string().nullable(),
  version: z.number(),
  goalCount: z.number(),
  /** Pushed from the area's model. */
  pushed: z.boolean(),
  /** Area models: how many schools hold a copy. */
  pushedTo: z.number(),
  /** When the chart data was last processed, in any term; null when never. */
  refreshedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type CultivateModelItem = z.infer<typeof cultivateModelItemSchema>;

export const cultivateModelDetailSchema = cultivateModelItemSchema.extend({
  levels: z.array(levelBandSchema),
  goals: z.array(cultivateGoalSchema),
  /** The linked indicator model's indicators, to name the links and to pick new ones. */
  indicators: z.array(
    z.object({
      id: z.number(),
      pid: z.number().nullable(),
      level: z.number(),
      name: z.string(),
      maxScore: z.number(),
    }),
  ),
});
export type CultivateModelDetail = z.infer<typeof cultivateModelDetailSchema>;

export const cultivatePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  keyword: z.string().trim().max(60).optional(),
});

/** An area pushes its model to its schools: all of them, or the ones named. */
export const cultivatePushSchema = z.object({ id, schoolIds: z.array(id).max(2000).default([]) });
export const cultivatePushResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
  /** Schools without a copy of the linked indicator model: push that first. */
  skipped: z.array(z.object({ schoolId: z.number(), schoolName: z.string() })),
});
export type CultivatePushResult = z.infer<typeof cultivatePushResultSchema>;

/** Why processed data no longer matches: goals or bands edited, indicator model changed, scores or classes changed. */
export const cultivateStaleReasons = ["goals", "indicators", "scores"] as const;
export type CultivateStaleReason = (typeof cultivateStaleReasons)[number];

/** The up-status of a model's processed data in a term: never processed, out of date, or up to date. */
export const cultivateUpStatusSchema = z.object({
  modelId: z.number(),
  termId: z.number(),
  termName: z.string(),
  status: z.enum(["never", "stale", "fresh"]),
  reasons: z.array(z.enum(cultivateStaleReasons)),
  refreshedAt: z.string().nullable(),
});
export type CultivateUpStatus = z.infer<typeof cultivateUpStatusSchema>;

export const cultivateTermQuerySchema = z.object({ id, termId: id.optional() });
export const cultivateProcessSchema = z.object({ id, termId: id.optional() });
/** Processing runs in the background: the job to follow through /v3/job/get. */
export const cultivateProcessJobSchema = z.object({ jobId: z.number() });

/** An area processes its model in its schools, each in its current term, one background job per school. */
export const cultivateAreaProcessSchema = z.object({ id });
const schoolRef = z.object({ schoolId: z.number(), schoolName: z.string() });
export const cultivateAreaProcessResultSchema = z.object({
  queued: z.array(schoolRef.extend({ jobId: z.number() })),
  /** Already processing this model: not queued twice. */
  running: z.array(schoolRef),
  /** No copy of the model, or no current term. */
  skipped: z.array(schoolRef),
});
export type CultivateAreaProcessResult = z.infer<typeof cultivateAreaProcessResultSchema>;

/** The chart of a model in a term over the school, a grade or a class. */
export const cultivateChartQuerySchema = cultivateTermQuerySchema.extend({
  gradeId: id.optional(),
  classId: id.optional(),
});
export type CultivateChartQuery = z.infer<typeof cultivateChartQuerySchema>;

export const cultivateChartSchema = z.object({
  modelId: z.number(),
  modelName: z.string(),
  termId: z.number(),
  termName: z.string(),
  scopeName: z.string(),
  /** Students of the scope when the data was processed. */
  students: z.number(),
  /** The model's band names, highest first. */
  bands: z.array(z.string()),
  upStatus: cultivateUpStatusSchema,
  goals: z.array(
    z.object({
      goalId: z.number(),
      pid: z.number().nullable(),
      level: z.number(),
      name: z.string(),
      /** Names of the indicators linked to the goal and its sub-goals. */
      indicators: z.array(z.string()),
      /** Mean over the scope's students of their goal score (percent; no score counts as 0). */
      average: z.number(),
      /** Students with a score on at least one linked indicator. */
      scored: z.number(),
      /** How many scored students reached each band, in the order of `bands`. */
      counts: z.array(z.number()),
    }),
  ),
});
export type CultivateChart = z.infer<typeof cultivateChartSchema>;

/** An area model read across its schools, each through its copy's processed data in its current term. */
export const areaCultivateChartSchema = z.object({
  modelId: z.number(),
  modelName: z.string(),
  /** The area model's goals. */
  goals: z.array(
    z.object({ goalId: z.number(), pid: z.number().nullable(), level: z.number(), name: z.string() }),
  ),
  schools: z.array(
    z.object({
      schoolId: z.number(),
      schoolName: z.string(),
      /** Whether the school holds a copy of the model. */
      copied: z.boolean(),
      termName: z.string().nullable(),
      /** When the copy's data was processed for that term; null when never. */
      refreshedAt: z.string().nullable(),
      /** Processed on the copy's current goals (scores may still have changed since). */
      onCurrentGoals: z.boolean(),
      /** Its processing of the copy is queued or running now. */
      processing: z.boolean(),
      students: z.number(),
      /** Per area goal, the average goal score (percent) of the school's students. */
      averages: z.array(z.object({ goalId: z.number(), average: z.number() })),
    }),
  ),
});
export type AreaCultivateChart = z.infer<typeof areaCultivateChartSchema>;
