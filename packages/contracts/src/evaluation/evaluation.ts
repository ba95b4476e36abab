import { z } from "zod";

/**
 * Evaluation (SPEC 7 'Cultivate and target models', 'Compute rules', 'Passport and growth'): indicator
 * (target) models, the scoring rules that turn a scene's task values into points on an indicator, and the
 * students' scores with their lineage, and the summaries over them (the passport's shapes: passport.ts). One
 * shape for the server and the web.
 */

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const name = z.string().trim().min(1).max(60);
const score = z.number().min(0).max(100_000);

/** A level of the level equivalency: reached when score / max × 100 ≥ min (e.g. 优秀 90, 良好 75, 合格 60). */
export const levelBandSchema = z.object({
  name: z.string().trim().min(1).max(20),
  min: z.number().min(0).max(100),
});
export type LevelBand = z.infer<typeof levelBandSchema>;

/** Default bands for a new model. */
export const defaultLevelBands: LevelBand[] = [
  { name: "优秀", min: 90 },
  { name: "良好", min: 75 },
  { name: "合格", min: 60 },
  { name: "待合格", min: 0 },
];

/**
 * An indicator as a client sends it when saving a model's tree: `key` identifies it within the request
 * (an existing indicator's id as a string, or any new unique text), `parentKey` its parent's key.
 */
export const indicatorInputSchema = z.object({
  key: z.string().trim().min(1).max(40),
  parentKey: z.string().trim().min(1).max(40).nullable(),
  name,
  /** Share of its level in the model's total, in percent. */
  weight: z.number().min(0).max(100),
  maxScore: score.positive(),
});
export type IndicatorInput = z.infer<typeof indicatorInputSchema>;

/** Whom a model scores (SPEC 9 role codes): 1 students, 0 teachers (teacher growth, SDP teaGrowth). */
export const subjectTypeSchema = z.union([z.literal(0), z.literal(1)]);
export type SubjectType = z.infer<typeof subjectTypeSchema>;

export const targetModelSaveSchema = z.object({
  id: id.optional(),
  name,
  /** Set when the model is added; an update keeps the model's own. */
  subjectType: subjectTypeSchema.default(1),
  description: z.string().max(500).default(""),
  /** School periods the model applies to, e.g. ["primary", "junior"]; empty means all. */
  periods: z
    .array(z.enum(["primary", "junior", "senior"]))
    .max(3)
    .default([]),
  levels: z.array(levelBandSchema).min(1).max(10).default(defaultLevelBands),
  /** The whole tree, depth at most 3; order in the list is the display order among siblings. */
  indicators: z.array(indicatorInputSchema).max(300).default([]),
});
export type TargetModelSave = z.infer<typeof targetModelSaveSchema>;

export type Indicator = {
  id: number;
  pid: number | null;
  level: number;
  name: string;
  weight: number;
  maxScore: number;
  sort: number;
  /** Pushed by the area: the school cannot change or delete it, only add under it. */
  locked: boolean;
};
export const indicatorSchema: z.ZodType<Indicator> = z.object({
  id: z.number(),
  pid: z.number().nullable(),
  level: z.number(),
  name: z.string(),
  weight: z.number(),
  maxScore: z.number(),
  sort: z.number(),
  locked: z.boolean(),
});

export const targetModelItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  periods: z.array(z.string()),
  version: z.number(),
  /** 1 a student model, 0 a teacher growth model. */
  subjectType: z.number(),
  indicatorCount: z.number(),
  ruleCount: z.number(),
  /** Pushed from the area's model (its school is the area's site). */
  pushed: z.boolean(),
  /** Area models: how many schools hold a copy. */
  pushedTo: z.number(),
  updatedAt: z.string(),
});
export type TargetModelItem = z.infer<typeof targetModelItemSchema>;

