import { bigint, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { area, school } from "../school/school.tables.ts";

/**
 * An area pass: what signing in on an area's own site (school type 1) yields before a role is chosen. It names
 * a verified phone (phone code) and/or the area-site account that signed in (password), and lets `/chooseRole`
 * list and pick that person's accounts across the area's schools. Sent as `X-Area-Token: a.<areaId>.<random>`;
 * only the SHA-256 of the random part is stored.
 */
export const areaPass = pgTable(
  "area_pass",
  {
    areaId: bigint("area_id", { mode: "number" })
      .notNull()
      .references(() => area.id),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    tokenHash: text("token_hash").notNull(),
    /** The area's site where the pass was issued. */
    siteSchoolId: bigint("site_school_id", { mode: "number" })
      .notNull()
      .references(() => school.id),
    phone: text("phone"),
    siteAccountId: bigint("site_account_id", { mode: "number" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.areaId, t.id] }),
    uniqueIndex("area_pass_token_uq").on(t.areaId, t.tokenHash),
  ],
);
