import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../school/school.tables.ts";

const schoolId = schoolIdColumn;
const createdAt = createdAtColumn;
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** The scene classification tree (e.g. the five domains of moral, intellectual, physical, aesthetic, labour). */
export const sceneClassify = pgTable(
  "scene_classify",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    pid: bigint("pid", { mode: "number" }),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({ columns: [t.schoolId, t.pid], foreignColumns: [t.schoolId, t.id] }),
  ],
);

/**
 * A scene groups the tasks of one kind of activity. `shown` makes its tasks visible to users; `shelved`
 * publishes it in the area's scene hall. A copy remembers where it came from.
 */
export const scene = pgTable(
  "scene",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    classifyId: bigint("classify_id", { mode: "number" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    coverFileId: bigint("cover_file_id", { mode: "number" }),
    columns: jsonb("columns").notNull().default([]),
    shown: boolean("shown").notNull().default(false),
    shelved: boolean("shelved").notNull().default(false),
    copiedFromSchoolId: bigint("copied_from_school_id", { mode: "number" }),
    copiedFromSceneId: bigint("copied_from_scene_id", { mode: "number" }),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({
      columns: [t.schoolId, t.classifyId],
      foreignColumns: [sceneClassify.schoolId, sceneClassify.id],
    }),
    index("scene_shelved_idx").on(t.shelved, t.schoolId),
  ],
);

/**
 * A task sends a released form to the people who fill it (filler type: 0 teachers, 1 students, 2 parents)
 * about the students of its classes, in a time window (join-time type), once or every day or week.
 */
export const task = pgTable(
  "task",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    sceneId: bigint("scene_id", { mode: "number" }).notNull(),
    name: text("name").notNull(),
    formId: bigint("form_id", { mode: "number" }).notNull(),
    fillerType: smallint("filler_type").notNull(),
    /** Whom a fill is about: 1 students of the task's classes, 0 the filling teacher themself (teacher growth). */
    subjectType: smallint("subject_type").notNull().default(1),
    joinTimeType: smallint("join_time_type").notNull().default(0),
    startAt: timestamp("start_at", { withTimezone: true }),
    endAt: timestamp("end_at", { withTimezone: true }),
    recurrence: smallint("recurrence").notNull().default(0),
    description: text("description").notNull().default(""),
    autoShow: jsonb("auto_show").notNull().default([]),
    /** Fills wait for a teacher's review; a rejected fill no longer counts and the filler fills again. */
    needReview: boolean("need_review").notNull().default(false),
    /** 0 draft, 1 published, 2 closed */
    state: smallint("state").notNull().default(0),
    sort: integer("sort").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({ columns: [t.schoolId, t.sceneId], foreignColumns: [scene.schoolId, scene.id] }),
    index("task_scene_idx").on(t.schoolId, t.sceneId),
  ],
);

/** The classes a task is about: one row each, so the to-do query finds a class's open tasks by index. */
export const taskClass = pgTable(
  "task_class",
  {
    schoolId: schoolId(),
    taskId: bigint("task_id", { mode: "number" }).notNull(),
    classId: bigint("class_id", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.taskId, t.classId] }),
    foreignKey({ columns: [t.schoolId, t.taskId], foreignColumns: [task.schoolId, task.id] }),
    index("task_class_class_idx").on(t.schoolId, t.classId),
  ],
);

/**
 * A teacher's review of a fill of a task that needs review: 1 passed, 2 rejected (with a comment). A fill
 * without a row waits for review; a rejected fill is not counted (the student is waiting again).
 */
export const taskReview = pgTable(
  "task_review",
  {
    schoolId: schoolId(),
    formValueId: bigint("form_value_id", { mode: "number" }).notNull(),
    taskId: bigint("task_id", { mode: "number" }).notNull(),
    state: smallint("state").notNull(),
    comment: text("comment").notNull().default(""),
    reviewerId: bigint("reviewer_id", { mode: "number" }).notNull(),
    reviewerName: text("reviewer_name").notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.formValueId] }),
    foreignKey({ columns: [t.schoolId, t.taskId], foreignColumns: [task.schoolId, task.id] }),
    index("task_review_task_idx").on(t.schoolId, t.taskId),
  ],
);

/**
 * A data app (report) over one task's values: chosen columns (fixed ones and form items), saved filters and
 * a sort. state 1 on: the task's followers see it; 0 off: only those who manage data apps.
 */
export const dataApp = pgTable(
  "data_app",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    taskId: bigint("task_id", { mode: "number" }).notNull(),
    name: text("name").notNull(),
    columns: jsonb("columns").notNull().default([]),
    filters: jsonb("filters").notNull().default({}),
    sort: jsonb("sort").notNull().default({}),
    state: smallint("state").notNull().default(0),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({ columns: [t.schoolId, t.taskId], foreignColumns: [task.schoolId, task.id] }),
    index("data_app_task_idx").on(t.schoolId, t.taskId),
  ],
);
