import type {
  LevelBand,
  SummaryAverage,
  SummaryLevel,
  SummaryList,
  SummaryQuery,
  SummaryScatter,
  SummaryScatterQuery,
  SummaryStudent,
} from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import {
  averagesIn,
  axesIn,
  currentModelId,
  evaluationError,
  findModel,
  indicatorColumnsOf,
  STUDENTS,
  type SummaryScope,
  scatterIn,
  scoreColumnsOf,
  termAt,
  totalsIn,
  unitNames,
} from "../evaluation/index.ts";
import { classesOfTeacher, classLabel } from "../org/index.ts";
import { findSchoolById, listTerms } from "../school/index.ts";
import type { InsightAccessDeps } from "./insight.deps.ts";

const bandOf = (levels: LevelBand[], total: number) =>
  [...levels].sort((a, b) => b.min - a.min).find((l) => total >= l.min)?.name ?? null;

/**
 * What a summary covers and whether the caller may see it: staff (administrators, evaluation.scores) any
 * class, grade or the school; other teachers one class they teach, the first of theirs when they name none
 * (the page opens on what its viewer may see instead of a refusal).
 */
const resolve = async (deps: InsightAccessDeps, auth: AuthContext, asked: SummaryQuery) => {
  let q = asked;
  const staff = auth.isAdmin || (await deps.codesOf(auth)).has("evaluation.scores");
  if (!staff) {
    const taught = await classesOfTeacher(deps.db, auth.schoolId, auth.userId);
    if (q.classId === undefined && q.gradeId === undefined && taught[0] !== undefined)
      q = { ...q, classId: taught[0] };
    if (q.classId === undefined || !taught.includes(q.classId)) throw evaluationError(403, "notYourStudent");
  }
  const term =
    q.termId === undefined
      ? (await termAt(deps.db, auth.schoolId))?.term
      : (await listTerms(deps.db, auth.schoolId)).find((t) => t.id === q.termId);
  if (!term) throw evaluationError(400, q.termId === undefined ? "noTerm" : "termNotFound");
  const modelId = q.modelId ?? (await currentModelId(deps.db, auth.schoolId));
  const model = modelId === null ? null : await findModel(deps.db, auth.schoolId, modelId, STUDENTS);
  if (!model) throw evaluationError(404, "noModel");
  const scope: SummaryScope = {
    schoolId: auth.schoolId,
    termId: term.id,
    modelId: model.id,
    classId: q.classId,
    gradeId: q.classId === undefined ? q.gradeId : undefined,
  };
  return { scope, term, model, scopeName: await scopeName(deps, auth, scope) };
};

const scopeName = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  scope: SummaryScope,
): Promise<string> => {
  const unit = scope.classId ?? scope.gradeId;
  if (unit === undefined) return (await findSchoolById(deps.db, auth.schoolId))?.name ?? "";
  const row = await unitNames(deps.db, auth.schoolId, unit);
  if (!row) throw evaluationError(404, "noModel");
  return scope.classId !== undefined ? classLabel(row.gradeName, row.className) : row.gradeName;
};

const header = (r: Awaited<ReturnType<typeof resolve>>, students: number) => ({
  termId: r.term.id,
  termName: r.term.name,
  modelId: r.model.id,
  modelName: r.model.name,
  scopeName: r.scopeName,
  students,
});

/**
 * The overall list's rows: every student's total, band and rank in the scope, searched and ordered, with the
 * scores of the school's indicator columns that belong to the model (one statement, pivoted in SQL).
 */
export const summaryRows = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: SummaryQuery & { keyword?: string; order: "asc" | "desc" },
) => {
  const r = await resolve(deps, auth, q);
  const setting = await scoreColumnsOf(deps.db, auth.schoolId);
  const indicators = await indicatorColumnsOf(deps.db, auth.schoolId, r.model.id, setting.indicatorIds);
  const all = await totalsIn(
    deps.db,
    r.scope,
    indicators.map((i) => i.indicatorId),
  );
  const keyword = q.keyword?.toLowerCase();
  const found = keyword
    ? all.filter((s) => s.studentName.toLowerCase().includes(keyword) || s.studentNo.includes(keyword))
    : all;
  const ordered = q.order === "asc" ? [...found].reverse() : found;
  const rows: SummaryStudent[] = ordered.map(({ scored, picked, ...s }) => ({
    ...s,
    band: scored ? bandOf(r.model.levels, s.total) : null,
    indicatorScores: picked,
  }));
  return { resolved: r, columns: setting.columns, indicators, rows };
};

/** The overall list, paged, with the indicator columns its rows carry. */
export const summaryList = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: SummaryQuery & { page: number; size: number; keyword?: string; order: "asc" | "desc" },
): Promise<SummaryList> => {
  const { rows, indicators } = await summaryRows(deps, auth, q);
  return {
    list: rows.slice((q.page - 1) * q.size, q.page * q.size),
    total: rows.length,
    page: q.page,
    size: q.size,
    indicators,
  };
};

/** How many students reached each band of the level equivalency (the unscored counted apart). */
export const summaryLevels = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: SummaryQuery,
): Promise<SummaryLevel> => {
  const r = await resolve(deps, auth, q);
  const all = await totalsIn(deps.db, r.scope);
  const scored = all.filter((s) => s.scored);
  return {
    ...header(r, all.length),
    bands: [...r.model.levels]
      .sort((a, b) => b.min - a.min)
      .map((l) => ({
        band: l.name,
        count: scored.filter((s) => bandOf(r.model.levels, s.total) === l.name).length,
      })),
    unscored: all.length - scored.length,
  };
};

/** The average of each indicator over the scope (the radar map reads the level-1 ones). */
export const summaryAverages = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: SummaryQuery,
): Promise<SummaryAverage> => {
  const r = await resolve(deps, auth, q);
  const [indicators, all] = await Promise.all([averagesIn(deps.db, r.scope), totalsIn(deps.db, r.scope)]);
  return { ...header(r, all.length), indicators };
};

/** Two indicators' scores, one point per student of the scope, for a scatter chart. */
export const summaryScatter = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: SummaryScatterQuery,
): Promise<SummaryScatter> => {
  const r = await resolve(deps, auth, q);
  const axes = await axesIn(deps.db, r.scope, [q.xIndicatorId, q.yIndicatorId]);
  const x = axes.find((a) => a.indicatorId === q.xIndicatorId);
  const y = axes.find((a) => a.indicatorId === q.yIndicatorId);
  if (!x || !y) throw evaluationError(400, "indicatorNotInModel");
  const points = await scatterIn(deps.db, r.scope, x.indicatorId, y.indicatorId);
  return { ...header(r, points.length), x, y, points };
};
