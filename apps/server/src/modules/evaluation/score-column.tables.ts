import type { ScoreColumn } from "@eos/contracts";
import { bigint, jsonb, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { schoolIdColumn } from "../school/school.tables.ts";

/**
 * A school's score column setting (SPEC 3 'score column setting', /v3/scoreColumnSettings): which score
 * columns the scores lists show and in which order, and which indicators' scores follow them. No row: every
 * column, in the default order, and no indicator.
 */
export const scoreColumnSetting = pgTable(
  "score_column_setting",
  {
    schoolId: schoolIdColumn(),
    columns: jsonb("columns").$type<ScoreColumn[]>().notNull(),
    /** The indicators whose scores show as columns after the score columns, in order. */
    indicatorIds: jsonb("indicator_ids").$type<number[]>().notNull().default([]),
    updatedBy: bigint("updated_by", { mode: "number" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId] })],
);
