import type { Db, Tx } from "../../platform/db/client.ts";
import { listTerms } from "../school/index.ts";
import { archivedScoresOfRule, archivedStudentsByYear, studentModelsAmong } from "./score-archive.store.ts";
import type { RunScope } from "./score-run.store.ts";

type Conn = Db | Tx;

/**
 * Archived passports lock the scores under them (SPEC 7 'public-notice window'): once a class's notice window
 * has closed, its students' scores for that school year's terms are never computed again. Batch runs, the
 * re-scores that rule changes queue, and the scoring of changed submissions all skip them (RunScope.except),
 * so their indicator scores, rule scores and lineage stay exactly as archived; deleting a rule that scored them
 * is refused. Reopening the window (an administrator's unarchive, audited) lifts the lock.
 */
export const archivedStudentsOfTerm = async (
  db: Conn,
  schoolId: number,
  termId: number,
  now: Date,
): Promise<number[]> => {
  const term = (await listTerms(db as Db, schoolId)).find((t) => t.id === termId);
  if (!term) return [];
  return (await archivedStudentsByYear(db, schoolId, now)).get(term.schoolYearId) ?? [];
};

/** The scope with the archived students left out when the model scores students. */
export const withoutArchived = async (
  db: Conn,
  scope: RunScope,
  modelId: number,
  now: Date,
): Promise<RunScope> => {
  if (!(await studentModelsAmong(db, scope.schoolId, [modelId])).has(modelId)) return scope;
  const except = await archivedStudentsOfTerm(db, scope.schoolId, scope.termId, now);
  return except.length === 0 ? scope : { ...scope, except };
};

/** How many archived scores deleting the rule would take away (0: it may go). */
export const archivedScoresOf = async (db: Conn, schoolId: number, ruleId: number, now: Date) => {
  const [byYear, terms] = await Promise.all([
    archivedStudentsByYear(db, schoolId, now),
    listTerms(db as Db, schoolId),
  ]);
  const frozen = [...byYear].map(([yearId, studentIds]) => ({
    termIds: terms.filter((t) => t.schoolYearId === yearId).map((t) => t.id),
    studentIds,
  }));
  return archivedScoresOfRule(db, schoolId, ruleId, frozen);
};
