import { bigint, index, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Who read or did something sensitive, to whom, when and from where (DESIGN.md 'Data': every unmasked read
 * of personal data is written here). Rows are only ever added.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    schoolId: bigint("school_id", { mode: "number" }).notNull(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** e.g. idCard.unmask */
    action: text("action").notNull(),
    actorType: smallint("actor_type").notNull(),
    actorId: bigint("actor_id", { mode: "number" }).notNull(),
    actorName: text("actor_name").notNull(),
    /** student | teacher | parent */
    targetType: text("target_type").notNull(),
    targetId: bigint("target_id", { mode: "number" }).notNull(),
    targetName: text("target_name").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] }), index("audit_log_at_idx").on(t.schoolId, t.at)],
);
