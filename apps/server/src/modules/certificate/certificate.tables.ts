import { sql } from "drizzle-orm";
import {
  bigint,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../school/school.tables.ts";

const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A stamp (seal image) a school prints on its certificates; status 1 enabled, 0 disabled. */
export const certificateStamp = pgTable(
  "certificate_stamp",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    /** An image uploaded through the files module. */
    fileId: bigint("file_id", { mode: "number" }).notNull(),
    status: smallint("status").notNull().default(1),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

/**
 * A certificate of a school for one term. `state` 0 draft, 1 enabled, 2 disabled. `ruleKind` score: awarded
 * when the student's score on `indicatorId` in the term reaches `minScore`; level: when the band reached is
 * `levelName` or a higher one of the indicator's model; manual: only by staff.
 */
export const certificate = pgTable(
  "certificate",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    honour: smallint("honour").notNull().default(3),
    termId: bigint("term_id", { mode: "number" }).notNull(),
    imageFileId: bigint("image_file_id", { mode: "number" }),
    stampId: bigint("stamp_id", { mode: "number" }),
    ruleKind: text("rule_kind").$type<"score" | "level" | "manual">().notNull(),
    indicatorId: bigint("indicator_id", { mode: "number" }),
    minScore: numeric("min_score", { precision: 14, scale: 4, mode: "number" }),
    levelName: text("level_name"),
    state: smallint("state").notNull().default(0),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({
      columns: [t.schoolId, t.stampId],
      foreignColumns: [certificateStamp.schoolId, certificateStamp.id],
    }),
    index("certificate_term_idx").on(t.schoolId, t.termId),
  ],
);

/**
 * A certificate awarded to a student (the acquire record): one per certificate and student, so that a batch
 * award run twice awards nothing new and a revoked award stays revoked until staff award it again.
 * `source` 1 the rule, 2 by hand; `score` and `band` what earned a rule award.
 */
export const certificateAcquire = pgTable(
  "certificate_acquire",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    certificateId: bigint("certificate_id", { mode: "number" }).notNull(),
    termId: bigint("term_id", { mode: "number" }).notNull(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    source: smallint("source").notNull(),
    score: numeric("score", { precision: 14, scale: 4, mode: "number" }),
    band: text("band"),
    reason: text("reason").notNull().default(""),
    awardedBy: bigint("awarded_by", { mode: "number" }),
    awardedAt: timestamp("awarded_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: bigint("revoked_by", { mode: "number" }),
    revokeReason: text("revoke_reason"),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({
      columns: [t.schoolId, t.certificateId],
      foreignColumns: [certificate.schoolId, certificate.id],
    }).onDelete("cascade"),
    uniqueIndex("certificate_acquire_student_uq").on(t.schoolId, t.certificateId, t.studentId),
    index("certificate_acquire_term_idx")
      .on(t.schoolId, t.termId, t.studentId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
