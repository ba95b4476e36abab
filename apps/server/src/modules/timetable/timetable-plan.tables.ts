import { bigint, boolean, foreignKey, jsonb, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { schoolIdColumn } from "../school/school.tables.ts";
import { timetableSet } from "./timetable.tables.ts";

/** The rules, rooms, periods off and fixed periods of a set's automatic timetabling (contracts' plan rules). */
export type PlanRules = {
  maxSubjectPerDay: number;
  teacherMaxPerDay: number;
  morningPeriods: number;
  rooms: { kind: string; names: string[] }[];
  unavailable: { teacherId: number; day: number; period: number }[];
  fixed: { day: number; period: number; subject: string }[];
};

/** A set's teaching plan: the hours a week of a subject in a class, and who teaches it. */
export const timetablePlanLine = pgTable(
  "timetable_plan_line",
  {
    schoolId: schoolIdColumn(),
    setId: bigint("set_id", { mode: "number" }).notNull(),
    lineNo: smallint("line_no").notNull(),
    classId: bigint("class_id", { mode: "number" }).notNull(),
    subject: text("subject").notNull(),
    teacherId: bigint("teacher_id", { mode: "number" }).notNull(),
    hours: smallint("hours").notNull(),
    roomKind: text("room_kind").notNull().default(""),
    main: boolean("main").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.setId, t.lineNo] }),
    foreignKey({
      columns: [t.schoolId, t.setId],
      foreignColumns: [timetableSet.schoolId, timetableSet.id],
    }).onDelete("cascade"),
  ],
);

/** One row per set holding its plan's rules. */
export const timetablePlanRules = pgTable(
  "timetable_plan_rules",
  {
    schoolId: schoolIdColumn(),
    setId: bigint("set_id", { mode: "number" }).notNull(),
    rules: jsonb("rules").$type<PlanRules>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.setId] }),
    foreignKey({
      columns: [t.schoolId, t.setId],
      foreignColumns: [timetableSet.schoolId, timetableSet.id],
    }).onDelete("cascade"),
  ],
);
