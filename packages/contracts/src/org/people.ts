import { z } from "zod";

/** A teacher and a student as lists show them: one shape for the server that sends and the web that reads. */
export const teacherItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  gender: z.number().nullable(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  isAdmin: z.boolean(),
  account: z.string().nullable(),
  /** Masked (first 3 and last 4 shown); the full number only through the audited unmask action. */
  idCard: z.string().nullable(),
  createdAt: z.string(),
});

export const studentItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  gender: z.number().nullable(),
  studentNo: z.string(),
  classId: z.number(),
  className: z.string(),
  account: z.string().nullable(),
  /** Masked (first 3 and last 4 shown); the full number only through the audited unmask action. */
  idCard: z.string().nullable(),
  createdAt: z.string(),
});

export type TeacherItem = z.infer<typeof teacherItemSchema>;
export type StudentItem = z.infer<typeof studentItemSchema>;
