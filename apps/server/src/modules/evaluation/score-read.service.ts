import type {
  Page,
  RuleAggregate,
  RuleConfig,
  RuleErrorItem,
  RulePreviewResult,
  ScoreLineage,
  StudentScores,
  SubjectType,
} from "@eos/contracts";
import type { AuthContext, CodeResolver } from "../../platform/auth/access.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import { currentChildOf } from "../identity/index.ts";
import { classesOfTeacher, listChildrenOfParent, teacherNames } from "../org/index.ts";
import { listTerms } from "../school/index.ts";
import { evaluationError, reasonText } from "./evaluation.messages.ts";
import { currentModelId, ranksShown } from "./evaluation-setting.service.ts";
import type { EvaluationDeps } from "./model.service.ts";
import { findModel, listIndicators, modelOfIndicator, STUDENTS, TEACHERS } from "./model.store.ts";
import { requireRule } from "./rule.service.ts";
import { setRuleFields } from "./rule.store.ts";
import { withoutArchived } from "./score-archive.service.ts";
import {
  entriesOf,
  indicatorScoresOf,
  pageErrors,
  ruleScoresOn,
  scoresOnIndicator,
  studentNames,
  studentOf,
} from "./score-read.store.ts";
import { requireTerm, rollUpIn, scoreRuleIn, termAt } from "./score-run.service.ts";
import { totalsIn } from "./summary.store.ts";

export type ScoreDeps = EvaluationDeps & { codesOf: CodeResolver };

/**
 * Whose scores the caller may see: a student their own, a parent their children (the current child by
 * default), a teacher the students of their classes, staff (administrators, evaluation.scores) anyone's.
 */
export const allowedStudent = async (
  deps: ScoreDeps,
  auth: AuthContext,
  asked: number | undefined,
): Promise<number> => {
  if (auth.userType === 1) {
    if (asked !== undefined && asked !== auth.userId) throw evaluationError(403, "notYourStudent");
    return auth.userId;
  }
  if (auth.userType === 2) {
    if (asked === undefined) {
      const child = await currentChildOf(deps.db, auth);
      if (child === null) throw evaluationError(403, "notYourStudent");
      return child;
    }
    const children = await listChildrenOfParent(deps.db, auth.schoolId, auth.userId);
    if (!children.some((c) => c.id === asked)) throw evaluationError(403, "notYourStudent");
    return asked;
  }
  if (asked === undefined) throw notFound();
  if (auth.isAdmin || (await deps.codesOf(auth)).has("evaluation.scores")) return asked;
  const student = await studentOf(deps.db, auth.schoolId, asked);
  const taught = await classesOfTeacher(deps.db, auth.schoolId, auth.userId);
  if (!student || !taught.includes(student.classId)) throw evaluationError(403, "notYourStudent");
  return asked;
};

/** The term named, or the current one. */
export const termOf = async (deps: EvaluationDeps, schoolId: number, termId: number | undefined) => {
  if (termId === undefined) {
    const current = await termAt(deps.db, schoolId);
    if (!current) throw evaluationError(400, "noTerm");
    return current.term;
  }
  const term = (await listTerms(deps.db, schoolId)).find((t) => t.id === termId);
  if (!term) throw evaluationError(400, "termNotFound");
  return term;
};

const round = (n: number) => Math.round(n * 100) / 100;

/** The student's place by total in their class and in their grade (ties share a place). */
const ranksOf = async (
  deps: ScoreDeps,
  at: { schoolId: number; termId: number; modelId: number },
  student: { id: number; classId: number; gradeId: number | null },
): Promise<StudentScores["ranks"]> => {
  const [inClass, inGrade] = await Promise.all([
    totalsIn(deps.db, { ...at, classId: student.classId }),
    student.gradeId === null ? Promise.resolve([]) : totalsIn(deps.db, { ...at, gradeId: student.gradeId }),
  ]);
  const place = (rows: { studentId: number; rank: number }[]) =>
    rows.find((r) => r.studentId === student.id)?.rank ?? rows.length;
  return {
    classRank: place(inClass),
    classSize: inClass.length,
    gradeRank: place(inGrade),
    gradeSize: inGrade.length,
  };
};

