import {
  bigint,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { school } from "../school/school.tables.ts";

/**
 * A way to sign in to one school as one person: teacher (0), student (1) or parent (2).
 * The password hash is scrypt over what the client sends (the SHA-256 hex of the password).
 */
export const account = pgTable(
  "account",
  {
    schoolId: bigint("school_id", { mode: "number" })
      .notNull()
      .references(() => school.id),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    userType: smallint("user_type").notNull(),
    /** teacher.id, student.id or parent.id, by userType. */
    userId: bigint("user_id", { mode: "number" }).notNull(),
    loginName: text("login_name").notNull(),
    phone: text("phone"),
    passwordHash: text("password_hash").notNull(),
    failedCount: smallint("failed_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    uniqueIndex("account_login_uq").on(t.schoolId, t.userType, t.loginName),
    uniqueIndex("account_user_uq").on(t.schoolId, t.userType, t.userId),
    index("account_phone_idx").on(t.schoolId, t.phone),
  ],
);
