import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { liveTaskV } from "../collection/index.ts";
import { studentClassV } from "../org/index.ts";
import { computeRule, indicatorScore, ruleError, ruleScore, scoreEntry } from "./evaluation.tables.ts";

type Conn = Db | Tx;

export const studentOf = async (db: Conn, schoolId: number, studentId: number) => {
  const [row] = await db
    .select({
      id: studentClassV.studentId,
      name: studentClassV.studentName,
      classId: studentClassV.classId,
      className: studentClassV.className,
      gradeId: studentClassV.gradeId,
    })
    .from(studentClassV)
    .where(and(eq(studentClassV.schoolId, schoolId), eq(studentClassV.studentId, studentId)));
  return row ?? null;
};

export const indicatorScoresOf = async (
  db: Conn,
  schoolId: number,
  termId: number,
  modelId: number,
  studentId: number,
) =>
  db
    .select({
      indicatorId: indicatorScore.indicatorId,
      raw: indicatorScore.raw,
      score: indicatorScore.score,
      band: indicatorScore.band,
      modelVersion: indicatorScore.modelVersion,
      computedAt: indicatorScore.computedAt,
    })
    .from(indicatorScore)
    .where(
      and(
        eq(indicatorScore.schoolId, schoolId),
        eq(indicatorScore.termId, termId),
        eq(indicatorScore.modelId, modelId),
        eq(indicatorScore.studentId, studentId),
      ),
    );

/** A student's rule scores on one indicator in a term, with the rule's name and aggregate. */
export const ruleScoresOn = async (
  db: Conn,
  schoolId: number,
  termId: number,
  indicatorId: number,
  studentId: number,
) =>
  db
    .select({
      ruleId: ruleScore.ruleId,
      ruleName: computeRule.name,
      ruleVersion: ruleScore.ruleVersion,
      config: computeRule.config,
      raw: ruleScore.raw,
      score: ruleScore.score,
    })
    .from(ruleScore)
    .innerJoin(
      computeRule,
      and(eq(computeRule.schoolId, ruleScore.schoolId), eq(computeRule.id, ruleScore.ruleId)),
    )
    .where(
      and(
        eq(ruleScore.schoolId, schoolId),
        eq(ruleScore.termId, termId),
        eq(ruleScore.studentId, studentId),
        eq(computeRule.indicatorId, indicatorId),
        eq(computeRule.status, 1),
      ),
    )
    .orderBy(asc(computeRule.id));

/** The submissions that gave points through these rules, with their tasks' names. */
export const entriesOf = async (
  db: Conn,
  schoolId: number,
  termId: number,
  ruleIds: number[],
  studentId: number,
) => {
  if (ruleIds.length === 0) return [];
  return db
    .select({
      ruleId: scoreEntry.ruleId,
      formValueId: scoreEntry.formValueId,
      taskName: sql<string>`coalesce(${liveTaskV.taskName}, '')`,
      valueAt: scoreEntry.valueAt,
      points: scoreEntry.points,
      counted: scoreEntry.counted,
    })
    .from(scoreEntry)
    .leftJoin(
      liveTaskV,
      and(eq(liveTaskV.schoolId, scoreEntry.schoolId), eq(liveTaskV.taskId, scoreEntry.taskId)),
    )
    .where(
      and(
        eq(scoreEntry.schoolId, schoolId),
        eq(scoreEntry.termId, termId),
        eq(scoreEntry.studentId, studentId),
        inArray(scoreEntry.ruleId, ruleIds),
      ),
    )
    .orderBy(asc(scoreEntry.ruleId), asc(scoreEntry.rank));
};

/** Every student's score on one indicator in a term (for a rule's impact preview). */
export const scoresOnIndicator = async (db: Conn, schoolId: number, termId: number, indicatorId: number) =>
  db
    .select({ studentId: indicatorScore.studentId, score: indicatorScore.score, band: indicatorScore.band })
    .from(indicatorScore)
    .where(
      and(
        eq(indicatorScore.schoolId, schoolId),
        eq(indicatorScore.termId, termId),
        eq(indicatorScore.indicatorId, indicatorId),
      ),
    );

/** Every student's rule scores on an indicator in a term, by rule (for a preview's recomputation). */
export const ruleScoresOnIndicator = async (
  db: Conn,
  schoolId: number,
  termId: number,
  indicatorId: number,
) =>
  db
    .select({ ruleId: ruleScore.ruleId, studentId: ruleScore.studentId, score: ruleScore.score })
    .from(ruleScore)
    .innerJoin(
      computeRule,
      and(eq(computeRule.schoolId, ruleScore.schoolId), eq(computeRule.id, ruleScore.ruleId)),
    )
    .where(
      and(
        eq(ruleScore.schoolId, schoolId),
        eq(ruleScore.termId, termId),
        eq(computeRule.indicatorId, indicatorId),
        eq(computeRule.status, 1),
      ),
    );

export const pageErrors = async (
  db: Db,
  schoolId: number,
  q: { modelId: number; termId: number; page: number; size: number },
) => {
  const where = and(
    eq(ruleError.schoolId, schoolId),
    eq(ruleError.termId, q.termId),
    eq(computeRule.modelId, q.modelId),
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: ruleError.id,
        ruleId: ruleError.ruleId,
        ruleName: computeRule.name,
        termId: ruleError.termId,
        studentId: ruleError.studentId,
        studentName: sql<string>`coalesce(${studentClassV.studentName}, '')`,
        formValueId: ruleError.formValueId,
        reason: ruleError.reason,
        createdAt: ruleError.createdAt,
      })
      .from(ruleError)
      .innerJoin(
        computeRule,
        and(eq(computeRule.schoolId, ruleError.schoolId), eq(computeRule.id, ruleError.ruleId)),
      )
      .leftJoin(
        studentClassV,
        and(eq(studentClassV.schoolId, ruleError.schoolId), eq(studentClassV.studentId, ruleError.studentId)),
      )
      .where(where)
      .orderBy(desc(ruleError.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db
      .select({ n: count() })
      .from(ruleError)
      .innerJoin(
        computeRule,
        and(eq(computeRule.schoolId, ruleError.schoolId), eq(computeRule.id, ruleError.ruleId)),
      )
      .where(where),
  ]);
  return { rows, total: n };
};

export const studentNames = async (db: Conn, schoolId: number, ids: number[]) => {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: studentClassV.studentId, name: studentClassV.studentName })
    .from(studentClassV)
    .where(and(eq(studentClassV.schoolId, schoolId), inArray(studentClassV.studentId, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
};
