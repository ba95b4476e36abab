import type { RevealUnit } from "@eos/contracts";
import { bigint, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../../school/school.tables.ts";

const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A student passport's layout for one school year (issue 7): the reveal units shown, in order. One model per
 * school year, so that every student of a year sees the same passport.
 */
export const passportModel = pgTable(
  "passport_model",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    schoolYearId: bigint("school_year_id", { mode: "number" }).notNull(),
    units: jsonb("units").$type<RevealUnit[]>().notNull(),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    uniqueIndex("passport_model_year_uq").on(t.schoolId, t.schoolYearId),
  ],
);

/** A passport's free text for a student and year: the teacher's comment or the student's self-statement. */
export const passportText = pgTable(
  "passport_text",
  {
    schoolId: schoolIdColumn(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    schoolYearId: bigint("school_year_id", { mode: "number" }).notNull(),
    kind: text("kind").$type<"teacherComment" | "selfStatement">().notNull(),
    text: text("text").notNull(),
    updatedBy: bigint("updated_by", { mode: "number" }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.studentId, t.schoolYearId, t.kind] })],
);
