import { z } from "zod";

/**
 * Automatic timetabling (排课): a set's teaching plan (hours of each subject per class and who teaches it), the
 * school's rooms by kind, the teachers' periods off, fixed periods (a class meeting) and the rules. Generating
 * runs as a background job; when it finds a timetable with no hard violation it replaces the set's lessons
 * (a draft), which then open in the grid editor for hand adjustment.
 */

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** ISO day of the week (1 Monday … 7 Sunday) and a period number of the set. */
const day = z.number().int().min(1).max(7);
const period = z.number().int().min(1).max(20);
const kind = z.string().trim().min(1).max(30);

export const timetablePlanLineSchema = z.object({
  orgId: id,
  subject: z.string().trim().min(1).max(40),
  teacherId: id,
  hours: z.number().int().min(1).max(40),
  /** A room kind the lesson needs (lab, gym); absent: the class's own room. */
  roomKind: kind.optional(),
  /** A main subject is preferred in the morning. */
  main: z.boolean().default(false),
});
export type TimetablePlanLine = z.infer<typeof timetablePlanLineSchema>;

export const timetablePlanRulesSchema = z.object({
  /** Hard: at most this many periods of one subject a day for a class. */
  maxSubjectPerDay: z.number().int().min(1).max(20).default(2),
  /** Hard: at most this many periods a day for a teacher. */
  teacherMaxPerDay: z.number().int().min(1).max(20).default(6),
  /** Periods 1 … morningPeriods are the morning (main subjects are preferred there). */
  morningPeriods: z.number().int().min(0).max(20).default(4),
  rooms: z
    .array(z.object({ kind, names: z.array(z.string().trim().min(1).max(30)).min(1).max(50) }))
    .max(20)
    .default([]),
  unavailable: z
    .array(z.object({ teacherId: id, day, period }))
    .max(2000)
    .default([]),
  /** Every planned class has this period fixed (class meeting, assembly). */
  fixed: z
    .array(z.object({ day, period, subject: z.string().trim().min(1).max(40) }))
    .max(50)
    .default([]),
});
export type TimetablePlanRules = z.infer<typeof timetablePlanRulesSchema>;

export const timetablePlanSaveSchema = z.object({
  setId: id,
  lines: z.array(timetablePlanLineSchema).max(3000),
  rules: timetablePlanRulesSchema,
});
export type TimetablePlanSave = z.infer<typeof timetablePlanSaveSchema>;

export const timetablePlanSchema = z.object({
  setId: z.number(),
  lines: z.array(
    timetablePlanLineSchema.extend({ className: z.string(), teacherName: z.string(), main: z.boolean() }),
  ),
  rules: timetablePlanRulesSchema,
});
export type TimetablePlan = z.infer<typeof timetablePlanSchema>;

export const timetablePlanQuerySchema = z.object({ setId: id });
export const timetableGenerateSchema = z.object({ setId: id });
export const timetableGenerateStartedSchema = z.object({ jobId: z.number() });

/** What a finished generation job answers (its result at /v3/job/get). */
export const timetableGenerateResultSchema = z.object({
  /** True when the set's lessons were replaced by the generated timetable. */
  written: z.boolean(),
  hard: z.number(),
  soft: z.number(),
  lessons: z.number(),
  elapsedMs: z.number(),
  /** The hard violations left when none could be avoided (nothing was written then). */
  problems: z.array(z.string()),
});
export type TimetableGenerateResult = z.infer<typeof timetableGenerateResultSchema>;
