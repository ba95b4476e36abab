import { bigint, date, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { schoolIdColumn } from "../school/school.tables.ts";

/**
 * The daily roll-up of attendance_record for closed days (before the school's today): per day, point and class
 * (the class the records were marked in), how many records of each status. Built by the roll-up job
 * (rollup.service.ts); the boards read it for closed days and today's records live (board.store.ts).
 */
export const attendanceDaily = pgTable(
  "attendance_daily",
  {
    schoolId: schoolIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
    pointId: bigint("point_id", { mode: "number" }).notNull(),
    classId: bigint("class_id", { mode: "number" }).notNull(),
    total: integer("total").notNull(),
    present: integer("present").notNull(),
    late: integer("late").notNull(),
    leave: integer("leave").notNull(),
    absent: integer("absent").notNull(),
    earlyLeave: integer("early_leave").notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.day, t.pointId, t.classId] })],
);

/**
 * The school's days whose roll-up is built (a day without records has a row here and none in attendance_daily).
 * A built day is read from the roll-up unless it is stale.
 */
export const attendanceDailyBuilt = pgTable(
  "attendance_daily_built",
  {
    schoolId: schoolIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
    builtAt: timestamp("built_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.day] })],
);

/**
 * Days written to since their roll-up may have been built: every write of records marks its (school, day) here
 * (one INSERT … ON CONFLICT DO NOTHING, see record.store.ts); the job rebuilds them and removes the mark. Reads
 * take a stale day live. Small: today's row and the few closed days corrected since the last run.
 */
export const attendanceDailyStale = pgTable(
  "attendance_daily_stale",
  {
    schoolId: schoolIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.day] })],
);