export const targetModelDetailSchema = targetModelItemSchema.extend({
  levels: z.array(levelBandSchema),
  indicators: z.array(indicatorSchema),
});
export type TargetModelDetail = z.infer<typeof targetModelDetailSchema>;

/** An area pushes its model to its schools: all of them, or the ones named. */
export const targetModelPushSchema = z.object({ id, schoolIds: z.array(id).max(2000).default([]) });
export const targetModelPushResultSchema = z.object({ created: z.number(), updated: z.number() });

/** How a rule reads points from one accepted submission. */
export const ruleKinds = ["fixed", "item", "option"] as const;
export type RuleKind = (typeof ruleKinds)[number];
/** How a student's points from several submissions in a term become the rule's score. */
export const ruleAggregates = ["sum", "avg", "max", "latest"] as const;
export type RuleAggregate = (typeof ruleAggregates)[number];

export const ruleConfigSchema = z
  .object({
    sceneId: id,
    /** The scene's tasks whose values count; empty: every task of the scene. */
    taskIds: z.array(id).max(100).default([]),
    kind: z.enum(ruleKinds),
    /** fixed: points per accepted submission. */
    points: z.number().min(-1000).max(1000).default(0),
    /** item: a number item whose value × scale gives the points; option: a radio/checkbox/select item. */
    itemId: z.string().trim().min(1).max(40).nullable().default(null),
    scale: z.number().min(-1000).max(1000).default(1),
    /** item: points from one submission are capped at this (null: no cap). */
    perValueMax: z.number().min(0).max(100_000).nullable().default(null),
    /** option: points per option id. */
    optionPoints: z.record(z.string().max(40), z.number().min(-1000).max(1000)).default({}),
    /** A condition in the form engine's formula language over the submission's items, e.g. `{m} >= 30`. */
    condition: z.string().trim().max(2000).default(""),
    aggregate: z.enum(ruleAggregates).default("sum"),
    /** Only the first n accepted submissions of a term count (null: all). */
    maxCount: z.number().int().min(1).max(10_000).nullable().default(null),
    /** The rule's score in a term is capped at this (null: only the indicator's maximum caps it). */
    cap: z.number().min(0).max(100_000).nullable().default(null),
    /**
     * A named data source an area registers (GET /v3/eos/computeRule/sources), e.g. `practice.score`: the rule
     * reads the source's per-student values of the term, aggregated by `aggregate`, times `scale`, instead of
     * the scene's submissions (the scene still holds the rule). null: the scene's submissions.
     */
    source: z.string().trim().min(1).max(40).nullable().default(null),
  })
  .refine((c) => c.source !== null || c.kind === "fixed" || c.itemId !== null, {
    path: ["itemId"],
    message: "itemId required",
  });
export type RuleConfig = z.infer<typeof ruleConfigSchema>;

/** A rule data source as the rule editor lists it. */
export const ruleSourceItemSchema = z.object({ key: z.string(), name: z.string() });
export type RuleSourceItem = z.infer<typeof ruleSourceItemSchema>;

export const computeRuleSaveSchema = z.object({
  id: id.optional(),
  modelId: id,
  indicatorId: id,
  name,
  config: ruleConfigSchema,
});
export type ComputeRuleSave = z.infer<typeof computeRuleSaveSchema>;

/** A changed configuration kept aside (stash) without touching the published one. */
export const computeRuleStashSchema = z.object({ id, config: ruleConfigSchema });

/** Execute status: 0 stopped (not scored), 1 executing (scored by batch runs and on every submission). */
export const computeRuleStatusSchema = z.object({ id, status: z.union([z.literal(0), z.literal(1)]) });

