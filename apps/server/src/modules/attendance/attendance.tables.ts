import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../school/school.tables.ts";

/**
 * A moment of the school day when attendance is taken (morning arrival, a lesson, after school, the boarding
 * evening check), for some grades on some weekdays. Times are HH:MM at the school.
 */
export const attendancePoint = pgTable(
  "attendance_point",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    /** arrival | lesson | afterSchool | boarding */
    kind: text("kind").notNull(),
    gradeIds: bigint("grade_ids", { mode: "number" }).array().notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    /** Minutes after the start within which an arrival is still on time. */
    lateAfter: smallint("late_after").notNull().default(0),
    /** ISO weekdays, 1 Monday … 7 Sunday. */
    weekdays: smallint("weekdays").array().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

/**
 * A student's attendance at a point on a day: one row, whoever marked it (a teacher, a card device, the
 * rotating QR, an approved leave). A second mark replaces it; the replaced one goes to the history.
 */
export const attendanceRecord = pgTable(
  "attendance_record",
  {
    schoolId: schoolIdColumn(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    pointId: bigint("point_id", { mode: "number" }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** The student's class when marked: counts by class and grade stay right after a move. */
    classId: bigint("class_id", { mode: "number" }).notNull(),
    /** present | late | leave | absent | earlyLeave */
    status: text("status").notNull(),
    reason: text("reason").notNull().default(""),
    /** teacher | card | qr | leave */
    source: text("source").notNull(),
    markedBy: bigint("marked_by", { mode: "number" }),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.studentId, t.pointId, t.day] }),
    foreignKey({
      columns: [t.schoolId, t.pointId],
      foreignColumns: [attendancePoint.schoolId, attendancePoint.id],
      name: "attendance_record_point_fk",
    }),
    index("attendance_record_day_idx").on(t.schoolId, t.day, t.pointId, t.classId),
  ],
);

/** Marks that a later mark replaced, with who replaced them and when (read by the class leader). */
export const attendanceRecordHistory = pgTable(
  "attendance_record_history",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    pointId: bigint("point_id", { mode: "number" }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    status: text("status").notNull(),
    reason: text("reason").notNull(),
    source: text("source").notNull(),
    markedBy: bigint("marked_by", { mode: "number" }),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull(),
    changedBy: bigint("changed_by", { mode: "number" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    index("attendance_record_history_key_idx").on(t.schoolId, t.studentId, t.pointId, t.day),
  ],
);

/** A rotating QR shown by a teacher for a class, point and day; its codes are HMACs of its id and a 10 s slot. */
export const attendanceQrSession = pgTable(
  "attendance_qr_session",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    classId: bigint("class_id", { mode: "number" }).notNull(),
    pointId: bigint("point_id", { mode: "number" }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    openedBy: bigint("opened_by", { mode: "number" }).notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({
      columns: [t.schoolId, t.pointId],
      foreignColumns: [attendancePoint.schoolId, attendancePoint.id],
      name: "attendance_qr_session_point_fk",
    }),
    uniqueIndex("attendance_qr_session_key").on(t.schoolId, t.classId, t.pointId, t.day),
  ],
);

/** A student's check-in through a QR session: once per student and session. */
export const attendanceQrUse = pgTable(
  "attendance_qr_use",
  {
    schoolId: schoolIdColumn(),
    sessionId: bigint("session_id", { mode: "number" }).notNull(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.sessionId, t.studentId] }),
    foreignKey({
      columns: [t.schoolId, t.sessionId],
      foreignColumns: [attendanceQrSession.schoolId, attendanceQrSession.id],
      name: "attendance_qr_use_session_fk",
    }),
  ],
);
