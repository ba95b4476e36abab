import type { ComputeRunResult, RuleConfig } from "@eos/contracts";
import { evaluateFormula, type FormulaValue, parseFormula } from "@eos/forms-core";
import type { Db, Tx } from "../../platform/db/client.ts";
import { dateTimeFormat } from "../../platform/intl.ts";
import { listTerms, schoolTimeZone, type TermRow } from "../school/index.ts";
import { evaluationError } from "./evaluation.messages.ts";
import type { EvaluationDeps } from "./model.service.ts";
import { findModel } from "./model.store.ts";
import { executingRules, findRule, type RuleRow, rulesForTask } from "./rule.store.ts";
import { findRuleSource, type RuleSources } from "./rule-source.ts";
import { scenesOfTasks } from "./scene-tasks.store.ts";
import { archivedStudentsOfTerm, withoutArchived } from "./score-archive.service.ts";
import { studentModelsAmong } from "./score-archive.store.ts";
import {
  clearRule,
  countScoredStudents,
  type EntryRow,
  type ErrorRow,
  evidencePage,
  insertEntries,
  insertEntriesInSql,
  insertErrors,
  insertRuleScores,
  insertSourceScores,
  lockSchoolScores,
  type RuleToRun,
  type RunScope,
  rollUpIndicators,
} from "./score-run.store.ts";

const localDate = (at: Date, timeZone: string) =>
  dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

/** The term a moment falls in, where the school is; or the current term when no moment is given. */
export const termAt = async (
  db: Db,
  schoolId: number,
  at?: Date,
): Promise<{ term: TermRow; timeZone: string } | null> => {
  const [terms, timeZone] = await Promise.all([listTerms(db, schoolId), schoolTimeZone(db, schoolId)]);
  if (!at) {
    const current = terms.find((t) => t.isNow);
    return current ? { term: current, timeZone } : null;
  }
  const day = localDate(at, timeZone);
  const term = terms.find((t) => t.stime <= day && day <= t.etime);
  return term ? { term, timeZone } : null;
};

export const requireTerm = async (db: Db, schoolId: number, termId: number): Promise<RunScope> => {
  const [terms, timeZone] = await Promise.all([listTerms(db, schoolId), schoolTimeZone(db, schoolId)]);
  const term = terms.find((t) => t.id === termId);
  if (!term) throw evaluationError(400, "termNotFound");
  return { schoolId, termId, stime: term.stime, etime: term.etime, timeZone };
};

const asFormulaValue = (raw: string | undefined): FormulaValue | undefined => {
  if (raw === undefined) return null;
  const n = Number(raw);
  return raw.trim() !== "" && Number.isFinite(n) ? n : raw;
};

/** The points of one submission outside SQL, mirroring score-run.store's pointsOf; an Error when unreadable. */
const pointsInNode = (c: RuleConfig, items: Record<string, string>): number | string => {
  if (c.kind === "fixed") return c.points;
  const val = c.itemId === null ? undefined : items[c.itemId];
  if (val === undefined || val === "") return "missing";
  if (c.kind === "item") {
    const n = Number(val.trim());
    if (!Number.isFinite(n)) return `notNumber:${val.slice(0, 40)}`;
    const points = n * c.scale;
    return c.perValueMax === null ? points : Math.min(points, c.perValueMax);
  }
  return val.split(",").reduce((sum, o) => sum + (c.optionPoints[o.trim()] ?? 0), 0);
};

/**
 * A rule with a condition: its evidence is read a thousand submissions at a time, the condition evaluated
 * with the form engine's formula language, then the entries written in batches (never a query per student).
 */
