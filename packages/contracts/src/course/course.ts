import { z } from "zod";
import { pageQuerySchema } from "../paging.ts";

/**
 * Courses and clubs (issue 21, first slice; SPEC 7 "Courses and activities", /v3/association): subjects and
 * course types in the school's order, course mains (the course as designed), the term's courses made from
 * them, teacher leaders of clubs and courses, clubs (associations) with their student members, and the
 * people pickers (/v3/choiceUser) the pages use.
 */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const name = z.string().trim().min(1).max(60);
const ids = (max: number) => z.array(id).max(max);

export const catalogueItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  sort: z.number(),
  /** How many course mains use it: removing it is refused while any do. */
  courseCount: z.number(),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

/** A subject or a course type: a new one without id, a rename with it. */
export const catalogueItemInputSchema = z.object({ id: id.optional(), name });
export type CatalogueItemInput = z.output<typeof catalogueItemInputSchema>;

export const idsOrderSchema = z.object({ ids: ids(500).min(1) });

export const courseMainSchema = z.object({
  id: z.number(),
  name: z.string(),
  subjectId: z.number(),
  subjectName: z.string(),
  typeId: z.number(),
  typeName: z.string(),
  description: z.string(),
  hours: z.number(),
  gradeIds: z.array(z.number()),
  gradeNames: z.array(z.string()),
  capacity: z.number(),
  teacherIds: z.array(z.number()),
  teacherNames: z.array(z.string()),
  sceneId: z.number().nullable(),
  sceneName: z.string().nullable(),
  /** How many of the terms' courses were made from it. */
  termCourseCount: z.number(),
});
export type CourseMain = z.infer<typeof courseMainSchema>;

export const courseMainInputSchema = z.object({
  id: id.optional(),
  name,
  subjectId: id,
  typeId: id,
  description: z.string().trim().max(2000).default(""),
  hours: z.coerce.number().int().min(1).max(1000),
  gradeIds: ids(30).default([]),
  capacity: z.coerce.number().int().min(1).max(5000),
  teacherIds: ids(20).default([]),
  sceneId: id.nullable().optional(),
});
export type CourseMainInput = z.output<typeof courseMainInputSchema>;

export const courseMainQuerySchema = pageQuerySchema.extend({
  subjectId: id.optional(),
  typeId: id.optional(),
});

/** A course of a term, made from a course main: its teachers and places may differ from the main's. */
export const termCourseSchema = z.object({
  id: z.number(),
  courseMainId: z.number(),
  name: z.string(),
  subjectName: z.string(),
  typeName: z.string(),
  termId: z.number(),
  termName: z.string(),
  capacity: z.number(),
  teacherIds: z.array(z.number()),
  teacherNames: z.array(z.string()),
  leaderNames: z.array(z.string()),
});
export type TermCourse = z.infer<typeof termCourseSchema>;

export const termCourseInputSchema = z.object({
  id,
  capacity: z.coerce.number().int().min(1).max(5000),
  teacherIds: ids(20),
});
export type TermCourseInput = z.output<typeof termCourseInputSchema>;

export const termCourseQuerySchema = pageQuerySchema.extend({ termId: id.optional() });

/** Makes the term's courses from course mains (the current term unless named), with their teachers. */
export const addCurrentInputSchema = z.object({ courseMainIds: ids(200).min(1), termId: id.optional() });

export const leaderKinds = ["club", "course"] as const;
export const leaderKindSchema = z.enum(leaderKinds);
export type LeaderKind = z.infer<typeof leaderKindSchema>;

export const leaderSchema = z.object({
  id: z.number(),
  teacherId: z.number(),
  teacherName: z.string(),
  kind: leaderKindSchema,
  targetId: z.number(),
  targetName: z.string(),
});
export type Leader = z.infer<typeof leaderSchema>;

export const leaderInputSchema = z.object({ teacherId: id, kind: leaderKindSchema, targetId: id });
export const leaderUpdateSchema = z.object({ id, teacherId: id });
export const leaderQuerySchema = z.object({ kind: leaderKindSchema.optional(), targetId: id.optional() });

export const clubSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  capacity: z.number(),
  memberCount: z.number(),
  leaders: z.array(z.object({ id: z.number(), teacherId: z.number(), teacherName: z.string() })),
});
export type Club = z.infer<typeof clubSchema>;

export const clubInputSchema = z.object({
  id: id.optional(),
  name,
  description: z.string().trim().max(2000).default(""),
  capacity: z.coerce.number().int().min(1).max(5000),
});
export type ClubInput = z.output<typeof clubInputSchema>;

export const clubMemberSchema = z.object({
  studentId: z.number(),
  studentName: z.string(),
  studentNo: z.string(),
  className: z.string(),
});
export type ClubMember = z.infer<typeof clubMemberSchema>;

export const clubMembersInputSchema = z.object({ clubId: id, studentIds: ids(500).min(1) });
export const clubMemberRemoveSchema = z.object({ clubId: id, studentId: id });
export const clubMemberQuerySchema = pageQuerySchema.extend({ clubId: id });

/** People pickers (/v3/choiceUser): one row per person, with what tells two of the same name apart. */
export const pickedPersonSchema = z.object({ id: z.number(), name: z.string(), detail: z.string() });
export type PickedPerson = z.infer<typeof pickedPersonSchema>;
export const pickerQuerySchema = pageQuerySchema.extend({ classId: id.optional() });

export const gradeTreeSchema = z.array(
  z.object({
    id: z.number(),
    label: z.string(),
    children: z.array(z.object({ id: z.number(), label: z.string() })),
  }),
);

export const sceneOptionSchema = z.object({ id: z.number(), name: z.string() });

/** A student's own clubs and this term's courses of their grade (the phone's view). */
export const myCoursesSchema = z.object({
  clubs: z.array(z.object({ id: z.number(), name: z.string(), description: z.string() })),
  courses: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      subjectName: z.string(),
      teacherNames: z.array(z.string()),
    }),
  ),
});
export type MyCourses = z.infer<typeof myCoursesSchema>;
