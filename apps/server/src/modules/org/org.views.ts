import { bigint, pgView, smallint, text } from "drizzle-orm/pg-core";

/**
 * Views the org module publishes (migration 0008) so that other modules read people and classes without
 * touching its tables: drizzle knows only their columns (`existing()`); the SQL defines them.
 */
export const studentClassV = pgView("org_student_class_v", {
  schoolId: bigint("school_id", { mode: "number" }).notNull(),
  studentId: bigint("student_id", { mode: "number" }).notNull(),
  studentName: text("student_name").notNull(),
  studentNo: text("student_no").notNull(),
  classId: bigint("class_id", { mode: "number" }).notNull(),
  className: text("class_name").notNull(),
  gradeId: bigint("grade_id", { mode: "number" }),
  gradeName: text("grade_name").notNull(),
  classSort: smallint("class_sort").notNull(),
  gradeSort: smallint("grade_sort").notNull(),
}).existing();

export const classV = pgView("org_class_v", {
  schoolId: bigint("school_id", { mode: "number" }).notNull(),
  classId: bigint("class_id", { mode: "number" }).notNull(),
  className: text("class_name").notNull(),
  gradeId: bigint("grade_id", { mode: "number" }),
  gradeName: text("grade_name").notNull(),
  classSort: smallint("class_sort").notNull(),
  gradeSort: smallint("grade_sort").notNull(),
}).existing();

export const parentStudentV = pgView("org_parent_student_v", {
  schoolId: bigint("school_id", { mode: "number" }).notNull(),
  parentId: bigint("parent_id", { mode: "number" }).notNull(),
  studentId: bigint("student_id", { mode: "number" }).notNull(),
  parentName: text("parent_name").notNull(),
  parentPhone: text("parent_phone").notNull(),
}).existing();

export const teacherClassV = pgView("org_teacher_class_v", {
  schoolId: bigint("school_id", { mode: "number" }).notNull(),
  teacherId: bigint("teacher_id", { mode: "number" }).notNull(),
  classId: bigint("class_id", { mode: "number" }).notNull(),
}).existing();

/** Every teacher of a school with the subject they teach (migration 0021; teacher growth lists them). */
export const teacherV = pgView("org_teacher_v", {
  schoolId: bigint("school_id", { mode: "number" }).notNull(),
  teacherId: bigint("teacher_id", { mode: "number" }).notNull(),
  teacherName: text("teacher_name").notNull(),
  subject: text("subject").notNull(),
}).existing();

/** The departments teachers are members of, one row each (migration 0021). */
export const teacherDeptV = pgView("org_teacher_dept_v", {
  schoolId: bigint("school_id", { mode: "number" }).notNull(),
  teacherId: bigint("teacher_id", { mode: "number" }).notNull(),
  deptId: bigint("dept_id", { mode: "number" }).notNull(),
  deptName: text("dept_name").notNull(),
  deptSort: smallint("dept_sort").notNull(),
}).existing();
