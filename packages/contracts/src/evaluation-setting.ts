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