const scoreInBatches = async (tx: Tx, rule: RuleToRun, scope: RunScope) => {
  const parsed = parseFormula(rule.config.condition);
  const kept: Omit<EntryRow, "rank" | "counted">[] = [];
  const errors: ErrorRow[] = [];
  for (let after = 0; ; ) {
    const page = await evidencePage(tx, rule, scope, after, 1000);
    if (page.length === 0) break;
    after = page[page.length - 1].formValueId;
    for (const row of page) {
      const verdict = parsed.ok
        ? evaluateFormula(parsed.formula, {
            resolve: (id) => asFormulaValue(row.items[id]),
            timeZone: scope.timeZone,
          })
        : parsed;
      if (!verdict.ok) {
        errors.push({ ...row, reason: `condition:${verdict.error.code}` });
        continue;
      }
      if (!verdict.value) continue;
      const points = pointsInNode(rule.config, row.items);
      if (typeof points === "string") errors.push({ ...row, reason: points });
      else
        kept.push({
          studentId: row.studentId,
          formValueId: row.formValueId,
          taskId: row.taskId,
          valueAt: row.createdAt,
          points,
        });
    }
  }
  const limit = rule.config.maxCount ?? Number.POSITIVE_INFINITY;
  const seen = new Map<number, number>();
  const ranked = kept
    .sort((a, b) => a.valueAt.getTime() - b.valueAt.getTime() || a.formValueId - b.formValueId)
    .map((e) => {
      const rank = (seen.get(e.studentId) ?? 0) + 1;
      seen.set(e.studentId, rank);
      return { ...e, rank, counted: rank <= limit };
    });
  await insertEntries(tx, rule, scope, ranked);
  await insertErrors(tx, rule.id, scope, errors);
  return { entries: ranked.length, errors: errors.length };
};

const toRun = (r: RuleRow): RuleToRun => ({ id: r.id, version: r.version, config: r.config });

/**
 * A source rule: the source's per-student values of the term become the rule's scores (no submissions, so no
 * entries). A source no longer registered scores nobody.
 */
const scoreFromSource = async (
  tx: Tx,
  rule: RuleToRun,
  scope: RunScope,
  sources: RuleSources | undefined,
) => {
  const source = findRuleSource(sources, rule.config.source ?? "");
  const values = source
    ? await source.valuesOf(tx, {
        schoolId: scope.schoolId,
        termId: scope.termId,
        aggregate: rule.config.aggregate,
        studentIds: scope.studentIds,
        except: scope.except,
      })
    : [];
  await insertSourceScores(tx, rule, scope, values);
  return { entries: values.length, errors: 0 };
};

/** Scores one rule in the scope from scratch inside the caller's transaction: same evidence, same scores. */
export const scoreRuleIn = async (tx: Tx, rule: RuleToRun, scope: RunScope, sources?: RuleSources) => {
  await clearRule(tx, rule.id, scope);
  if (rule.config.source) return scoreFromSource(tx, rule, scope, sources);
  const counts = rule.config.condition
    ? await scoreInBatches(tx, rule, scope)
    : await insertEntriesInSql(tx, rule, scope);
  await insertRuleScores(tx, rule, scope);
  return counts;
};

/**
 * One rule for the whole scope, in its own transaction under the school's scoring lock. The rule is read again
 * under the lock: one deleted or stopped since the run began is skipped (its change queued another run).
 */
const scoreRule = (db: Db, ruleId: number, scope: RunScope, sources: RuleSources | undefined) =>
  db.transaction(async (tx) => {
    await lockSchoolScores(tx, scope.schoolId);
    const rule = await findRule(tx, scope.schoolId, ruleId);
    if (rule?.status !== 1) return { entries: 0, errors: 0 };
    return scoreRuleIn(tx, toRun(rule), scope, sources);
  });

/** The model's indicator tree rolled up inside the caller's transaction. */
export const rollUpIn = async (tx: Tx, schoolId: number, modelId: number, scope: RunScope) => {
  const model = await findModel(tx, schoolId, modelId);
  if (!model) return;
  await rollUpIndicators(tx, { id: model.id, version: model.version, levels: model.levels }, scope);
};

const rollUp = (db: Db, schoolId: number, modelId: number, scope: RunScope) =>
  db.transaction(async (tx) => {
    await lockSchoolScores(tx, schoolId);
    await rollUpIn(tx, schoolId, modelId, scope);
  });

/**
 * Batch execution of a model's rules for a term: each executing rule scored set-based, then the indicator tree
 * rolled up. `progress` hears how many steps are done (rules, then the roll-up).
 */
export const runModelTerm = async (
  deps: EvaluationDeps,
  input: { schoolId: number; modelId: number; termId: number },
  progress: (done: number, total: number) => Promise<void> = async () => {},
): Promise<ComputeRunResult> => {
  const term = await requireTerm(deps.db, input.schoolId, input.termId);
  const scope = await withoutArchived(deps.db, term, input.modelId, deps.now());
  const rules = await executingRules(deps.db, input.schoolId, input.modelId);
  const result = { rules: rules.length, students: 0, entries: 0, errors: 0 };
  for (const [i, rule] of rules.entries()) {
    const counts = await scoreRule(deps.db, rule.id, scope, deps.ruleSources);
    result.entries += counts.entries;
    result.errors += counts.errors;
    await progress(i + 1, rules.length + 1);
  }
  await rollUp(deps.db, input.schoolId, input.modelId, scope);
  result.students = await countScoredStudents(deps.db, scope, input.modelId);
  await progress(rules.length + 1, rules.length + 1);
  return result;
};

