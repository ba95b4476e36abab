import {
  bigint,
  boolean,
  foreignKey,
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
    /** Null until a password is set through a verified channel: no shared default password authenticates. */
    passwordHash: text("password_hash"),
    /** Set by an administrator's reset or a weak password: the next sign-in must change it. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    uniqueIndex("account_login_uq").on(t.schoolId, t.userType, t.loginName),
    uniqueIndex("account_user_uq").on(t.schoolId, t.userType, t.userId),
    index("account_phone_idx").on(t.schoolId, t.phone),
  ],
);

/**
 * A signed-in session. The token is `<schoolId>.<random>`: the prefix routes the lookup to the tenant, the
 * random part (256 bits) is stored only as its SHA-256.
 */
export const session = pgTable(
  "session",
  {
    schoolId: bigint("school_id", { mode: "number" })
      .notNull()
      .references(() => school.id),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    accountId: bigint("account_id", { mode: "number" }).notNull(),
    tokenHash: text("token_hash").notNull(),
    /** pc | phone: a new sign-in on the same kind of device ends the older session (-1012). */
    deviceKind: text("device_kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** logout | replaced | refreshed | revoked */
    endReason: text("end_reason"),
    userAgent: text("user_agent"),
    ip: text("ip"),
    /** A parent's session: the child they are looking at now (switched without signing in again). */
    currentStudentId: bigint("current_student_id", { mode: "number" }),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    uniqueIndex("session_token_uq").on(t.schoolId, t.tokenHash),
    index("session_account_idx").on(t.schoolId, t.accountId),
    foreignKey({ columns: [t.schoolId, t.accountId], foreignColumns: [account.schoolId, account.id] }),
  ],
);

/** One-time codes: sign-in authorization codes (60 s), and later QR tickets and trust codes. */
export const oneTimeCode = pgTable(
  "one_time_code",
  {
    schoolId: bigint("school_id", { mode: "number" })
      .notNull()
      .references(() => school.id),
    codeHash: text("code_hash").notNull(),
    /** authorization | qr | trust | jump */
    purpose: text("purpose").notNull(),
    accountId: bigint("account_id", { mode: "number" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.codeHash] })],
);

/** SMS codes: bound to phone, purpose and school; 5 minutes, 5 tries, stored hashed. */
export const smsCode = pgTable(
  "sms_code",
  {
    schoolId: bigint("school_id", { mode: "number" })
      .notNull()
      .references(() => school.id),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    phone: text("phone").notNull(),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    tries: smallint("tries").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    index("sms_code_phone_idx").on(t.schoolId, t.phone, t.purpose),
  ],
);

/** Visitor tokens for public pages: `v.<schoolId>.<random>`, stored as the SHA-256 of the random part. */
export const visitorSession = pgTable(
  "visitor_session",
  {
    schoolId: bigint("school_id", { mode: "number" })
      .notNull()
      .references(() => school.id),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    uniqueIndex("visitor_session_token_uq").on(t.schoolId, t.tokenHash),
  ],
);

/**
 * The account an area administrator uses inside one school of their area (`/jump-school`): created on the first
 * switch, found again on later ones. Keyed by the target school; the area side names the administrator's own
 * account on the area's site.
 */
export const areaDelegate = pgTable(
  "area_delegate",
  {
    schoolId: bigint("school_id", { mode: "number" })
      .notNull()
      .references(() => school.id),
    areaSchoolId: bigint("area_school_id", { mode: "number" })
      .notNull()
      .references(() => school.id),
    areaAccountId: bigint("area_account_id", { mode: "number" }).notNull(),
    accountId: bigint("account_id", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.areaSchoolId, t.areaAccountId] }),
    // The school may delete the delegate's teacher and account; the next switch then makes a new one.
    foreignKey({
      columns: [t.schoolId, t.accountId],
      foreignColumns: [account.schoolId, account.id],
    }).onDelete("cascade"),
  ],
);
