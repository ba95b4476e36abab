import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../../school/school.tables.ts";

const schoolId = schoolIdColumn;

/**
 * A cultivate (training) model of a school or of an area's site: goals linked to indicators of one indicator
 * model. `version` grows with every save, so processed data can tell it was made on an older tree. No foreign
 * key to the indicator model: deleting that model leaves this one naming a missing model, shown as such.
 */
export const cultivateModel = pgTable(
  "cultivate_model",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    periods: jsonb("periods").$type<string[]>().notNull().default([]),
    levels: jsonb("levels").$type<{ name: string; min: number }[]>().notNull(),
    targetModelId: bigint("target_model_id", { mode: "number" }).notNull(),
    version: integer("version").notNull().default(1),
    sourceSchoolId: bigint("source_school_id", { mode: "number" }),
    sourceModelId: bigint("source_model_id", { mode: "number" }),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    index("cultivate_model_source_idx").on(t.sourceSchoolId, t.sourceModelId),
  ],
);

/**
 * A goal of the tree (levels 1–3). `indicatorIds` name indicators of the model's indicator model; kept as a
 * list without foreign keys so that editing that model never fails on a link (missing ones are skipped).
 */
export const cultivateGoal = pgTable(
  "cultivate_goal",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    modelId: bigint("model_id", { mode: "number" }).notNull(),
    pid: bigint("pid", { mode: "number" }),
    level: smallint("level").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    sort: integer("sort").notNull().default(0),
    indicatorIds: jsonb("indicator_ids").$type<number[]>().notNull().default([]),
    locked: boolean("locked").notNull().default(false),
    /** The area goal a pushed one copies. */
    sourceId: bigint("source_id", { mode: "number" }),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({
      columns: [t.schoolId, t.modelId],
      foreignColumns: [cultivateModel.schoolId, cultivateModel.id],
    }),
    index("cultivate_goal_model_idx").on(t.schoolId, t.modelId),
  ],
);

/**
 * Processed chart data: per term, goal and class, how many students, how many had a score on the goal's
 * indicators, the sum of their goal scores (percent) and the count per band. Scopes add classes up.
 */
export const cultivateData = pgTable(
  "cultivate_data",
  {
    schoolId: schoolId(),
    modelId: bigint("model_id", { mode: "number" }).notNull(),
    termId: bigint("term_id", { mode: "number" }).notNull(),
    goalId: bigint("goal_id", { mode: "number" }).notNull(),
    classId: bigint("class_id", { mode: "number" }).notNull(),
    students: integer("students").notNull(),
    scored: integer("scored").notNull(),
    scoreSum: numeric("score_sum", { precision: 16, scale: 4, mode: "number" }).notNull(),
    bands: jsonb("bands").$type<Record<string, number>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.modelId, t.termId, t.goalId, t.classId] }),
    foreignKey({
      columns: [t.schoolId, t.modelId],
      foreignColumns: [cultivateModel.schoolId, cultivateModel.id],
    }),
  ],
);

/**
 * When a model's data was last processed for a term, and on what: the model's version, the indicator
 * model's version and a mark of the linked scores and class membership. Any difference makes it stale.
 */
export const cultivateRefresh = pgTable(
  "cultivate_refresh",
  {
    schoolId: schoolId(),
    modelId: bigint("model_id", { mode: "number" }).notNull(),
    termId: bigint("term_id", { mode: "number" }).notNull(),
    modelVersion: integer("model_version").notNull(),
    targetVersion: integer("target_version").notNull(),
    scoreMark: text("score_mark").notNull(),
    refreshedBy: bigint("refreshed_by", { mode: "number" }),
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.modelId, t.termId] }),
    foreignKey({
      columns: [t.schoolId, t.modelId],
      foreignColumns: [cultivateModel.schoolId, cultivateModel.id],
    }),
  ],
);
