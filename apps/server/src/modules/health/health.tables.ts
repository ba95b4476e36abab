import {
  bigint,
  date,
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

/**
 * A school's health-check settings: the fever threshold (tenths of a degree), the symptoms that raise an alert
 * by themselves, and the retention. retention_days null is the default rule: a record is kept until the end of
 * its school year (31 August) and one year more; a number keeps records that many days.
 */
export const healthSetting = pgTable("health_setting", {
  schoolId: schoolIdColumn().primaryKey(),
  feverAt: smallint("fever_at").notNull().default(373),
  alertSymptoms: text("alert_symptoms").array().notNull(),
  retentionDays: integer("retention_days"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A student's morning check on a day: one row; a second check the same day replaces it and the replaced one
 * goes to the history. Temperature in tenths of a degree (°C × 10).
 */
export const healthRecord = pgTable(
  "health_record",
  {
    schoolId: schoolIdColumn(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** The student's class when checked: aggregates by class stay right after a move. */
    classId: bigint("class_id", { mode: "number" }).notNull(),
    temperature: smallint("temperature").notNull(),
    symptoms: text("symptoms").array().notNull(),
    note: text("note").notNull().default(""),
    recordedBy: bigint("recorded_by", { mode: "number" }).notNull(),
    recordedByName: text("recorded_by_name").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.studentId, t.day] }),
    index("health_record_day_idx").on(t.schoolId, t.day, t.classId),
  ],
);

/** Checks a later check of the same day replaced, with who replaced them and when. */
export const healthRecordHistory = pgTable(
  "health_record_history",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    classId: bigint("class_id", { mode: "number" }).notNull(),
    temperature: smallint("temperature").notNull(),
    symptoms: text("symptoms").array().notNull(),
    note: text("note").notNull(),
    recordedBy: bigint("recorded_by", { mode: "number" }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
    changedBy: bigint("changed_by", { mode: "number" }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    index("health_record_history_key_idx").on(t.schoolId, t.day, t.studentId),
  ],
);

/** A check over the school's thresholds: listed until someone handles it with a note. */
export const healthAlert = pgTable(
  "health_alert",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    classId: bigint("class_id", { mode: "number" }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    temperature: smallint("temperature").notNull(),
    symptoms: text("symptoms").array().notNull(),
    createdAt: createdAtColumn(),
    /**
     * The latest re-check of the student that day after the alert was raised (over or back under the thresholds):
     * the alert keeps the reading that raised it, the nurse sees where it went since.
     */
    recheckTemperature: smallint("recheck_temperature"),
    recheckSymptoms: text("recheck_symptoms").array(),
    recheckAt: timestamp("recheck_at", { withTimezone: true }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: bigint("handled_by", { mode: "number" }),
    handledByName: text("handled_by_name"),
    handledNote: text("handled_note"),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    index("health_alert_day_idx").on(t.schoolId, t.day, t.classId),
  ],
);

/**
 * What the retention job keeps of deleted checks: per class and day, how many were checked, over the fever
 * threshold, and each symptom's count ({ cough: 2, ... }).
 */
export const healthDaily = pgTable(
  "health_daily",
  {
    schoolId: schoolIdColumn(),
    classId: bigint("class_id", { mode: "number" }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    checked: integer("checked").notNull(),
    fever: integer("fever").notNull(),
    symptoms: jsonb("symptoms").$type<Record<string, number>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.classId, t.day] })],
);
