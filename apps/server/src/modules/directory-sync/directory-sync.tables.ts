import { bigint, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../school/school.tables.ts";

/**
 * A module may not import another's tables, so the org tree is a local, unexported stand-in for `org_unit`
 * (modules/org/org.tables.ts): drizzle-kit only needs its name and key columns to emit the foreign key.
 */
const orgUnitRef = pgTable("org_unit", {
  schoolId: bigint("school_id", { mode: "number" }).notNull(),
  id: bigint("id", { mode: "number" }).notNull(),
});

/**
 * Which org department a work-chat (WeCom) or workplace-messaging (DingTalk) department became, keyed by the
 * platform, the corp and the platform's department id: a later sync renames it instead of adding another.
 * Deleting the department locally drops the mapping, so the next sync makes it again.
 */
export const externalDept = pgTable(
  "external_dept",
  {
    schoolId: schoolIdColumn(),
    /** wecom | dingtalk */
    platform: text("platform").notNull(),
    corpId: text("corp_id").notNull(),
    externalId: text("external_id").notNull(),
    orgId: bigint("org_id", { mode: "number" }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.platform, t.corpId, t.externalId] }),
    foreignKey({
      columns: [t.schoolId, t.orgId],
      foreignColumns: [orgUnitRef.schoolId, orgUnitRef.id],
    }).onDelete("cascade"),
    index("external_dept_org_idx").on(t.schoolId, t.orgId),
  ],
);

/**
 * A school's directory sync: the job running or last run (one at a time per school), and the last real sync's
 * outcome (when, by whom, the counts of each external app, or the upstream error), shown on the school detail.
 */
export const externalSync = pgTable(
  "external_sync",
  {
    schoolId: schoolIdColumn(),
    jobId: bigint("job_id", { mode: "number" }),
    lastAt: timestamp("last_at", { withTimezone: true }),
    lastByName: text("last_by_name"),
    lastResult: jsonb("last_result"),
    lastError: jsonb("last_error"),
  },
  (t) => [primaryKey({ columns: [t.schoolId] })],
);