export const computeRuleItemSchema = z.object({
  id: z.number(),
  modelId: z.number(),
  indicatorId: z.number(),
  indicatorName: z.string(),
  name: z.string(),
  version: z.number(),
  status: z.number(),
  config: z.unknown(),
  /** A stashed draft configuration, or null. */
  draft: z.unknown().nullable(),
  sceneName: z.string(),
  updatedAt: z.string(),
  /**
   * The titles of the items the configuration and the draft refer to (the item read, the condition's {id}
   * references), from the released forms of the rule's tasks; an id missing here is in none of them.
   */
  itemTitles: z.record(z.string(), z.string()),
});
export type ComputeRuleItem = Omit<z.infer<typeof computeRuleItemSchema>, "config" | "draft"> & {
  config: RuleConfig;
  draft: RuleConfig | null;
};

export const computeRulePageQuerySchema = z.object({
  modelId: id,
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  keyword: z.string().trim().max(60).optional(),
});

/** Batch execute for a school and term: runs in the background; the answer is the job to follow. */
export const computeRuleExecuteSchema = z.object({ modelId: id, termId: id });
export const computeRunResultSchema = z.object({
  rules: z.number(),
  students: z.number(),
  entries: z.number(),
  errors: z.number(),
});
export type ComputeRunResult = z.infer<typeof computeRunResultSchema>;

/** A student whose data could not be scored, and why (the rule error log). */
export const ruleErrorItemSchema = z.object({
  id: z.number(),
  ruleId: z.number(),
  ruleName: z.string(),
  termId: z.number(),
  studentId: z.number(),
  studentName: z.string(),
  formValueId: z.number().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type RuleErrorItem = z.infer<typeof ruleErrorItemSchema>;

/** One indicator of a student's scores in a term. */
export const indicatorScoreSchema = z.object({
  indicatorId: z.number(),
  pid: z.number().nullable(),
  level: z.number(),
  name: z.string(),
  maxScore: z.number(),
  weight: z.number(),
  score: z.number(),
  /** The score before the indicator's maximum capped it. */
  raw: z.number(),
  band: z.string().nullable(),
  /** Whether anything scored it in the term: false (score 0) means no data yet, not a score of 0. */
  scored: z.boolean(),
});
export type IndicatorScore = z.infer<typeof indicatorScoreSchema>;

export const studentScoresSchema = z.object({
  studentId: z.number(),
  studentName: z.string(),
  className: z.string(),
  termId: z.number(),
  termName: z.string(),
  modelId: z.number(),
  modelName: z.string(),
  modelVersion: z.number().nullable(),
  /** Σ over level-1 indicators of score / max × weight, scaled to 100 by the weights' sum. */
  total: z.number(),
  band: z.string().nullable(),
  computedAt: z.string().nullable(),
  indicators: z.array(indicatorScoreSchema),
  /**
   * The student's place by total in their class and grade (1 is the highest; ties share a place). Null for
   * students and parents unless the school shows them ranks (evaluation setting showRanks).
   */
  ranks: z
    .object({
      classRank: z.number(),
      classSize: z.number(),
      gradeRank: z.number(),
      gradeSize: z.number(),
    })
    .nullable(),
});
export type StudentScores = z.infer<typeof studentScoresSchema>;

export const studentScoresQuerySchema = z.object({
  studentId: id.optional(),
  termId: id.optional(),
  modelId: id.optional(),
});

/** Why this score: every submission that gave points through which rule version, and where caps applied. */
export const lineageEntrySchema = z.object({
  formValueId: z.number(),
  taskName: z.string(),
  filledAt: z.string(),
  points: z.number(),
  /** False when the term's count limit (maxCount) left it out. */
  counted: z.boolean(),
});
export const lineageRuleSchema = z.object({
  ruleId: z.number(),
  ruleName: z.string(),
  ruleVersion: z.number(),
  aggregate: z.enum(ruleAggregates),
  raw: z.number(),
  score: z.number(),
  /** The rule's cap when it applied, else null. */
  cappedAt: z.number().nullable(),
  entries: z.array(lineageEntrySchema),
});
export const scoreLineageSchema = z.object({
  indicatorId: z.number(),
  indicatorName: z.string(),
  maxScore: z.number(),
  score: z.number(),
  raw: z.number(),
  modelVersion: z.number().nullable(),
  rules: z.array(lineageRuleSchema),
  /** Sub-indicators' scores when the indicator has children. */
  children: z.array(z.object({ indicatorId: z.number(), name: z.string(), score: z.number() })),
});
export type ScoreLineage = z.infer<typeof scoreLineageSchema>;
export const scoreLineageQuerySchema = z.object({ studentId: id.optional(), termId: id, indicatorId: id });

/** A changed rule's impact on the current term, before it is published. */
export const rulePreviewSchema = z.object({ id, config: ruleConfigSchema });
export const rulePreviewResultSchema = z.object({
  termId: z.number(),
  students: z.number(),
  changedScores: z.number(),
  changedBands: z.number(),
  /** Average change of the indicator's score over the students whose score changed. */
  averageDelta: z.number(),
  largestDelta: z.number(),
  samples: z.array(
    z.object({
      studentId: z.number(),
      studentName: z.string(),
      before: z.number(),
      after: z.number(),
      bandBefore: z.string().nullable(),
      bandAfter: z.string().nullable(),
    }),
  ),
});
export type RulePreviewResult = z.infer<typeof rulePreviewResultSchema>;

/** Summaries (SPEC 7 '/v3/summary'): over a class, a grade or the whole school, for a model and a term. */
export const summaryQuerySchema = z.object({
  termId: id.optional(),
  modelId: id.optional(),
  classId: id.optional(),
  gradeId: id.optional(),
});
export type SummaryQuery = z.infer<typeof summaryQuerySchema>;

export const summaryListQuerySchema = summaryQuerySchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  keyword: z.string().trim().max(60).optional(),
  /** Highest total first by default. */
  order: z.enum(["desc", "asc"]).default("desc"),
});