/** A student's scores on a model in a term: every indicator (zero where nothing scored), total and band. */
export const studentScores = async (
  deps: ScoreDeps,
  auth: AuthContext,
  q: { studentId?: number; termId?: number; modelId?: number },
): Promise<StudentScores> => {
  const studentId = await allowedStudent(deps, auth, q.studentId);
  const term = await termOf(deps, auth.schoolId, q.termId);
  const modelId = q.modelId ?? (await currentModelId(deps.db, auth.schoolId));
  const model = modelId === null ? null : await findModel(deps.db, auth.schoolId, modelId, STUDENTS);
  if (!model) throw evaluationError(404, "noModel");
  const [student, indicators, scores] = await Promise.all([
    studentOf(deps.db, auth.schoolId, studentId),
    listIndicators(deps.db, auth.schoolId, model.id),
    indicatorScoresOf(deps.db, auth.schoolId, term.id, model.id, studentId),
  ]);
  if (!student) throw notFound();
  const showRanks =
    auth.userType !== 1 && auth.userType !== 2 ? true : await ranksShown(deps.db, auth.schoolId);
  const ranks = showRanks
    ? await ranksOf(deps, { schoolId: auth.schoolId, termId: term.id, modelId: model.id }, student)
    : null;
  const byId = new Map(scores.map((s) => [s.indicatorId, s]));
  const tops = indicators.filter((i) => i.level === 1);
  const weights = tops.reduce((sum, i) => sum + i.weight, 0);
  const weighted = tops.reduce((sum, i) => sum + ((byId.get(i.id)?.score ?? 0) / i.maxScore) * i.weight, 0);
  const total = weights > 0 ? round((weighted / weights) * 100) : 0;
  const band = [...model.levels].sort((a, b) => b.min - a.min).find((l) => total >= l.min)?.name ?? null;
  const computed = scores.map((s) => s.computedAt.getTime());
  return {
    studentId,
    studentName: student.name,
    className: student.className,
    termId: term.id,
    termName: term.name,
    modelId: model.id,
    modelName: model.name,
    modelVersion: scores[0]?.modelVersion ?? null,
    total,
    band: scores.length > 0 ? band : null,
    computedAt: computed.length > 0 ? new Date(Math.max(...computed)).toISOString() : null,
    ranks,
    indicators: indicators.map((i) => ({
      indicatorId: i.id,
      pid: i.pid,
      level: i.level,
      name: i.name,
      maxScore: i.maxScore,
      weight: i.weight,
      score: byId.get(i.id)?.score ?? 0,
      raw: byId.get(i.id)?.raw ?? 0,
      band: byId.get(i.id)?.band ?? null,
      scored: byId.has(i.id),
    })),
  };
};

/** Why this score: the rules (by version) and submissions that gave it, and where caps applied. */
export const scoreLineage = async (
  deps: ScoreDeps,
  auth: AuthContext,
  q: { studentId?: number; termId: number; indicatorId: number },
): Promise<ScoreLineage> => {
  const studentId = await allowedStudent(deps, auth, q.studentId);
  const term = await termOf(deps, auth.schoolId, q.termId);
  return lineageOf(deps, auth.schoolId, {
    termId: term.id,
    indicatorId: q.indicatorId,
    subjectId: studentId,
    subjectType: STUDENTS,
  });
};

/**
 * The lineage of one person's score on an indicator of a model of their kind (a student's, or a teacher's
 * in a teacher growth model); the caller has checked that they may see it.
 */
export const lineageOf = async (
  deps: EvaluationDeps,
  schoolId: number,
  at: { termId: number; indicatorId: number; subjectId: number; subjectType: SubjectType },
): Promise<ScoreLineage> => {
  const { termId, subjectId } = at;
  const [rules, mine] = await Promise.all([
    ruleScoresOn(deps.db, schoolId, termId, at.indicatorId, subjectId),
    findIndicator(deps, schoolId, at.indicatorId, at.subjectType),
  ]);
  const [entries, scores] = await Promise.all([
    entriesOf(
      deps.db,
      schoolId,
      termId,
      rules.map((r) => r.ruleId),
      subjectId,
    ),
    indicatorScoresOf(deps.db, schoolId, termId, mine.modelId, subjectId),
  ]);
  const byId = new Map(scores.map((s) => [s.indicatorId, s]));
  const own = byId.get(mine.indicator.id);
  return {
    indicatorId: mine.indicator.id,
    indicatorName: mine.indicator.name,
    maxScore: mine.indicator.maxScore,
    score: own?.score ?? 0,
    raw: own?.raw ?? 0,
    modelVersion: own?.modelVersion ?? null,
    rules: rules.map((r) => {
      const config = r.config as RuleConfig;
      return {
        ruleId: r.ruleId,
        ruleName: r.ruleName,
        ruleVersion: r.ruleVersion,
        aggregate: config.aggregate as RuleAggregate,
        raw: r.raw,
        score: r.score,
        cappedAt: r.score < r.raw ? config.cap : null,
        entries: entries
          .filter((e) => e.ruleId === r.ruleId)
          .map((e) => ({
            formValueId: e.formValueId,
            taskName: e.taskName,
            filledAt: e.valueAt.toISOString(),
            points: e.points,
            counted: e.counted,
          })),
      };
    }),
    children: mine.children.map((c) => ({
      indicatorId: c.id,
      name: c.name,
      score: byId.get(c.id)?.score ?? 0,
    })),
  };
};

