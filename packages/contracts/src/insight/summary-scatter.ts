import { z } from "zod";
import { summaryQuerySchema, summaryScopeSchema } from "../evaluation/evaluation.ts";

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The scatter summary (SPEC 7 '/v3/summary'): two indicators of the model, one point per student of the scope. */
export const summaryScatterQuerySchema = summaryQuerySchema.extend({ xIndicatorId: id, yIndicatorId: id });
export type SummaryScatterQuery = z.infer<typeof summaryScatterQuerySchema>;

const axisSchema = z.object({ indicatorId: z.number(), name: z.string(), maxScore: z.number() });

export const summaryScatterSchema = summaryScopeSchema.extend({
  x: axisSchema,
  y: axisSchema,
  /** Every student of the scope; an indicator without a score in the term counts as 0. */
  points: z.array(
    z.object({
      studentId: z.number(),
      studentName: z.string(),
      studentNo: z.string(),
      className: z.string(),
      x: z.number(),
      y: z.number(),
    }),
  ),
});
export type SummaryScatter = z.infer<typeof summaryScatterSchema>;