/** What a submission change touched: a task's value about a student, at the time it was filled. */
export type ValueChange = { taskId: number; studentId: number; at: Date };

/** The changes of one term: per task, the students whose values changed. */
type TermBatch = { scope: Omit<RunScope, "studentIds">; studentsByTask: Map<number, Set<number>> };

const batchesByTerm = async (deps: EvaluationDeps, schoolId: number, changes: ValueChange[]) => {
  const [terms, timeZone] = await Promise.all([
    listTerms(deps.db, schoolId),
    schoolTimeZone(deps.db, schoolId),
  ]);
  const batches = new Map<number, TermBatch>();
  for (const change of changes) {
    const day = localDate(change.at, timeZone);
    const term = terms.find((t) => t.stime <= day && day <= t.etime);
    if (!term) continue;
    const batch = batches.get(term.id) ?? {
      scope: { schoolId, termId: term.id, stime: term.stime, etime: term.etime, timeZone },
      studentsByTask: new Map<number, Set<number>>(),
    };
    batches.set(term.id, batch);
    const students = batch.studentsByTask.get(change.taskId) ?? new Set<number>();
    students.add(change.studentId);
    batch.studentsByTask.set(change.taskId, students);
  }
  return [...batches.values()];
};

/** Per rule, the changed students its tasks concern; per model, all of them (to roll up). */
const groupByRule = (batch: TermBatch, rulesByTask: Map<number, RuleRow[]>) => {
  const perRule = new Map<number, { rule: RuleRow; students: Set<number> }>();
  for (const [taskId, students] of batch.studentsByTask) {
    for (const rule of rulesByTask.get(taskId) ?? []) {
      const entry = perRule.get(rule.id) ?? { rule, students: new Set<number>() };
      for (const s of students) entry.students.add(s);
      perRule.set(rule.id, entry);
    }
  }
  const perModel = new Map<number, Set<number>>();
  for (const { rule, students } of perRule.values()) {
    const set = perModel.get(rule.modelId) ?? new Set<number>();
    for (const s of students) set.add(s);
    perModel.set(rule.modelId, set);
  }
  return { perRule, perModel };
};

/**
 * Scores again what changed submissions touch, for those students only, set-based: per term, each rule over
 * the changed tasks is scored once for all the students it concerns, then each model's trees are rolled up
 * for them, in one transaction holding the school's scoring lock (so a batch run cannot interleave).
 * Runs after the submissions' transactions commit.
 */
export const scoreChanges = async (
  deps: EvaluationDeps,
  schoolId: number,
  changes: ValueChange[],
): Promise<void> => {
  if (changes.length === 0) return;
  const taskIds = [...new Set(changes.map((c) => c.taskId))];
  const tasks = await scenesOfTasks(deps.db, schoolId, taskIds);
  for (const batch of await batchesByTerm(deps, schoolId, changes)) {
    await deps.db.transaction(async (tx) => {
      await lockSchoolScores(tx, schoolId);
      // Rules are read under the lock: a rule published before it is seen here, one published after it
      // queues a batch run that takes the lock after this update and scores everyone on the new version.
      const rulesByTask = new Map<number, RuleRow[]>();
      for (const task of tasks)
        rulesByTask.set(task.id, await rulesForTask(tx, schoolId, task.sceneId, task.id));
      const { perRule, perModel } = groupByRule(batch, rulesByTask);
      // Students whose passport of the term's year is archived keep their scores (score-archive.service).
      const studentModels = await studentModelsAmong(tx, schoolId, [...perModel.keys()]);
      const archived =
        studentModels.size === 0
          ? []
          : await archivedStudentsOfTerm(tx, schoolId, batch.scope.termId, deps.now());
      const scopeOf = (modelId: number, students: Set<number>): RunScope => ({
        ...batch.scope,
        studentIds: [...students],
        except: studentModels.has(modelId) ? archived : undefined,
      });
      for (const { rule, students } of perRule.values())
        await scoreRuleIn(tx, toRun(rule), scopeOf(rule.modelId, students), deps.ruleSources);
      for (const [modelId, students] of perModel)
        await rollUpIn(tx, schoolId, modelId, scopeOf(modelId, students));
    });
  }
};