const findIndicator = async (
  deps: EvaluationDeps,
  schoolId: number,
  indicatorId: number,
  subjectType: SubjectType,
) => {
  const modelId = await modelOfIndicator(deps.db, schoolId, indicatorId);
  if (modelId === null || !(await findModel(deps.db, schoolId, modelId, subjectType))) throw notFound();
  const all = await listIndicators(deps.db, schoolId, modelId);
  const indicator = all.find((i) => i.id === indicatorId);
  if (!indicator) throw notFound();
  return { modelId, indicator, children: all.filter((i) => i.pid === indicatorId) };
};

export const errorLog = async (
  deps: ScoreDeps,
  auth: AuthContext,
  q: { modelId: number; termId?: number; page: number; size: number },
  lang: Lang,
): Promise<Page<RuleErrorItem>> => {
  const term = await termOf(deps, auth.schoolId, q.termId);
  const [{ rows, total }, model] = await Promise.all([
    pageErrors(deps.db, auth.schoolId, { ...q, termId: term.id }),
    findModel(deps.db, auth.schoolId, q.modelId),
  ]);
  // pageErrors names students; a teacher model's log is about teachers, named from the org module.
  const teachers =
    model?.subjectType === TEACHERS
      ? await teacherNames(
          deps.db,
          auth.schoolId,
          rows.map((r) => r.studentId),
        )
      : null;
  return {
    list: rows.map((r) => ({
      ...r,
      studentName: teachers ? (teachers.get(r.studentId) ?? "") : r.studentName,
      reason: reasonText(lang, r.reason),
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page: q.page,
    size: q.size,
  };
};

const ROLLBACK = Symbol("preview");

/**
 * A changed rule's impact on the current term: the rule is scored with the new configuration and the model
 * rolled up inside a transaction that is then rolled back, and the indicator's scores compared.
 */
export const previewRule = async (
  deps: ScoreDeps,
  auth: AuthContext,
  input: { id: number; config: RuleConfig },
): Promise<RulePreviewResult> => {
  const rule = await requireRule(deps.db, auth.schoolId, input.id);
  const current = await termAt(deps.db, auth.schoolId);
  if (!current) throw evaluationError(400, "noTerm");
  const term = await requireTerm(deps.db, auth.schoolId, current.term.id);
  // Archived students' scores would not move: the preview leaves them out as the real run does.
  const scope = await withoutArchived(deps.db, term, rule.modelId, deps.now());
  const before = await scoresOnIndicator(deps.db, auth.schoolId, scope.termId, rule.indicatorId);
  let after: typeof before = [];
  try {
    await deps.db.transaction(async (tx) => {
      await setRuleFields(tx, auth.schoolId, rule.id, { status: 1 });
      await scoreRuleIn(
        tx,
        { id: rule.id, version: rule.version + 1, config: input.config },
        scope,
        deps.ruleSources,
      );
      await rollUpIn(tx, auth.schoolId, rule.modelId, scope);
      after = await scoresOnIndicator(tx, auth.schoolId, scope.termId, rule.indicatorId);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  const model = await findModel(deps.db, auth.schoolId, rule.modelId);
  return compare(deps, auth.schoolId, scope.termId, before, after, model?.subjectType ?? STUDENTS);
};

type ScoreRow = { studentId: number; score: number; band: string | null };

const compare = async (
  deps: ScoreDeps,
  schoolId: number,
  termId: number,
  before: ScoreRow[],
  after: ScoreRow[],
  subjectType: SubjectType,
): Promise<RulePreviewResult> => {
  const old = new Map(before.map((r) => [r.studentId, r]));
  const now = new Map(after.map((r) => [r.studentId, r]));
  const students = [...new Set([...old.keys(), ...now.keys()])];
  const changes = students
    .map((id) => ({
      studentId: id,
      before: old.get(id)?.score ?? 0,
      after: now.get(id)?.score ?? 0,
      bandBefore: old.get(id)?.band ?? null,
      bandAfter: now.get(id)?.band ?? null,
    }))
    .filter((c) => Math.abs(c.after - c.before) > 1e-9 || c.bandBefore !== c.bandAfter);
  const deltas = changes.map((c) => c.after - c.before);
  const largest = deltas.reduce((m, d) => (Math.abs(d) > Math.abs(m) ? d : m), 0);
  const samples = [...changes]
    .sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before))
    .slice(0, 20);
  // A teacher model's samples are teachers (the score tables' student_id holds whom the model scores).
  const names = await (subjectType === TEACHERS ? teacherNames : studentNames)(
    deps.db,
    schoolId,
    samples.map((s) => s.studentId),
  );
  return {
    termId,
    students: students.length,
    changedScores: changes.filter((c) => Math.abs(c.after - c.before) > 1e-9).length,
    changedBands: changes.filter((c) => c.bandBefore !== c.bandAfter).length,
    averageDelta: deltas.length > 0 ? round(deltas.reduce((a, b) => a + b, 0) / deltas.length) : 0,
    largestDelta: round(largest),
    samples: samples.map((s) => ({ ...s, studentName: names.get(s.studentId) ?? "" })),
  };
};
