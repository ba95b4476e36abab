import { z } from "zod";
import { attendanceAbsentRowSchema } from "../attendance/attendance.ts";

/**
 * Attendance counts across levels and the live boards (issue 20; SPEC 7 `countAll`, `/v3/visual/huashang/`,
 * `/v3/visual/ershi/`, `/v3/teaVisualized/`, `/sys/area/visual/`, `/sys/api/log/v2/`).
 *
 * Rates are of the marked records (present + late + leave + absent + early leave): `presentRate` counts those
 * who came (present, late, early leave), leave is never absence; a row with nothing marked has null rates.
 */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const rate = z.number().nullable();

export const visualCountFields = z.object({
  /** Students expected (countAll) or records marked (boards without a roster), see `unmarked`. */
  total: z.number(),
  present: z.number(),
  late: z.number(),
  leave: z.number(),
  absent: z.number(),
  earlyLeave: z.number(),
  unmarked: z.number(),
  presentRate: rate,
  lateRate: rate,
  leaveRate: rate,
  absentRate: rate,
});
export type VisualCounts = z.infer<typeof visualCountFields>;

/** countAll: by point, class, grade or school (an area's site: by school), for a day or a range. */
export const visualCountBy = ["point", "class", "grade", "school"] as const;
export const visualCountAllQuerySchema = z.object({
  by: z.enum(visualCountBy).default("grade"),
  date: day.optional(),
  from: day.optional(),
  to: day.optional(),
  pointId: id.optional(),
});
export type VisualCountAllQuery = z.output<typeof visualCountAllQuerySchema>;
export const visualCountRowSchema = visualCountFields.extend({ id: z.number().nullable(), name: z.string() });
export type VisualCountRow = z.infer<typeof visualCountRowSchema>;
export const visualCountAllSchema = z.object({
  from: day,
  to: day,
  by: z.enum(visualCountBy),
  /** school: the school's (or, for a teacher, their classes'); area: the area's schools. */
  scope: z.enum(["school", "classes", "area"]),
  rows: z.array(visualCountRowSchema),
  sum: visualCountFields,
});
export type VisualCountAll = z.infer<typeof visualCountAllSchema>;

/** A day's figures of a grade, class or school. */
export const visualDayRateSchema = visualCountFields.extend({ day });
export type VisualDayRate = z.infer<typeof visualDayRateSchema>;

export const visualPlaceTotalSchema = z.object({ place: z.string(), amount: z.number(), count: z.number() });

/** The school's live board for a day (today by default). Amounts in fen. */
export const visualSchoolBoardQuerySchema = z.object({ date: day.optional() });
export const visualSchoolBoardSchema = z.object({
  /** The day of the figures: today, or, when no point is held today, the last school day with records. */
  date: day,
  today: day,
  updatedAt: z.string(),
  hasPoints: z.boolean(),
  school: visualCountFields,
  grades: z.array(visualCountRowSchema),
  lateTrend: z.array(visualDayRateSchema),
  absent: z.array(attendanceAbsentRowSchema),
  canteen: z.object({ amount: z.number(), count: z.number(), places: z.array(visualPlaceTotalSchema) }),
});
export type VisualSchoolBoard = z.infer<typeof visualSchoolBoardSchema>;

/** Range trends: daily rates of the school or one grade. */
export const visualTrendQuerySchema = z.object({ from: day, to: day, gradeId: id.optional() });
export const visualTrendSchema = z.object({
  from: day,
  to: day,
  gradeId: z.number().nullable(),
  grades: z.array(z.object({ id: z.number(), name: z.string() })),
  days: z.array(visualDayRateSchema),
  byGrade: z.array(z.object({ id: z.number(), name: z.string(), days: z.array(visualDayRateSchema) })),
});
export type VisualTrend = z.infer<typeof visualTrendSchema>;

/** The teacher's board: their classes today and this week. */
export const visualTeacherBoardSchema = z.object({
  date: day,
  updatedAt: z.string(),
  weekFrom: day,
  classes: z.array(
    visualCountRowSchema.extend({
      points: z.array(z.object({ id: z.number(), name: z.string(), marked: z.number(), total: z.number() })),
      week: visualCountFields,
    }),
  ),
  absent: z.array(attendanceAbsentRowSchema),
});
export type VisualTeacherBoard = z.infer<typeof visualTeacherBoardSchema>;

/** The area administrator's board over the area's schools. */
export const visualAreaBoardSchema = z.object({
  /** The day of the schools' figures: today, or the last school day with records when today has none. */
  date: day,
  today: day,
  updatedAt: z.string(),
  schools: z.array(visualCountRowSchema),
  /** The lowest present rates today among schools that marked anything, lowest first (at most 5). */
  worst: z.array(visualCountRowSchema),
  trend: z.array(visualDayRateSchema),
});
export type VisualAreaBoard = z.infer<typeof visualAreaBoardSchema>;

/** Platform usage: app opens and sign-ins per day. */
export const visualUsageRoles = ["tea", "stu", "p"] as const;
export const visualUsageQuerySchema = z.object({
  from: day,
  to: day,
  role: z.enum(visualUsageRoles).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
export const visualUsageDaySchema = z.object({
  day,
  opens: z.number(),
  openPeople: z.number(),
  signins: z.number(),
  signinPeople: z.number(),
});
export type VisualUsageDay = z.infer<typeof visualUsageDaySchema>;
export const visualUsageSchema = z.object({
  from: day,
  to: day,
  /** Every day of the range, oldest first (the chart). */
  days: z.array(visualUsageDaySchema),
  /** A page of the days, newest first (the table). */
  list: z.array(visualUsageDaySchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type VisualUsage = z.infer<typeof visualUsageSchema>;
