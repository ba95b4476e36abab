import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../school/school.tables.ts";

/**
 * A practice activity. `joined_num` is the locked counter of its places: a sign-up raises it with one UPDATE
 * that holds the row lock and re-checks `max_num` (0: no limit), and the check constraint refuses any write that
 * would put one student too many in, whatever the application does. Join window (SPEC 9): type 0 always, type 1
 * while `opened`, type 2 from `join_start` to `join_end` (`YYYY-MM-DD HH:mm` in the school's time zone, which
 * compare as text). `org_ids`: the classes and grades whose students may join. `term_id`: the term it was
 * created in, whose evaluation its scores feed.
 */
export const practiceActivity = pgTable(
  "practice_activity",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    maxNum: integer("max_num").notNull(),
    joinedNum: integer("joined_num").notNull().default(0),
    joinTimeType: smallint("join_time_type").notNull(),
    joinStart: text("join_start"),
    joinEnd: text("join_end"),
    opened: boolean("opened").notNull(),
    orgIds: bigint("org_ids", { mode: "number" }).array().notNull(),
    termId: bigint("term_id", { mode: "number" }),
    createdBy: bigint("created_by", { mode: "number" }).notNull(),
    createdByName: text("created_by_name").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    check(
      "practice_activity_places",
      sql`${t.joinedNum} >= 0 and (${t.maxNum} = 0 or ${t.joinedNum} <= ${t.maxNum})`,
    ),
    check("practice_activity_join_time_type", sql`${t.joinTimeType} in (0, 1, 2)`),
    index("practice_activity_term_idx").on(t.schoolId, t.termId),
  ],
);

/** The tasks of an activity, in order (what the participants do). */
export const practiceTask = pgTable(
  "practice_task",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    activityId: bigint("activity_id", { mode: "number" }).notNull(),
    name: text("name").notNull(),
    content: text("content").notNull().default(""),
    sort: integer("sort").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({
      columns: [t.schoolId, t.activityId],
      foreignColumns: [practiceActivity.schoolId, practiceActivity.id],
    }).onDelete("cascade"),
    index("practice_task_activity_idx").on(t.schoolId, t.activityId, t.sort),
  ],
);

/** A student signed up for an activity (one row: signing up twice changes nothing), with their score. */
export const practiceJoin = pgTable(
  "practice_join",
  {
    schoolId: schoolIdColumn(),
    activityId: bigint("activity_id", { mode: "number" }).notNull(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    score: numeric("score", { precision: 5, scale: 2, mode: "number" }),
    comment: text("comment").notNull().default(""),
    scoredBy: bigint("scored_by", { mode: "number" }),
    scoredByName: text("scored_by_name"),
    scoredAt: timestamp("scored_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.activityId, t.studentId] }),
    foreignKey({
      columns: [t.schoolId, t.activityId],
      foreignColumns: [practiceActivity.schoolId, practiceActivity.id],
    }).onDelete("cascade"),
    index("practice_join_student_idx").on(t.schoolId, t.studentId),
  ],
);
