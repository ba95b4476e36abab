import { sql } from "drizzle-orm";
import {
  bigint,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../school/school.tables.ts";

export type PeriodRow = { no: number; start: string; end: string };

/** A timetable set of a term: the days and periods it uses, the weeks it applies to, draft or published. */
export const timetableSet = pgTable(
  "timetable_set",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    termId: bigint("term_id", { mode: "number" }).notNull(),
    name: text("name").notNull(),
    /** ISO days of the week, 1 Monday … 7 Sunday, ascending. */
    days: smallint("days").array().notNull(),
    periods: jsonb("periods").$type<PeriodRow[]>().notNull(),
    /** The term's weeks (1 holds its first day); empty: every week. */
    weeks: smallint("weeks").array().notNull().default(sql`'{}'::smallint[]`),
    /** 0 draft, 1 published. */
    status: smallint("status").notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    index("timetable_set_term_idx").on(t.schoolId, t.termId),
  ],
);

/**
 * One lesson: a class's cell (day, period) of a set. The unique indexes back the service's clash checks when
 * two administrators edit at once: one lesson per class cell, a teacher and a room in one place a period.
 */
export const timetableEntry = pgTable(
  "timetable_entry",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    setId: bigint("set_id", { mode: "number" }).notNull(),
    classId: bigint("class_id", { mode: "number" }).notNull(),
    day: smallint("day").notNull(),
    period: smallint("period").notNull(),
    subject: text("subject").notNull(),
    teacherId: bigint("teacher_id", { mode: "number" }),
    room: text("room").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({
      columns: [t.schoolId, t.setId],
      foreignColumns: [timetableSet.schoolId, timetableSet.id],
    }).onDelete("cascade"),
    uniqueIndex("timetable_entry_cell_uq").on(t.schoolId, t.setId, t.classId, t.day, t.period),
    uniqueIndex("timetable_entry_teacher_uq")
      .on(t.schoolId, t.setId, t.day, t.period, t.teacherId)
      .where(sql`teacher_id is not null`),
    uniqueIndex("timetable_entry_room_uq")
      .on(t.schoolId, t.setId, t.day, t.period, t.room)
      .where(sql`room <> ''`),
    index("timetable_entry_teacher_idx").on(t.schoolId, t.teacherId),
  ],
);

/**
 * A person's iCalendar feed: only the secret's hash is kept, so the URL is shown once; revoking deletes the row
 * (and making a new one replaces it).
 */
export const timetableFeed = pgTable(
  "timetable_feed",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    /** SPEC 9 role codes: 0 teacher, 1 student, 2 parent. */
    userType: smallint("user_type").notNull(),
    userId: bigint("user_id", { mode: "number" }).notNull(),
    secretHash: text("secret_hash").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    uniqueIndex("timetable_feed_person_uq").on(t.schoolId, t.userType, t.userId),
    uniqueIndex("timetable_feed_secret_uq").on(t.schoolId, t.secretHash),
  ],
);
