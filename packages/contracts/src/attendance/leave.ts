import { z } from "zod";
import { pageOf, pageQuerySchema } from "../paging.ts";

/**
 * Leave (issue 20): a guardian asks leave for a child on the phone, the class leader (or an administrator)
 * approves or refuses; approved leave marks the child's records "leave" and is never counted as absence. Also
 * the school's attendance settings (chronic-absence threshold, SMS on absence) and the chronic-absence list.
 */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const leaveStatuses = ["pending", "approved", "refused", "cancelled"] as const;
export type LeaveStatus = (typeof leaveStatuses)[number];

export const leaveApplySchema = z.object({
  studentId: id,
  fromDay: day,
  toDay: day,
  /** Which attendance points; none: every point of the child's grade on those days. */
  pointIds: z.array(id).max(50).default([]),
  reason: z.string().trim().min(1).max(200),
  /** A photo of a doctor's note, uploaded through the files module by the same guardian. */
  fileId: id.nullish(),
});
export type LeaveApply = z.output<typeof leaveApplySchema>;

export const leaveCancelSchema = z.object({ id });
export const leaveDecideSchema = z.object({
  id,
  approve: z.boolean(),
  comment: z.string().trim().max(200).default(""),
});
export type LeaveDecide = z.output<typeof leaveDecideSchema>;

export const leaveSchema = z.object({
  id: z.number(),
  studentId: z.number(),
  studentName: z.string(),
  classId: z.number(),
  className: z.string(),
  fromDay: day,
  toDay: day,
  pointIds: z.array(z.number()),
  pointNames: z.array(z.string()),
  reason: z.string(),
  status: z.enum(leaveStatuses),
  parentName: z.string(),
  file: z.object({ id: z.number(), name: z.string(), url: z.string() }).nullable(),
  createdAt: z.string(),
  decidedByName: z.string(),
  decidedAt: z.string().nullable(),
  comment: z.string(),
});
export type Leave = z.infer<typeof leaveSchema>;

export const leaveMineQuerySchema = pageQuerySchema.pick({ page: true, size: true });
export const leaveReviewQuerySchema = pageQuerySchema.pick({ page: true, size: true, keyword: true }).extend({
  status: z.enum(leaveStatuses).optional(),
  classId: id.optional(),
});
export const leavePageSchema = pageOf(leaveSchema);

/** The guardian's children a leave can be asked for. */
export const leaveChildSchema = z.object({
  studentId: z.number(),
  name: z.string(),
  className: z.string(),
  /** The enabled attendance points of the child's grade: a leave may cover some of them (none named: all). */
  points: z.array(z.object({ id: z.number(), name: z.string(), startTime: z.string(), endTime: z.string() })),
});
export type LeaveChild = z.infer<typeof leaveChildSchema>;

export const attendanceSettingSchema = z.object({
  /** Absent-without-leave days in the current term that make a student chronically absent. */
  chronicThreshold: z.coerce.number().int().min(1).max(100),
  /** Also send an SMS to the guardians of a student marked absent (in-app notices always go). */
  smsOnAbsence: z.boolean(),
});
export type AttendanceSetting = z.infer<typeof attendanceSettingSchema>;

export const chronicQuerySchema = z.object({ classId: id.optional() });
export const chronicRowSchema = z.object({
  studentId: z.number(),
  name: z.string(),
  studentNo: z.string(),
  classId: z.number(),
  className: z.string(),
  absentDays: z.number(),
});
export const chronicListSchema = z.object({
  term: z.object({ id: z.number(), name: z.string(), from: day, to: day }).nullable(),
  threshold: z.number(),
  list: z.array(chronicRowSchema),
});
export type ChronicList = z.infer<typeof chronicListSchema>;
