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
import { createdAtColumn, schoolIdColumn } from "../school/school.tables.ts";

const schoolId = schoolIdColumn;
const createdAt = createdAtColumn;
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const points = (name: string) => numeric(name, { precision: 14, scale: 4, mode: "number" });

/**
 * An indicator (target) model of a school or of an area's site. `version` grows with every change of the
 * tree; scores name the version they were computed with. A pushed copy remembers the area model it came from.
 */
export const targetModel = pgTable(
  "target_model",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    periods: jsonb("periods").$type<string[]>().notNull().default([]),
    /** Level equivalency: [{ name, min }] with min a percentage of the maximum score. */
    levels: jsonb("levels").$type<{ name: string; min: number }[]>().notNull(),
    version: integer("version").notNull().default(1),
    /**
     * Whom the model scores (SPEC 9 role codes): 1 students, 0 teachers (teacher growth, SDP teaGrowth). The
     * score tables' student_id holds the subject's id: a teacher's for a teacher model.
     */
    subjectType: smallint("subject_type").notNull().default(1),
    sourceSchoolId: bigint("source_school_id", { mode: "number" }),
    sourceModelId: bigint("source_model_id", { mode: "number" }),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

/** One indicator of a model's tree (levels 1–3). `locked` ones came from the area and stay as pushed. */
export const targetIndicator = pgTable(
  "target_indicator",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    modelId: bigint("model_id", { mode: "number" }).notNull(),
    pid: bigint("pid", { mode: "number" }),
    level: smallint("level").notNull(),
    name: text("name").notNull(),
    weight: points("weight").notNull().default(0),
    maxScore: points("max_score").notNull(),
    sort: integer("sort").notNull().default(0),
    locked: boolean("locked").notNull().default(false),
    /** The area indicator a pushed one copies. */
    sourceId: bigint("source_id", { mode: "number" }),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({ columns: [t.schoolId, t.modelId], foreignColumns: [targetModel.schoolId, targetModel.id] }),
    index("target_indicator_model_idx").on(t.schoolId, t.modelId),
  ],
);

/** The tree as it was at each version, so that old scores keep naming what they were computed on. */
export const targetModelVersion = pgTable(
  "target_model_version",
  {
    schoolId: schoolId(),
    modelId: bigint("model_id", { mode: "number" }).notNull(),
    version: integer("version").notNull(),
    snapshot: jsonb("snapshot").notNull(),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.modelId, t.version] }),
    foreignKey({ columns: [t.schoolId, t.modelId], foreignColumns: [targetModel.schoolId, targetModel.id] }),
  ],
);

/**
 * A scoring (compute) rule: values of a scene's tasks become points on an indicator. `config` is the
 * published configuration at `version`; `draft` a stashed change; `status` 1 means it is executed.
 */
export const computeRule = pgTable(
  "compute_rule",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    modelId: bigint("model_id", { mode: "number" }).notNull(),
    indicatorId: bigint("indicator_id", { mode: "number" }).notNull(),
    name: text("name").notNull(),
    sceneId: bigint("scene_id", { mode: "number" }).notNull(),
    config: jsonb("config").notNull(),
    draft: jsonb("draft"),
    version: integer("version").notNull().default(1),
    status: smallint("status").notNull().default(1),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({ columns: [t.schoolId, t.modelId], foreignColumns: [targetModel.schoolId, targetModel.id] }),
    foreignKey({
      columns: [t.schoolId, t.indicatorId],
      foreignColumns: [targetIndicator.schoolId, targetIndicator.id],
    }),
    index("compute_rule_scene_idx").on(t.schoolId, t.sceneId),
  ],
);

/** Every published configuration of a rule, by version: the lineage names the version that gave points. */
export const computeRuleVersion = pgTable(
  "compute_rule_version",
  {
    schoolId: schoolId(),
    ruleId: bigint("rule_id", { mode: "number" }).notNull(),
    version: integer("version").notNull(),
    config: jsonb("config").notNull(),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.ruleId, t.version] }),
    foreignKey({ columns: [t.schoolId, t.ruleId], foreignColumns: [computeRule.schoolId, computeRule.id] }),
  ],
);

/**
 * The points one accepted submission gave a student through a rule in a term (the lineage). `rank` orders a
 * student's submissions in the term; `counted` is false past the rule's count limit. Derived data written by
 * the million in batch runs: no foreign keys (their checks were a third of the insert), the rule's deletion
 * clears its entries.
 */
export const scoreEntry = pgTable(
  "score_entry",
  {
    schoolId: bigint("school_id", { mode: "number" }).notNull(),
    termId: bigint("term_id", { mode: "number" }).notNull(),
    ruleId: bigint("rule_id", { mode: "number" }).notNull(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    formValueId: bigint("form_value_id", { mode: "number" }).notNull(),
    ruleVersion: integer("rule_version").notNull(),
    taskId: bigint("task_id", { mode: "number" }).notNull(),
    valueAt: timestamp("value_at", { withTimezone: true }).notNull(),
    points: points("points").notNull(),
    rank: integer("rank").notNull(),
    counted: boolean("counted").notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.termId, t.ruleId, t.studentId, t.formValueId] })],
);

/** A student's score from one rule in a term: the aggregate of the counted entries, capped by the rule. */
export const ruleScore = pgTable(
  "rule_score",
  {
    schoolId: schoolId(),
    termId: bigint("term_id", { mode: "number" }).notNull(),
    ruleId: bigint("rule_id", { mode: "number" }).notNull(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    ruleVersion: integer("rule_version").notNull(),
    raw: points("raw").notNull(),
    score: points("score").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.termId, t.ruleId, t.studentId] }),
    foreignKey({ columns: [t.schoolId, t.ruleId], foreignColumns: [computeRule.schoolId, computeRule.id] }),
    index("rule_score_student_idx").on(t.schoolId, t.termId, t.studentId),
  ],
);

/**
 * A student's score on an indicator in a term, with the model version it was computed on: a leaf sums its
 * rules, a parent its children, each capped at the indicator's maximum; `band` is the level equivalency.
 */
export const indicatorScore = pgTable(
  "indicator_score",
  {
    schoolId: schoolId(),
    termId: bigint("term_id", { mode: "number" }).notNull(),
    indicatorId: bigint("indicator_id", { mode: "number" }).notNull(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    modelId: bigint("model_id", { mode: "number" }).notNull(),
    modelVersion: integer("model_version").notNull(),
    raw: points("raw").notNull(),
    score: points("score").notNull(),
    band: text("band"),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.termId, t.indicatorId, t.studentId] }),
    index("indicator_score_student_idx").on(t.schoolId, t.termId, t.studentId),
  ],
);

/** Students whose data a rule could not score, and why (the rule error log). */
export const ruleError = pgTable(
  "rule_error",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    termId: bigint("term_id", { mode: "number" }).notNull(),
    ruleId: bigint("rule_id", { mode: "number" }).notNull(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    formValueId: bigint("form_value_id", { mode: "number" }),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({ columns: [t.schoolId, t.ruleId], foreignColumns: [computeRule.schoolId, computeRule.id] }),
    index("rule_error_rule_idx").on(t.schoolId, t.termId, t.ruleId),
  ],
);
