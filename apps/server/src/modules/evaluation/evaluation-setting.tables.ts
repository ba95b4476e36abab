import { bigint, boolean, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { schoolIdColumn } from "../school/school.tables.ts";

/**
 * A school's evaluation settings (issue 7): which indicator model students, parents and the summaries see
 * when none is named (null: the school's oldest model), and whether students and parents see ranks.
 */
export const evaluationSetting = pgTable(
  "evaluation_setting",
  {
    schoolId: schoolIdColumn(),
    currentModelId: bigint("current_model_id", { mode: "number" }),
    showRanks: boolean("show_ranks").notNull().default(false),
    updatedBy: bigint("updated_by", { mode: "number" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId] })],
);

/**
 * A re-score of a model's term that is queued and not yet started: while the row exists, further changes
 * join that job instead of queueing another. The job deletes its row as it starts, so a change made during
 * a run queues exactly one more.
 */
export const scoreRefresh = pgTable(
  "score_refresh",
  {
    schoolId: schoolIdColumn(),
    modelId: bigint("model_id", { mode: "number" }).notNull(),
    termId: bigint("term_id", { mode: "number" }).notNull(),
    jobId: bigint("job_id", { mode: "number" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.modelId, t.termId] })],
);
