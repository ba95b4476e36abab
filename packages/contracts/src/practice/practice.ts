import { z } from "zod";
import { pageQuerySchema } from "../paging.ts";

/**
 * Practice activities (issue 21, SPEC 7 /v3/course/act/practice/...): teachers create activities with a number
 * of places and a join-time type (SPEC 9: 0 no limit, 1 opened and closed by hand, 2 a range), for the students
 * of some classes or grades; students sign up and quit; teachers score the participants. CONTRACT.md pins
 * addActivity, signUp, quitActivity and detailActivity.
 */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** `YYYY-MM-DD HH:mm`, the school's time zone. */
export const practiceMinuteSchema = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, "YYYY-MM-DD HH:mm");

export const practiceJoinTimeTypes = [0, 1, 2] as const;
export type PracticeJoinTimeType = (typeof practiceJoinTimeTypes)[number];

export const practiceTaskInputSchema = z.object({
  name: z.string().trim().min(1).max(60),
  content: z.string().trim().max(500).default(""),
});

export const practiceActivityInputSchema = z
  .object({
    /** Given: edits that activity (its places may not go below those taken). */
    id: id.optional(),
    name: z.string().trim().min(1).max(60),
    description: z.string().trim().max(1000).default(""),
    /** The number of places; 0: no limit. */
    maxNum: z.coerce.number().int().min(0).max(100_000),
    joinTimeType: z.coerce
      .number()
      .int()
      .refine((n): n is PracticeJoinTimeType => n === 0 || n === 1 || n === 2, "0, 1 or 2"),
    joinStart: practiceMinuteSchema.nullish(),
    joinEnd: practiceMinuteSchema.nullish(),
    /** The classes and grades whose students may join. */
    orgIds: z.array(id).min(1).max(500),
    tasks: z.array(practiceTaskInputSchema).max(50).optional(),
  })
  .refine((a) => a.joinTimeType !== 2 || (a.joinStart && a.joinEnd && a.joinStart < a.joinEnd), {
    path: ["joinEnd"],
    message: "a range needs joinStart before joinEnd",
  });
export type PracticeActivityInput = z.output<typeof practiceActivityInputSchema>;

export const practiceIdSchema = z.object({ id });
export const practiceActivityIdSchema = z.object({ activityId: id });

/** Why a student may not sign up now (null: they may). */
export const practiceRefusals = ["closed", "notStarted", "ended", "full", "notEligible"] as const;
export type PracticeRefusal = (typeof practiceRefusals)[number];

export const practiceOrgSchema = z.object({ id: z.number(), name: z.string() });

export const practiceActivitySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  maxNum: z.number(),
  joinedNum: z.number(),
  joinTimeType: z.number(),
  joinStart: z.string().nullable(),
  joinEnd: z.string().nullable(),
  /** Type 1: opened by hand; types 0 and 2: always true. */
  opened: z.boolean(),
  /** Whether sign-ups are taken now (type, window, opened), places aside. */
  joinable: z.boolean(),
  orgIds: z.array(z.number()),
  orgs: z.array(practiceOrgSchema),
  termId: z.number().nullable(),
  scoredNum: z.number(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type PracticeActivity = z.infer<typeof practiceActivitySchema>;

export const practiceActivityQuerySchema = pageQuerySchema.extend({
  joinTimeType: z.coerce.number().int().min(0).max(2).optional(),
});
export type PracticeActivityQuery = z.infer<typeof practiceActivityQuerySchema>;

/** An activity as a student sees it: joined or not, their score, and why they may not sign up. */
export const practiceStudentActivitySchema = practiceActivitySchema
  .pick({
    id: true,
    name: true,
    description: true,
    maxNum: true,
    joinedNum: true,
    joinTimeType: true,
    joinStart: true,
    joinEnd: true,
    joinable: true,
  })
  .extend({
    joined: z.boolean(),
    score: z.number().nullable(),
    refusal: z.enum(practiceRefusals).nullable(),
  });
export type PracticeStudentActivity = z.infer<typeof practiceStudentActivitySchema>;

export const practiceTaskSchema = z.object({
  id: z.number(),
  activityId: z.number(),
  name: z.string(),
  content: z.string(),
  sort: z.number(),
});
export type PracticeTask = z.infer<typeof practiceTaskSchema>;
export const practiceTaskQuerySchema = pageQuerySchema.extend({ activityId: id });

export const practiceUserScoreSchema = z.object({
  studentId: z.number(),
  name: z.string(),
  studentNo: z.string(),
  className: z.string(),
  joinedAt: z.string(),
  score: z.number().nullable(),
  comment: z.string(),
  scoredAt: z.string().nullable(),
  scoredByName: z.string().nullable(),
});
export type PracticeUserScore = z.infer<typeof practiceUserScoreSchema>;
export const practiceUserScoreQuerySchema = pageQuerySchema.extend({
  activityId: id,
  /** true: only those scored; false: only those not. */
  scored: z.enum(["true", "false"]).optional(),
});
export type PracticeUserScoreQuery = z.infer<typeof practiceUserScoreQuerySchema>;

/** A score: 0 to 100, two decimals at most. */
export const practiceScoreValueSchema = z.coerce
  .number()
  .min(0)
  .max(100)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "two decimals at most");

export const practiceScoreInputSchema = z.object({
  studentId: id,
  score: practiceScoreValueSchema,
  comment: z.string().trim().max(200).default(""),
});
export const practiceAddScoreSchema = practiceScoreInputSchema.extend({ activityId: id });
export const practiceBatchScoreSchema = z.object({
  activityId: id,
  scores: z.array(practiceScoreInputSchema).min(1).max(5000),
});
export type PracticeBatchScore = z.output<typeof practiceBatchScoreSchema>;

export const practiceScoreProblemSchema = z.object({
  row: z.number(),
  column: z.string(),
  code: z.string(),
  message: z.string(),
});
export const practiceBatchResultSchema = z.object({
  saved: z.number(),
  problems: z.array(practiceScoreProblemSchema),
});
export type PracticeBatchResult = z.infer<typeof practiceBatchResultSchema>;

export const practiceScoreDetailSchema = z.object({
  activityId: z.number(),
  joinedNum: z.number(),
  scoredNum: z.number(),
  avg: z.number().nullable(),
  max: z.number().nullable(),
  min: z.number().nullable(),
});

/** Participation per class and the score bands (0–59, 60–69, 70–79, 80–89, 90–100). */
export const practiceChartSchema = z.object({
  byClass: z.array(
    z.object({
      orgId: z.number(),
      name: z.string(),
      eligible: z.number(),
      joined: z.number(),
      scored: z.number(),
    }),
  ),
  bands: z.array(z.object({ band: z.string(), count: z.number() })),
});
export type PracticeChart = z.infer<typeof practiceChartSchema>;

export const practiceCanJoinUserSchema = z.object({
  studentId: z.number(),
  name: z.string(),
  studentNo: z.string(),
  className: z.string(),
});
export const practiceCanJoinUserQuerySchema = pageQuerySchema.extend({ activityId: id });

/** The school's grades with their classes, for choosing who may join. */
export const practiceOrgTreeSchema = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    kind: z.literal("grade"),
    children: z.array(z.object({ id: z.number(), name: z.string(), kind: z.literal("class") })),
  }),
);
export type PracticeOrgTree = z.infer<typeof practiceOrgTreeSchema>;
