import {
  bigint,
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../school/school.tables.ts";

/**
 * An event of a school's calendar: a holiday, an exam, a school event or a term-week marker. Days are the
 * school's days; a timed event keeps its local times (HH:mm, in the school's time zone), an all-day one none.
 */
export const calendarEvent = pgTable(
  "calendar_event",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    title: text("title").notNull(),
    /** holiday, exam, event or week (calendarKinds in the contracts). */
    kind: text("kind").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    /** HH:mm at the school; null for an all-day event. */
    startTime: text("start_time"),
    endTime: text("end_time"),
    allDay: boolean("all_day").notNull().default(true),
    description: text("description").notNull().default(""),
    /** SPEC 9 role codes shown the event: 0 teachers, 1 students, 2 parents. */
    audience: smallint("audience").array().notNull(),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    index("calendar_event_days_idx").on(t.schoolId, t.startDate, t.endDate),
  ],
);
