import { bigint, pgView, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Task values that count as evidence, published for the evaluation module (migration 0011): submitted, about a
 * student (not a teacher task's, since 0021), of a live task, and accepted (passed review, or not rejected when the task needs no review).
 */
export const acceptedValueV = pgView("collection_accepted_value_v", {
  schoolId: bigint("school_id", { mode: "number" }).notNull(),
  formValueId: bigint("form_value_id", { mode: "number" }).notNull(),
  taskId: bigint("task_id", { mode: "number" }).notNull(),
  sceneId: bigint("scene_id", { mode: "number" }).notNull(),
  formId: bigint("form_id", { mode: "number" }).notNull(),
  studentId: bigint("student_id", { mode: "number" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
}).existing();

/**
 * Task values that count as evidence about anyone, published for the evaluation module's scoring (migration
 * 0021): as collection_accepted_value_v, with whom each is about (`subject_type` 1 a student, 0 the teacher
 * who filled a teacher task, `subject_id` their id). collection_accepted_value_v is its student part.
 */
export const subjectValueV = pgView("collection_subject_value_v", {
  schoolId: bigint("school_id", { mode: "number" }).notNull(),
  formValueId: bigint("form_value_id", { mode: "number" }).notNull(),
  taskId: bigint("task_id", { mode: "number" }).notNull(),
  sceneId: bigint("scene_id", { mode: "number" }).notNull(),
  formId: bigint("form_id", { mode: "number" }).notNull(),
  subjectType: smallint("subject_type").notNull(),
  subjectId: bigint("subject_id", { mode: "number" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
}).existing();

/** Live tasks with their scene's name, published for the evaluation module (migrations 0011, 0021). */
export const liveTaskV = pgView("collection_task_v", {
  schoolId: bigint("school_id", { mode: "number" }).notNull(),
  taskId: bigint("task_id", { mode: "number" }).notNull(),
  sceneId: bigint("scene_id", { mode: "number" }).notNull(),
  taskName: text("task_name").notNull(),
  formId: bigint("form_id", { mode: "number" }).notNull(),
  sceneName: text("scene_name").notNull(),
  /** 1 about students, 0 a teacher task (about the filling teacher). */
  subjectType: smallint("subject_type").notNull(),
}).existing();

/** Live scenes, published for the evaluation module (migration 0011). */
export const liveSceneV = pgView("collection_scene_v", {
  schoolId: bigint("school_id", { mode: "number" }).notNull(),
  sceneId: bigint("scene_id", { mode: "number" }).notNull(),
  name: text("name").notNull(),
}).existing();
