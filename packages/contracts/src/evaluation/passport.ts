import { z } from "zod";

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const name = z.string().trim().min(1).max(60);

/**
 * The student passport (SPEC 3 'passport reveal unit', 'passport model'): a school's passport model for a
 * school year is an ordered list of reveal units; each unit shows one kind of block.
 */
export const revealUnitKinds = [
  "basic",
  "radar",
  "termScores",
  "sceneRecords",
  "certificates",
  "teacherComment",
  "selfStatement",
] as const;
export type RevealUnitKind = (typeof revealUnitKinds)[number];

export const revealUnitSchema = z.object({
  /** Stable within the model (any unique text, e.g. "u1"). */
  key: z.string().trim().min(1).max(40),
  kind: z.enum(revealUnitKinds),
  title: z.string().trim().min(1).max(40),
  /** sceneRecords: the scene whose accepted records are listed; others: null. */
  sceneId: id.nullable().default(null),
  /** radar and termScores: the indicator model; null means the school's first model. */
  modelId: id.nullable().default(null),
});
export type RevealUnit = z.infer<typeof revealUnitSchema>;

export const passportModelSaveSchema = z.object({
  id: id.optional(),
  name,
  schoolYearId: id,
  units: z.array(revealUnitSchema).min(1).max(20),
});
export type PassportModelSave = z.infer<typeof passportModelSaveSchema>;

export const passportModelItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  schoolYearId: z.number(),
  schoolYearName: z.string(),
  units: z.array(revealUnitSchema),
  updatedAt: z.string(),
});
export type PassportModelItem = z.infer<typeof passportModelItemSchema>;

/** A student's passport for a school year: each unit of the year's model with its data. */
export const passportUnitDataSchema = z.object({
  key: z.string(),
  kind: z.enum(revealUnitKinds),
  title: z.string(),
  /** basic: name, class, student no., school, year; labels in the caller's language. */
  fields: z.array(z.object({ label: z.string(), value: z.string() })).default([]),
  /**
   * radar: level-1 indicators with the student's score in the year's latest term that has scores; `scored`
   * false (score 0) when nothing scored the indicator there, or no term has scores yet.
   */
  indicators: z
    .array(z.object({ name: z.string(), maxScore: z.number(), score: z.number(), scored: z.boolean() }))
    .default([]),
  /** termScores: each term of the year with the total and band; `scored` false (total 0) for a term without scores. */
  terms: z
    .array(
      z.object({
        termId: z.number(),
        termName: z.string(),
        total: z.number(),
        band: z.string().nullable(),
        scored: z.boolean(),
      }),
    )
    .default([]),
  /** sceneRecords: accepted task values of the scene about the student in the year, newest first (≤ 50). */
  records: z
    .array(
      z.object({ formValueId: z.number(), taskName: z.string(), filledAt: z.string(), summary: z.string() }),
    )
    .default([]),
  /** certificates: the student's certificates in force from the year's terms, newest first. */
  certificates: z
    .array(
      z.object({
        id: z.number(),
        name: z.string(),
        honour: z.number(),
        termName: z.string(),
        awardedAt: z.string(),
        score: z.number().nullable(),
        band: z.string().nullable(),
        imageUrl: z.string().nullable(),
      }),
    )
    .default([]),
  /** teacherComment and selfStatement: the saved text (empty when none). */
  text: z.string().default(""),
  /** Whether the caller may edit this unit's text (a teacher of the class the comment; the student or parent the statement). */
  editable: z.boolean().default(false),
});
export type PassportUnitData = z.infer<typeof passportUnitDataSchema>;

export const passportDataSchema = z.object({
  studentId: z.number(),
  studentName: z.string(),
  schoolYearId: z.number(),
  schoolYearName: z.string(),
  modelName: z.string(),
  units: z.array(passportUnitDataSchema),
});
export type PassportData = z.infer<typeof passportDataSchema>;

export const passportQuerySchema = z.object({ studentId: id.optional(), schoolYearId: id.optional() });

/** Save (or with an empty text, reset) a passport text unit: the teacher's comment or the self-statement. */
export const passportInfoSaveSchema = z.object({
  studentId: id.optional(),
  schoolYearId: id,
  kind: z.enum(["teacherComment", "selfStatement"]),
  text: z.string().max(2000),
});
