import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { schoolIdColumn } from "../school/school.tables.ts";
import { task } from "./collection.tables.ts";

const schoolId = schoolIdColumn;

/**
 * Who fills a task, as rules over people of the task's filler type (teachers, students or parents); a person
 * fills when any rule names them. No rule: everyone the task's classes (or, for a teacher task, every teacher)
 * reach. kind: all (ref 0), duty (teachers: 1 class leaders, 2 subject teachers, 3 administrators), role (a
 * teacher role's id), org (an org unit and everything under it: a department, grade or class), user (a person).
 */
export const taskFiller = pgTable(
  "task_filler",
  {
    schoolId: schoolId(),
    taskId: bigint("task_id", { mode: "number" }).notNull(),
    kind: text("kind").notNull(),
    refId: bigint("ref_id", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.taskId, t.kind, t.refId] }),
    foreignKey({ columns: [t.schoolId, t.taskId], foreignColumns: [task.schoolId, task.id] }),
    // The to-do list goes from the caller's own keys (their roles, units, id) to the tasks naming them.
    index("task_filler_ref_idx").on(t.schoolId, t.kind, t.refId),
  ],
);

/**
 * A task's scheduled reminders: minutes before each period's deadline at which those still missing are
 * reminded, the language the notices are written in, and the job that will send the next one (a job that
 * finds another id here was superseded by a later save and does nothing).
 */
export const taskReminder = pgTable(
  "task_reminder",
  {
    schoolId: schoolId(),
    taskId: bigint("task_id", { mode: "number" }).notNull(),
    minutesBefore: jsonb("minutes_before").$type<number[]>().notNull().default([]),
    lang: text("lang").notNull().default("zh-CN"),
    jobId: bigint("job_id", { mode: "number" }),
    nextAt: timestamp("next_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.taskId] }),
    foreignKey({ columns: [t.schoolId, t.taskId], foreignColumns: [task.schoolId, task.id] }),
  ],
);

/** One row per reminder sent (task, period deadline, minutes before): its key is what makes it go out once. */
export const taskReminderSent = pgTable(
  "task_reminder_sent",
  {
    schoolId: schoolId(),
    taskId: bigint("task_id", { mode: "number" }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    minutesBefore: integer("minutes_before").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    notified: integer("notified").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.taskId, t.periodEnd, t.minutesBefore] }),
    foreignKey({ columns: [t.schoolId, t.taskId], foreignColumns: [task.schoolId, task.id] }),
  ],
);
