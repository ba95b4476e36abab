import type {
  CultivateChart,
  CultivateChartQuery,
  CultivateStaleReason,
  CultivateUpStatus,
} from "@eos/contracts";
import type { AuthContext } from "../../../platform/auth/access.ts";
import { notFound } from "../../../platform/http/errors.ts";
import { classesOfTeacher, classLabel } from "../../org/index.ts";
import { findSchoolById, listTerms, type TermRow } from "../../school/index.ts";
import { unitNames } from "../class-names.store.ts";
import { evaluationError } from "../evaluation.messages.ts";
import type { EvaluationDeps } from "../model.service.ts";
import { findModel } from "../model.store.ts";
import type { ScoreDeps } from "../score-read.service.ts";
import { termAt } from "../score-run.service.ts";
import { liveIndicators, requireCultivateModel } from "./cultivate.service.ts";
import type { CultivateModelRow, GoalRow } from "./cultivate.store.ts";
import { listGoals } from "./cultivate.store.ts";
import { findRefresh, goalFigures, processData, saveRefresh, scoreMark } from "./cultivate-data.store.ts";
import { goalLinks } from "./cultivate-goals.ts";

/** The term named, or the school's current one. */
export const termOf = async (
  deps: EvaluationDeps,
  schoolId: number,
  termId: number | undefined,
): Promise<TermRow> => {
  const term =
    termId === undefined
      ? (await termAt(deps.db, schoolId))?.term
      : (await listTerms(deps.db, schoolId)).find((t) => t.id === termId);
  if (!term) throw evaluationError(400, termId === undefined ? "noTerm" : "termNotFound");
  return term;
};

/** Everything the processed data depends on, read now. */
const sources = async (deps: EvaluationDeps, model: CultivateModelRow, termId: number) => {
  const [goals, indicators, target] = await Promise.all([
    listGoals(deps.db, model.schoolId, model.id),
    liveIndicators(deps.db, model.schoolId, model.targetModelId),
    findModel(deps.db, model.schoolId, model.targetModelId),
  ]);
  const live = new Set(indicators.map((i) => i.id));
  const links = goalLinks(goals, live);
  const mark = await scoreMark(deps.db, model.schoolId, termId, [
    ...new Set(links.map((l) => l.indicatorId)),
  ]);
  return { goals, indicators, links, targetVersion: target?.version ?? 0, mark };
};

type Sources = Awaited<ReturnType<typeof sources>>;

const statusOf = async (
  deps: EvaluationDeps,
  model: CultivateModelRow,
  term: TermRow,
  known?: Sources,
): Promise<CultivateUpStatus> => {
  const [refresh, now] = await Promise.all([
    findRefresh(deps.db, model.schoolId, model.id, term.id),
    known ?? sources(deps, model, term.id),
  ]);
  const base = { modelId: model.id, termId: term.id, termName: term.name };
  if (!refresh) return { ...base, status: "never", reasons: [], refreshedAt: null };
  const reasons: CultivateStaleReason[] = [];
  if (refresh.modelVersion !== model.version) reasons.push("goals");
  if (refresh.targetVersion !== now.targetVersion) reasons.push("indicators");
  if (refresh.scoreMark !== now.mark) reasons.push("scores");
  return {
    ...base,
    status: reasons.length > 0 ? "stale" : "fresh",
    reasons,
    refreshedAt: refresh.refreshedAt.toISOString(),
  };
};

/** Whether a model's processed data in a term still matches its goals, indicators and scores. */
export const cultivateUpStatus = async (
  deps: EvaluationDeps,
  auth: AuthContext,
  q: { id: number; termId?: number },
): Promise<CultivateUpStatus> => {
  const model = await requireCultivateModel(deps.db, auth.schoolId, q.id);
  return statusOf(deps, model, await termOf(deps, auth.schoolId, q.termId));
};

/**
 * Processes a model's data for a term again (in SQL) and records what it was made from. Runs as a background
 * job (cultivate-process.jobs.ts); `progress` hears the steps (sources read, data written).
 */
