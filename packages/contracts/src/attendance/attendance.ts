import { z } from "zod";

/**
 * Attendance (issue 20): points a school takes attendance at, one record per student, point and day, marked by
 * teachers, card devices or a rotating QR code, and the counts over them (SPEC 7 `/signin/count/`, `/signinStu/`).
 */
export const attendancePointKinds = ["arrival", "lesson", "afterSchool", "boarding"] as const;
export type AttendancePointKind = (typeof attendancePointKinds)[number];

export const attendanceStatuses = ["present", "late", "leave", "absent", "earlyLeave"] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

export const attendanceSources = ["teacher", "card", "qr", "leave"] as const;
export type AttendanceSource = (typeof attendanceSources)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:MM");
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const attendancePointSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(attendancePointKinds),
  gradeIds: z.array(z.number()),
  startTime: hhmm,
  endTime: hhmm,
  /** Minutes after the start within which an arrival is still on time. */
  lateAfter: z.number(),
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  weekdays: z.array(z.number()),
  enabled: z.boolean(),
});
export type AttendancePoint = z.infer<typeof attendancePointSchema>;

export const attendancePointInputSchema = z.object({
  id: id.optional(),
  name: z.string().trim().min(1).max(50),
  kind: z.enum(attendancePointKinds),
  gradeIds: z.array(id).min(1).max(50),
  startTime: hhmm,
  endTime: hhmm,
  lateAfter: z.coerce.number().int().min(0).max(240).default(0),
  weekdays: z.array(z.coerce.number().int().min(1).max(7)).min(1).max(7).default([1, 2, 3, 4, 5]),
  enabled: z.boolean().default(true),
});
export type AttendancePointInput = z.output<typeof attendancePointInputSchema>;

/** A class the caller may mark (their own classes; every class for an administrator). */
export const attendanceClassSchema = z.object({
  classId: z.number(),
  className: z.string(),
  gradeId: z.number().nullable(),
  gradeName: z.string(),
  leader: z.boolean(),
});
export type AttendanceClass = z.infer<typeof attendanceClassSchema>;

export const attendanceRosterQuerySchema = z.object({ classId: id, pointId: id, day: day.optional() });

export const attendanceRosterRowSchema = z.object({
  studentId: z.number(),
  name: z.string(),
  studentNo: z.string(),
  status: z.enum(attendanceStatuses).nullable(),
  reason: z.string(),
  source: z.enum(attendanceSources).nullable(),
  markedAt: z.string().nullable(),
});
export type AttendanceRosterRow = z.infer<typeof attendanceRosterRowSchema>;

export const attendanceRosterSchema = z.object({
  day,
  today: day,
  classId: z.number(),
  point: attendancePointSchema,
  students: z.array(attendanceRosterRowSchema),
});
export type AttendanceRoster = z.infer<typeof attendanceRosterSchema>;

export const attendanceMarkSchema = z.object({
  studentId: id,
  status: z.enum(attendanceStatuses),
  reason: z.string().trim().max(200).default(""),
  /** Replace a record an approved leave wrote (the child came after all); otherwise such a record stays. */
  overrideLeave: z.boolean().optional(),
});

export const attendanceMarkBatchSchema = z.object({
  classId: id,
  pointId: id,
  day,
  marks: z.array(attendanceMarkSchema).min(1).max(200),
});
export type AttendanceMarkBatch = z.output<typeof attendanceMarkBatchSchema>;

export const attendanceHistoryQuerySchema = z.object({ studentId: id, pointId: id, day });

export const attendanceHistoryRowSchema = z.object({
  status: z.enum(attendanceStatuses),
  reason: z.string(),
  source: z.enum(attendanceSources),
  markedBy: z.number().nullable(),
  markedByName: z.string(),
  markedAt: z.string(),
  changedBy: z.number().nullable(),
  changedByName: z.string(),
  changedAt: z.string(),
});
export type AttendanceHistoryRow = z.infer<typeof attendanceHistoryRowSchema>;

/** The QR a teacher shows: its session and the code of the current 10-second slot. */
export const attendanceQrOpenSchema = z.object({ classId: id, pointId: id });
export const attendanceQrCodeSchema = z.object({
  sessionId: z.number(),
  code: z.string(),
  /** When this code stops being the newest (ISO); the next one is fetched then. */
  refreshAt: z.string(),
  checkedIn: z.number(),
});
export type AttendanceQrCode = z.infer<typeof attendanceQrCodeSchema>;
export const attendanceCheckinSchema = z.object({ c: z.string().min(1).max(200) });
export const attendanceCheckinResultSchema = z.object({
  status: z.enum(attendanceStatuses),
  pointName: z.string(),
  day,
});
export type AttendanceCheckinResult = z.infer<typeof attendanceCheckinResultSchema>;

/** The counts of one day and point, by class, grade or the whole school. */
export const attendanceCountBy = ["class", "grade", "school"] as const;
export const attendanceDayCountQuerySchema = z.object({
  date: day.optional(),
  pointId: id,
  by: z.enum(attendanceCountBy).default("class"),
});
export const attendanceCountRowSchema = z.object({
  orgId: z.number().nullable(),
  name: z.string(),
  total: z.number(),
  present: z.number(),
  late: z.number(),
  leave: z.number(),
  absent: z.number(),
  earlyLeave: z.number(),
  unmarked: z.number(),
});
export type AttendanceCountRow = z.infer<typeof attendanceCountRowSchema>;
export const attendanceDayCountSchema = z.object({
  date: day,
  pointId: z.number(),
  by: z.enum(attendanceCountBy),
  rows: z.array(attendanceCountRowSchema),
});
export type AttendanceDayCount = z.infer<typeof attendanceDayCountSchema>;

/** Records of a range by status category, for the school or one class or grade. */
export const attendanceClassifyQuerySchema = z.object({ from: day, to: day, orgId: id.optional() });
export const attendanceClassifySchema = z.object({
  from: day,
  to: day,
  orgId: z.number().nullable(),
  categories: z.array(z.object({ status: z.enum(attendanceStatuses), count: z.number() })),
  total: z.number(),
});
export type AttendanceClassify = z.infer<typeof attendanceClassifySchema>;

/** Students marked absent (without leave) on a day. */
export const attendanceAbsentQuerySchema = z.object({ date: day.optional(), pointId: id.optional() });
export const attendanceAbsentRowSchema = z.object({
  studentId: z.number(),
  name: z.string(),
  className: z.string(),
  gradeName: z.string(),
  pointId: z.number(),
  pointName: z.string(),
  reason: z.string(),
});
export type AttendanceAbsentRow = z.infer<typeof attendanceAbsentRowSchema>;
export const attendanceAbsentListSchema = z.object({ date: day, list: z.array(attendanceAbsentRowSchema) });
export type AttendanceAbsentList = z.infer<typeof attendanceAbsentListSchema>;
