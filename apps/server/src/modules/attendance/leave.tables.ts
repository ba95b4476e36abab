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
 * A guardian's request for a child's leave from one day to another (at some points, or every point of the
 * child's grade). pending → approved | refused (the class leader or an administrator) | cancelled (the guardian).
 * Approved leave writes the child's records as "leave" (source "leave").
 */
export const attendanceLeave = pgTable(
  "attendance_leave",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    /** The child's class when asked: the leader who decides. */
    classId: bigint("class_id", { mode: "number" }).notNull(),
    fromDay: date("from_day", { mode: "string" }).notNull(),
    toDay: date("to_day", { mode: "string" }).notNull(),
    /** Empty: every point of the child's grade. */
    pointIds: bigint("point_ids", { mode: "number" }).array().notNull(),
    reason: text("reason").notNull(),
    fileId: bigint("file_id", { mode: "number" }),
    /** pending | approved | refused | cancelled */
    status: text("status").notNull(),
    parentId: bigint("parent_id", { mode: "number" }).notNull(),
    parentName: text("parent_name").notNull(),
    createdAt: createdAtColumn(),
    decidedBy: bigint("decided_by", { mode: "number" }),
    decidedByName: text("decided_by_name").notNull().default(""),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    comment: text("comment").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    index("attendance_leave_student_idx").on(t.schoolId, t.studentId, t.fromDay),
    index("attendance_leave_class_idx").on(t.schoolId, t.classId, t.status),
    index("attendance_leave_parent_idx").on(t.schoolId, t.parentId),
  ],
);

/** A school's attendance settings; a school without a row has the defaults. */
export const attendanceSetting = pgTable("attendance_setting", {
  schoolId: schoolIdColumn().primaryKey(),
  chronicThreshold: smallint("chronic_threshold").notNull().default(3),
  smsOnAbsence: boolean("sms_on_absence").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Guardians were told a student was absent at a point on a day: marking absent again tells nobody twice. */
export const attendanceAbsenceNotice = pgTable(
  "attendance_absence_notice",
  {
    schoolId: schoolIdColumn(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    pointId: bigint("point_id", { mode: "number" }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.studentId, t.pointId, t.day] })],
);

/** The class leader was told a student crossed the chronic-absence threshold in a term: once per term. */
export const attendanceChronicNotice = pgTable(
  "attendance_chronic_notice",
  {
    schoolId: schoolIdColumn(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    termId: bigint("term_id", { mode: "number" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.studentId, t.termId] })],
);
