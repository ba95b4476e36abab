import {
  bigint,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../../school/school.tables.ts";

/**
 * A public-notice window (公示) for one class's passport records in a school year: between `startsAt` and
 * `endsAt` the class's students, parents and teachers can object to a record; after it the year's passport
 * of that class is archived (read-only). One window per class and year.
 */
export const passportNotice = pgTable(
  "passport_notice",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    classId: bigint("class_id", { mode: "number" }).notNull(),
    schoolYearId: bigint("school_year_id", { mode: "number" }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    uniqueIndex("passport_notice_class_year_uq").on(t.schoolId, t.classId, t.schoolYearId),
  ],
);

/** Objection states as stored. */
export const OBJECTION_STATE = { open: 0, accepted: 1, rejected: 2 } as const;

/** An objection raised during a notice window on a student's record (or their passport as a whole). */
export const passportObjection = pgTable(
  "passport_objection",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    noticeId: bigint("notice_id", { mode: "number" }).notNull(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    /** The record objected to; null: the passport as a whole. */
    formValueId: bigint("form_value_id", { mode: "number" }),
    text: text("text").notNull(),
    raisedBy: bigint("raised_by", { mode: "number" }).notNull(),
    raisedByType: smallint("raised_by_type").notNull(),
    state: smallint("state").notNull().default(OBJECTION_STATE.open),
    /** The change note (accepted) or the reason (rejected). */
    resolution: text("resolution"),
    resolvedBy: bigint("resolved_by", { mode: "number" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({
      columns: [t.schoolId, t.noticeId],
      foreignColumns: [passportNotice.schoolId, passportNotice.id],
    }),
    index("passport_objection_notice_idx").on(t.schoolId, t.noticeId, t.studentId),
  ],
);