export const summaryStudentSchema = z.object({
  studentId: z.number(),
  studentName: z.string(),
  studentNo: z.string(),
  className: z.string(),
  total: z.number(),
  band: z.string().nullable(),
  /** 1 for the highest total in the scope. */
  rank: z.number(),
  /** The scores of the list's indicator columns, in their order; null where the student has none. */
  indicatorScores: z.array(z.number().nullable()),
});
export type SummaryStudent = z.infer<typeof summaryStudentSchema>;

/** An indicator whose scores a list shows as a column (the school's score column setting). */
export const indicatorColumnSchema = z.object({
  indicatorId: z.number(),
  name: z.string(),
  level: z.number(),
  maxScore: z.number(),
});
export type IndicatorColumn = z.infer<typeof indicatorColumnSchema>;

/** The overall list's page, with the indicator columns its rows' indicatorScores follow. */
export const summaryListSchema = z.object({
  list: z.array(summaryStudentSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  indicators: z.array(indicatorColumnSchema),
});
export type SummaryList = z.infer<typeof summaryListSchema>;

/** What the summary covers, with the model and term it was read on. */
export const summaryScopeSchema = z.object({
  termId: z.number(),
  termName: z.string(),
  modelId: z.number(),
  modelName: z.string(),
  scopeName: z.string(),
  students: z.number(),
});

export const summaryLevelSchema = summaryScopeSchema.extend({
  bands: z.array(z.object({ band: z.string(), count: z.number() })),
  /** Students with no score at all in the term. */
  unscored: z.number(),
});
export type SummaryLevel = z.infer<typeof summaryLevelSchema>;

/** Average score per indicator (levels 1 and 2): the radar uses the level-1 ones. */
export const summaryAverageSchema = summaryScopeSchema.extend({
  indicators: z.array(
    z.object({
      indicatorId: z.number(),
      pid: z.number().nullable(),
      level: z.number(),
      name: z.string(),
      maxScore: z.number(),
      average: z.number(),
    }),
  ),
});
export type SummaryAverage = z.infer<typeof summaryAverageSchema>;
