import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { timetableEntry } from "./timetable.tables.ts";
import { type PlanRules, timetablePlanLine, timetablePlanRules } from "./timetable-plan.tables.ts";

type Conn = Db | Tx;

export type PlanLineRow = {
  classId: number;
  subject: string;
  teacherId: number;
  hours: number;
  roomKind: string;
  main: boolean;
};

export const planLinesOf = async (db: Conn, schoolId: number, setId: number): Promise<PlanLineRow[]> =>
  db
    .select({
      classId: timetablePlanLine.classId,
      subject: timetablePlanLine.subject,
      teacherId: timetablePlanLine.teacherId,
      hours: timetablePlanLine.hours,
      roomKind: timetablePlanLine.roomKind,
      main: timetablePlanLine.main,
    })
    .from(timetablePlanLine)
    .where(and(eq(timetablePlanLine.schoolId, schoolId), eq(timetablePlanLine.setId, setId)))
    .orderBy(asc(timetablePlanLine.lineNo));

export const planRulesOf = async (
  db: Conn,
  schoolId: number,
  setId: number,
): Promise<PlanRules | undefined> => {
  const [row] = await db
    .select({ rules: timetablePlanRules.rules })
    .from(timetablePlanRules)
    .where(and(eq(timetablePlanRules.schoolId, schoolId), eq(timetablePlanRules.setId, setId)));
  return row?.rules;
};

/** Replaces a set's plan (its lines and rules) in the caller's transaction. */
export const replacePlan = async (
  tx: Tx,
  schoolId: number,
  setId: number,
  lines: PlanLineRow[],
  rules: PlanRules,
) => {
  await tx
    .delete(timetablePlanLine)
    .where(and(eq(timetablePlanLine.schoolId, schoolId), eq(timetablePlanLine.setId, setId)));
  if (lines.length)
    await tx
      .insert(timetablePlanLine)
      .values(lines.map((line, i) => ({ schoolId, setId, lineNo: i + 1, ...line })));
  await tx
    .insert(timetablePlanRules)
    .values({ schoolId, setId, rules })
    .onConflictDoUpdate({ target: [timetablePlanRules.schoolId, timetablePlanRules.setId], set: { rules } });
};

/** Replaces every lesson of a set with these (a generated timetable), in the caller's transaction. */
export const replaceEntries = async (
  tx: Tx,
  schoolId: number,
  setId: number,
  rows: {
    classId: number;
    day: number;
    period: number;
    subject: string;
    teacherId: number | null;
    room: string;
  }[],
) => {
  await tx
    .delete(timetableEntry)
    .where(and(eq(timetableEntry.schoolId, schoolId), eq(timetableEntry.setId, setId)));
  for (let i = 0; i < rows.length; i += 500)
    await tx.insert(timetableEntry).values(rows.slice(i, i + 500).map((r) => ({ schoolId, setId, ...r })));
};