export const processCultivateTerm = async (
  deps: EvaluationDeps,
  key: { schoolId: number; modelId: number; termId: number; userId: number | null },
  progress: (done: number, total: number) => Promise<void> = async () => {},
): Promise<CultivateUpStatus> => {
  const model = await requireCultivateModel(deps.db, key.schoolId, key.modelId);
  const term = await termOf(deps, key.schoolId, key.termId);
  const src = await sources(deps, model, term.id);
  await progress(1, 2);
  const at = { schoolId: key.schoolId, modelId: model.id, termId: term.id };
  await deps.db.transaction(async (tx) => {
    await processData(tx, {
      ...at,
      targetModelId: model.targetModelId,
      links: src.links,
      levels: model.levels,
    });
    await saveRefresh(tx, at, {
      modelVersion: model.version,
      targetVersion: src.targetVersion,
      scoreMark: src.mark,
      refreshedAt: deps.now(),
      refreshedBy: key.userId,
    });
  });
  await progress(2, 2);
  return statusOf(deps, model, term);
};

/** Staff (administrators, evaluation.manage or .scores) read any scope; other teachers a class they teach. */
const checkScope = async (deps: ScoreDeps, auth: AuthContext, q: CultivateChartQuery) => {
  if (auth.isAdmin) return;
  const codes = await deps.codesOf(auth);
  if (codes.has("evaluation.manage") || codes.has("evaluation.scores")) return;
  const taught = await classesOfTeacher(deps.db, auth.schoolId, auth.userId);
  if (q.classId === undefined || !taught.includes(q.classId)) throw evaluationError(403, "notYourStudent");
};

const scopeName = async (
  deps: EvaluationDeps,
  schoolId: number,
  q: { classId?: number; gradeId?: number },
) => {
  const unit = q.classId ?? q.gradeId;
  if (unit === undefined) return (await findSchoolById(deps.db, schoolId))?.name ?? "";
  const row = await unitNames(deps.db, schoolId, unit);
  if (!row) throw notFound();
  return q.classId !== undefined ? classLabel(row.gradeName, row.className) : row.gradeName;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The chart of a model in a term over a scope, read from the processed data, with its up-status. */
export const cultivateChart = async (
  deps: ScoreDeps,
  auth: AuthContext,
  q: CultivateChartQuery,
): Promise<CultivateChart> => {
  await checkScope(deps, auth, q);
  const model = await requireCultivateModel(deps.db, auth.schoolId, q.id);
  const term = await termOf(deps, auth.schoolId, q.termId);
  const scope = {
    schoolId: auth.schoolId,
    modelId: model.id,
    termId: term.id,
    classId: q.classId,
    gradeId: q.classId === undefined ? q.gradeId : undefined,
  };
  const src = await sources(deps, model, term.id);
  const [name, upStatus, figures] = await Promise.all([
    scopeName(deps, auth.schoolId, scope),
    statusOf(deps, model, term, src),
    goalFigures(deps.db, scope),
  ]);
  const bands = [...model.levels].sort((a, b) => b.min - a.min).map((l) => l.name);
  const indicatorName = new Map(src.indicators.map((i) => [i.id, i.name]));
  const linked = (g: GoalRow) =>
    src.links.filter((l) => l.goalId === g.id).map((l) => indicatorName.get(l.indicatorId) ?? "");
  return {
    modelId: model.id,
    modelName: model.name,
    termId: term.id,
    termName: term.name,
    scopeName: name,
    students: Math.max(0, ...[...figures.values()].map((f) => f.students)),
    bands,
    upStatus,
    goals: src.goals.map((g) => {
      const f = figures.get(g.id);
      return {
        goalId: g.id,
        pid: g.pid,
        level: g.level,
        name: g.name,
        indicators: linked(g),
        average: f && f.students > 0 ? round2(f.scoreSum / f.students) : 0,
        scored: f?.scored ?? 0,
        counts: bands.map((b) => f?.bands.get(b) ?? 0),
      };
    }),
  };
};
