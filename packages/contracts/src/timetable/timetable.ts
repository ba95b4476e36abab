import { z } from "zod";

/**
 * Timetables (SPEC 1 app centre, SPEC 7 '/timetable/manage/api/'): a school's timetable sets per term (the days
 * of the week used, the periods with their times, which weeks of the term), each filled per class with a
 * subject, a teacher and a room in each cell, published for teachers, students and parents.
 */

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "a time is HH:mm" });

/** 0 draft (only administrators see it), 1 published. */
export const timetableStatuses = [0, 1] as const;
export type TimetableStatus = (typeof timetableStatuses)[number];

/** A period of the day: its number (1, 2, …) and its times in the school's time zone. */
export const timetablePeriodSchema = z.object({
  no: z.number().int().min(1).max(20),
  start: time,
  end: time,
});
export type TimetablePeriod = z.infer<typeof timetablePeriodSchema>;

/** Days of the week as ISO numbers: 1 Monday … 7 Sunday. */
const day = z.coerce.number().int().min(1).max(7);

export const timetableSetSaveSchema = z.object({
  id: id.optional(),
  /** The term; the current term when absent on a new set. */
  termId: id.optional(),
  name: z.string().trim().min(1).max(60),
  days: z.array(day).min(1).max(7),
  periods: z.array(timetablePeriodSchema).min(1).max(20),
  /** The term's weeks the set applies to (week 1 holds the term's first day); empty: every week. */
  weeks: z.array(z.number().int().min(1).max(60)).max(60).default([]),
});
export type TimetableSetSave = z.infer<typeof timetableSetSaveSchema>;

export const timetableSetSchema = z.object({
  id: z.number(),
  termId: z.number(),
  termName: z.string(),
  name: z.string(),
  days: z.array(z.number()),
  periods: z.array(timetablePeriodSchema),
  weeks: z.array(z.number()),
  status: z.number(),
  entryCount: z.number(),
  updatedAt: z.string(),
});
export type TimetableSet = z.infer<typeof timetableSetSchema>;

export const timetableEntrySchema = z.object({
  id: z.number(),
  setId: z.number(),
  orgId: z.number(),
  className: z.string(),
  day: z.number(),
  period: z.number(),
  subject: z.string(),
  teacherId: z.number().nullable(),
  teacherName: z.string(),
  room: z.string(),
});
export type TimetableEntry = z.infer<typeof timetableEntrySchema>;

/** A set with the entries the caller asked for (and may see). */
export const timetableSchema = z.object({
  set: timetableSetSchema.nullable(),
  entries: z.array(timetableEntrySchema),
});
export type Timetable = z.infer<typeof timetableSchema>;

export const timetableSetListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  termId: id.optional(),
  keyword: z.string().trim().max(60).optional(),
});

export const timetableSetQuerySchema = z.object({ id, orgId: id.optional() });
export const timetableByTeacherQuerySchema = z.object({ teaId: id.optional(), setId: id.optional() });
export const timetableByOrgQuerySchema = z.object({ orgId: id.optional(), setId: id.optional() });

export const timetableIdSchema = z.object({ id });
export const timetablePublishSchema = z.object({ id, publish: z.boolean().default(true) });

const subject = z.string().trim().min(1).max(30);
const room = z.string().trim().max(30).default("");

/** Places a lesson in a class's cell; a lesson already there is replaced. */
export const timetablePlaceSchema = z.object({
  setId: id,
  orgId: id,
  day,
  period: z.coerce.number().int().min(1).max(20),
  subject,
  teacherId: id.nullable().optional(),
  room,
});
export type TimetablePlace = z.infer<typeof timetablePlaceSchema>;

/** Moves a lesson to another cell (of its class, or of another class when orgId is given). */
export const timetableMoveSchema = z.object({
  id,
  day,
  period: z.coerce.number().int().min(1).max(20),
  orgId: id.optional(),
});
export type TimetableMove = z.infer<typeof timetableMoveSchema>;

export const timetableImportQuerySchema = z.object({
  setId: id,
  dryRun: z.enum(["true", "false"]).optional(),
});

export const timetableImportProblemSchema = z.object({
  row: z.number(),
  column: z.string(),
  code: z.string(),
  message: z.string(),
});

export const timetableImportResultSchema = z.object({
  ok: z.boolean(),
  dryRun: z.boolean(),
  rows: z.number(),
  placed: z.number(),
  problems: z.array(timetableImportProblemSchema),
});
export type TimetableImportResult = z.infer<typeof timetableImportResultSchema>;

/** A signed-in person's lesson of one date (the home's "today's classes"). */
export const lessonOfDaySchema = z.object({
  period: z.number(),
  start: z.string(),
  end: z.string(),
  subject: z.string(),
  className: z.string(),
  teacherName: z.string(),
  room: z.string(),
});
export type LessonOfDay = z.infer<typeof lessonOfDaySchema>;

export const timetableDaySchema = z.object({ date: z.string(), lessons: z.array(lessonOfDaySchema) });
export const timetableDayQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

/** The person's iCalendar feed: the secret URL is shown once, when it is made. */
export const timetableFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  /** Only in the answer that creates it: the path under /api to subscribe to. */
  url: z.string().nullable(),
});
export type TimetableFeed = z.infer<typeof timetableFeedSchema>;
