import { z } from "zod";

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Where a notice window stands: not begun, open for objections, or over (the records archived). */
export const noticeStates = ["scheduled", "open", "archived"] as const;
export type NoticeState = (typeof noticeStates)[number];

export const passportNoticeSchema = z.object({
  id: z.number(),
  classId: z.number(),
  className: z.string(),
  schoolYearId: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(noticeStates),
  openObjections: z.number(),
  objections: z.number(),
});
export type PassportNotice = z.infer<typeof passportNoticeSchema>;

export const passportNoticeSaveSchema = z.object({
  id: id.optional(),
  classId: id,
  schoolYearId: id,
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
});
export type PassportNoticeSave = z.infer<typeof passportNoticeSaveSchema>;

/**
 * An administrator reopens an archived window until `endsAt` (in the future), with the reason the audit log
 * keeps: the class's records and scores for the year may change again until it closes.
 */
export const passportNoticeUnarchiveSchema = z.object({
  id,
  endsAt: z.iso.datetime({ offset: true }),
  reason: z.string().trim().min(1).max(200),
});
export type PassportNoticeUnarchive = z.infer<typeof passportNoticeUnarchiveSchema>;

export const objectionStates = ["open", "accepted", "rejected"] as const;
export type ObjectionState = (typeof objectionStates)[number];

export const passportObjectionSchema = z.object({
  id: z.number(),
  noticeId: z.number(),
  studentId: z.number(),
  studentName: z.string(),
  formValueId: z.number().nullable(),
  text: z.string(),
  state: z.enum(objectionStates),
  resolution: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type PassportObjection = z.infer<typeof passportObjectionSchema>;

/** A student's notice window this year (null when their class has none) and the objections about them. */
export const studentNoticeSchema = z.object({
  notice: passportNoticeSchema.nullable(),
  objections: z.array(passportObjectionSchema),
});
export type StudentNotice = z.infer<typeof studentNoticeSchema>;

export const studentNoticeQuerySchema = z.object({ studentId: id.optional(), schoolYearId: id.optional() });

export const objectionRaiseSchema = z.object({
  studentId: id.optional(),
  schoolYearId: id.optional(),
  formValueId: id.nullable().default(null),
  text: z.string().trim().min(1).max(500),
});
export type ObjectionRaise = z.infer<typeof objectionRaiseSchema>;

export const objectionResolveSchema = z.object({
  id,
  accept: z.boolean(),
  /** The change made (accepted) or the reason (rejected). */
  note: z.string().trim().min(1).max(500),
});
export type ObjectionResolve = z.infer<typeof objectionResolveSchema>;
