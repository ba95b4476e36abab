import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../school/school.tables.ts";

/**
 * An app of a school's app centre: an EOS feature (`builtin`, target a path of the web app), an external address
 * (`link`) or an app that opens with a trust code (`trust`); `roles` are who sees it (admin, teacher, student,
 * parent).
 */
export const centerApp = pgTable(
  "center_app",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    code: text("code"),
    name: text("name").notNull(),
    nameEn: text("name_en"),
    category: text("category").notNull(),
    /** An antd icon name (`BookOutlined`) or `file:<id>`, an uploaded image. */
    icon: text("icon").notNull(),
    kind: text("kind").notNull(),
    target: text("target").notNull(),
    sort: integer("sort").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
    roles: text("roles").array().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    uniqueIndex("center_app_code_uq").on(t.schoolId, t.code).where(sql`${t.code} is not null`),
  ],
);

/** The school's app-centre layout: the categories in order, and the hosts whose links open in the iframe view. */
export const centerSetting = pgTable("center_setting", {
  schoolId: schoolIdColumn().primaryKey(),
  categories: jsonb("categories").$type<string[]>().notNull(),
  iframeHosts: jsonb("iframe_hosts").$type<string[]>().notNull(),
});

/** One open of an app by one person; kept 180 days, then counted into center_app_usage_day and deleted. */
export const centerAppOpen = pgTable(
  "center_app_open",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    appId: bigint("app_id", { mode: "number" }).notNull(),
    /** SPEC 9 role codes: 0 teacher, 1 student, 2 parent. */
    userType: smallint("user_type").notNull(),
    userId: bigint("user_id", { mode: "number" }).notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    index("center_app_open_time_idx").on(t.schoolId, t.openedAt),
    index("center_app_open_user_idx").on(t.schoolId, t.userType, t.userId, t.openedAt),
    // A person's latest open of each app, one index probe per app (the home's recent apps).
    index("center_app_open_user_app_idx").on(t.schoolId, t.userType, t.userId, t.appId, t.openedAt),
  ],
);

/** Opens older than the raw rows' 180 days, per app and day (the school's time zone). */
export const centerAppUsageDay = pgTable(
  "center_app_usage_day",
  {
    schoolId: schoolIdColumn(),
    appId: bigint("app_id", { mode: "number" }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    opens: integer("opens").notNull(),
    /** Distinct people that day: a period's people sum these, so one person counts once per day. */
    people: integer("people").notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.appId, t.day] })],
);
