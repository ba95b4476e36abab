import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { studentClassV } from "../org/index.ts";
import { ruleScore, targetModel } from "./evaluation.tables.ts";
import { passportNotice } from "./passport/passport-notice.tables.ts";

type Conn = Db | Tx;

/**
 * Per school year, the students whose class's passport is archived (its notice window closed by `now`): their
 * scores for that year's terms are frozen. Students are taken in their current class.
 */
export const archivedStudentsByYear = async (
  db: Conn,
  schoolId: number,
  now: Date,
): Promise<Map<number, number[]>> => {
  const rows = await db
    .select({
      schoolYearId: passportNotice.schoolYearId,
      students: sql<unknown>`array_agg(distinct ${studentClassV.studentId})`,
    })
    .from(passportNotice)
    .innerJoin(
      studentClassV,
      and(
        eq(studentClassV.schoolId, passportNotice.schoolId),
        eq(studentClassV.classId, passportNotice.classId),
      ),
    )
    .where(and(eq(passportNotice.schoolId, schoolId), lte(passportNotice.endsAt, now)))
    .groupBy(passportNotice.schoolYearId);
  return new Map(rows.map((r) => [r.schoolYearId, idsOf(r.students)]));
};

// node-postgres hands a bigint[] over as text ("{1,2}"), PGlite as an array.
const idsOf = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.map(Number)
    : String(value ?? "")
        .replace(/[{}]/g, "")
        .split(",")
        .filter(Boolean)
        .map(Number);

/** Which of the models score students (archives concern students only). */
export const studentModelsAmong = async (db: Conn, schoolId: number, modelIds: number[]) => {
  if (modelIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: targetModel.id })
    .from(targetModel)
    .where(
      and(
        eq(targetModel.schoolId, schoolId),
        inArray(targetModel.id, modelIds),
        eq(targetModel.subjectType, 1),
      ),
    );
  return new Set(rows.map((r) => r.id));
};

/** How many archived students the rule gave a score, over the given terms and their archived students. */
export const archivedScoresOfRule = async (
  db: Conn,
  schoolId: number,
  ruleId: number,
  frozen: { termIds: number[]; studentIds: number[] }[],
): Promise<number> => {
  const parts = frozen.filter((f) => f.termIds.length > 0 && f.studentIds.length > 0);
  if (parts.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ruleScore)
    .where(
      and(
        eq(ruleScore.schoolId, schoolId),
        eq(ruleScore.ruleId, ruleId),
        sql`(${sql.join(
          parts.map(
            (f) =>
              sql`(${inArray(ruleScore.termId, f.termIds)} and ${inArray(ruleScore.studentId, f.studentIds)})`,
          ),
          sql` or `,
        )})`,
      ),
    );
  return Number(row?.n ?? 0);
};
