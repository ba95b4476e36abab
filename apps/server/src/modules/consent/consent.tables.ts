import { bigint, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { schoolIdColumn } from "../school/school.tables.ts";

/**
 * The consent ledger: every time a guardian gives or withdraws consent to a kind of a student's sensitive data
 * (health, location, face). Rows are only ever added; the latest row of a student and kind decides. The
 * guardian's name is kept as it was, so the ledger still says who decided after a parent's record changes.
 */
export const consentEvent = pgTable(
  "consent_event",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    /** health | location | face */
    kind: text("kind").notNull(),
    /** give | withdraw */
    action: text("action").notNull(),
    parentId: bigint("parent_id", { mode: "number" }).notNull(),
    byName: text("by_name").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    index("consent_event_student_idx").on(t.schoolId, t.studentId, t.kind, t.at),
  ],
);
