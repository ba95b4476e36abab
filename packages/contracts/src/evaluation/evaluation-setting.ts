import { z } from "zod";

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A school's evaluation settings (issue 7). */
export const evaluationSettingSchema = z.object({
  /** The model students, parents, passports and summaries show when none is named; null: the oldest one. */
  currentModelId: z.number().nullable(),
  /** The model in use: the current one, or the oldest when none is chosen (null: the school has none). */
  effectiveModelId: z.number().nullable(),
  /** Whether students and parents see their ranks. Off by default. */
  showRanks: z.boolean(),
});
export type EvaluationSetting = z.infer<typeof evaluationSettingSchema>;

export const evaluationSettingSaveSchema = z.object({
  currentModelId: id.nullable(),
  showRanks: z.boolean(),
});
export type EvaluationSettingSave = z.infer<typeof evaluationSettingSaveSchema>;

/**
 * What a student number sync did (POST /v3/passport/stuCode/sync, code OtherSetStuCodeSync): how many
 * students it looked at, how many numbers it rewrote in their normal form, and the ones it had to leave.
 */
export const studentNoSyncSchema = z.object({
  checked: z.number(),
  updated: z.number(),
  conflicts: z.array(
    z.object({ studentId: z.number(), name: z.string(), studentNo: z.string(), wanted: z.string() }),
  ),
});
export type StudentNoSyncResult = z.infer<typeof studentNoSyncSchema>;

/**
 * A school's score column setting (SPEC 3 'score column setting', /v3/scoreColumnSettings): which of the
 * score columns the scores lists show, and in which order. Every column appears once.
 */
export const scoreColumnKeys = ["rank", "total", "level"] as const;
export type ScoreColumnKey = (typeof scoreColumnKeys)[number];

export const scoreColumnSchema = z.object({ key: z.enum(scoreColumnKeys), shown: z.boolean() });
export type ScoreColumn = z.infer<typeof scoreColumnSchema>;

/** The columns in their default order, all shown: what a school that never saved a setting sees. */
export const defaultScoreColumns: ScoreColumn[] = scoreColumnKeys.map((key) => ({ key, shown: true }));

/** At most this many indicators' scores show as columns of a list. */
export const maxIndicatorColumns = 20;

export const scoreColumnSettingSchema = z.object({
  columns: z.array(scoreColumnSchema),
  /**
   * The indicators whose scores show as columns after the score columns, in order. Ids of any of the school's
   * student models: a list shows those of the model it lists, and a deleted indicator drops out.
   */
  indicatorIds: z.array(z.number()),
});
export type ScoreColumnSetting = z.infer<typeof scoreColumnSettingSchema>;

export const scoreColumnSettingSaveSchema = z.object({
  columns: z
    .array(scoreColumnSchema)
    .length(scoreColumnKeys.length)
    .refine((list) => new Set(list.map((c) => c.key)).size === list.length, {
      message: "Every score column appears once",
    }),
  /** Left out: the indicator columns stay as they are. */
  indicatorIds: z
    .array(id)
    .max(maxIndicatorColumns)
    .refine((list) => new Set(list).size === list.length, { message: "Every indicator appears once" })
    .optional(),
});
export type ScoreColumnSettingSave = z.infer<typeof scoreColumnSettingSaveSchema>;
