import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * Areas (regional bureaus) and schools are the tenants themselves: reference tables keyed by their own id.
 * Everything a tenant owns lives in tables keyed by (school_id, id) or (area_id, id).
 */
export const area = pgTable(
  "area",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    code: text("code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("area_name_uq").on(sql`lower(${t.name})`)],
);

export const school = pgTable(
  "school",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    areaId: bigint("area_id", { mode: "number" }).references(() => area.id),
    name: text("name").notNull(),
    /** 0 a school, 1 an area's own site (SPEC 3 'School info'), 2 the platform's own site. */
    type: smallint("type").notNull().default(0),
    domain: text("domain").notNull(),
    /** 2 means the school has its own login page (/login-pwd/{schoolId}). */
    loginType: smallint("login_type").notNull().default(1),
    /** The address clients show the logo from; the file itself is `logo_file_id` of `logo_file_school_id`. */
    logo: text("logo"),
    logoFileSchoolId: bigint("logo_file_school_id", { mode: "number" }),
    logoFileId: bigint("logo_file_id", { mode: "number" }),
    timeZone: text("time_zone").notNull().default("Asia/Shanghai"),
    /** SPEC 4's school flag: a disabled school's domain no longer signs anyone in. */
    enabled: boolean("enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("school_domain_uq").on(sql`lower(${t.domain})`),
    index("school_area_idx").on(t.areaId),
    // One platform site, ever: the row that makes setInitAdmin work exactly once, even when called twice at once.
    uniqueIndex("school_platform_site_uq").on(t.type).where(sql`${t.type} = 2`),
    // An area has one site of its own, where its administrators sign in.
    uniqueIndex("school_area_site_uq").on(t.areaId).where(sql`${t.type} = 1`),
  ],
);

export const schoolYear = pgTable(
  "school_year",
  {
    schoolId: bigint("school_id", { mode: "number" })
      .notNull()
      .references(() => school.id),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const term = pgTable(
  "term",
  {
    schoolId: bigint("school_id", { mode: "number" })
      .notNull()
      .references(() => school.id),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    schoolYearId: bigint("school_year_id", { mode: "number" }).notNull(),
    name: text("name").notNull(),
    stime: date("stime", { mode: "string" }).notNull(),
    etime: date("etime", { mode: "string" }).notNull(),
    isNow: boolean("is_now").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({
      columns: [t.schoolId, t.schoolYearId],
      foreignColumns: [schoolYear.schoolId, schoolYear.id],
    }),
  ],
);

/** The tenant key of a school-owned table: part of its primary key, referencing the school. */
export const schoolIdColumn = () =>
  bigint("school_id", { mode: "number" })
    .notNull()
    .references(() => school.id);

export const createdAtColumn = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
