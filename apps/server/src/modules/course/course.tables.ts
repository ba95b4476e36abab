import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../school/school.tables.ts";

/** A subject of the school's course catalogue (语文, 科学, 美术 ...), in the school's order. */
export const subject = pgTable(
  "course_subject",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    unique("course_subject_name_uq").on(t.schoolId, t.name),
  ],
);

/** A course type (national, school-based, elective, club ...), in the school's order. */
export const courseType = pgTable(
  "course_type",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] }), unique("course_type_name_uq").on(t.schoolId, t.name)],
);

/**
 * A course main: the course as designed, kept across terms. Its subject and type may not be removed while it
 * uses them (the foreign keys back the service's refusal). Grades and teachers are ids of org's grades and
 * teachers; the scene is collection's scene its records are kept in.
 */
export const courseMain = pgTable(
  "course_main",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    subjectId: bigint("subject_id", { mode: "number" }).notNull(),
    typeId: bigint("type_id", { mode: "number" }).notNull(),
    description: text("description").notNull().default(""),
    hours: integer("hours").notNull(),
    gradeIds: bigint("grade_ids", { mode: "number" }).array().notNull(),
    capacity: integer("capacity").notNull(),
    teacherIds: bigint("teacher_ids", { mode: "number" }).array().notNull(),
    sceneId: bigint("scene_id", { mode: "number" }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({
      columns: [t.schoolId, t.subjectId],
      foreignColumns: [subject.schoolId, subject.id],
      name: "course_main_subject_fk",
    }),
    foreignKey({
      columns: [t.schoolId, t.typeId],
      foreignColumns: [courseType.schoolId, courseType.id],
      name: "course_main_type_fk",
    }),
    index("course_main_subject_idx").on(t.schoolId, t.subjectId),
    index("course_main_type_idx").on(t.schoolId, t.typeId),
  ],
);

/** A course of a term, made from a course main once per term (addCurrentByCourseMain). */
export const termCourse = pgTable(
  "course_term_course",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    courseMainId: bigint("course_main_id", { mode: "number" }).notNull(),
    termId: bigint("term_id", { mode: "number" }).notNull(),
    capacity: integer("capacity").notNull(),
    teacherIds: bigint("teacher_ids", { mode: "number" }).array().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    unique("course_term_course_uq").on(t.schoolId, t.termId, t.courseMainId),
    foreignKey({
      columns: [t.schoolId, t.courseMainId],
      foreignColumns: [courseMain.schoolId, courseMain.id],
      name: "course_term_course_main_fk",
    }),
  ],
);

/** A club (association): students who meet around an interest, led by teachers (course_leader). */
export const club = pgTable(
  "course_club",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    capacity: integer("capacity").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] }), unique("course_club_name_uq").on(t.schoolId, t.name)],
);

export const clubMember = pgTable(
  "course_club_member",
  {
    schoolId: schoolIdColumn(),
    clubId: bigint("club_id", { mode: "number" }).notNull(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.clubId, t.studentId] }),
    foreignKey({
      columns: [t.schoolId, t.clubId],
      foreignColumns: [club.schoolId, club.id],
      name: "course_club_member_club_fk",
    }).onDelete("cascade"),
    index("course_club_member_student_idx").on(t.schoolId, t.studentId),
  ],
);

/** A teacher leading a club or a term's course (/v3/leader). */
export const leader = pgTable(
  "course_leader",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    teacherId: bigint("teacher_id", { mode: "number" }).notNull(),
    /** club | course */
    kind: text("kind").notNull(),
    targetId: bigint("target_id", { mode: "number" }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    unique("course_leader_uq").on(t.schoolId, t.kind, t.targetId, t.teacherId),
    index("course_leader_teacher_idx").on(t.schoolId, t.teacherId),
  ],
);
