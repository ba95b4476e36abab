import type {
  RuleSumScore,
  RuleSumScoreQuery,
  ScoreByConditionPage,
  ScoreByConditionQuery,
} from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { writeWorkbook } from "../../platform/files/xlsx.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import {
  currentModelId,
  evaluationError,
  findModel,
  listIndicators,
  modelOfIndicator,
  pageScoresByCondition,
  type QueryScope,
  ruleSumsIn,
  STUDENTS,
  termOf,
} from "../evaluation/index.ts";
import { classesOfTeacher } from "../org/index.ts";
import type { InsightAccessDeps } from "./insight.deps.ts";
import { scoreQueryText } from "./score-query.messages.ts";

const EXPORT_CAP = 20_000;
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Which students the caller may query: staff (administrators, evaluation.scores) any class, grade or the
 * school; other teachers the classes they teach (a class named must be one of them).
 */
const classesAllowed = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  classId: number | undefined,
): Promise<number[] | undefined> => {
  if (auth.isAdmin || (await deps.codesOf(auth)).has("evaluation.scores")) return undefined;
  const taught = await classesOfTeacher(deps.db, auth.schoolId, auth.userId);
  if (taught.length === 0 || (classId !== undefined && !taught.includes(classId)))
    throw evaluationError(403, "notYourStudent");
  return taught;
};

/** The indicator asked about, its student model and the term, or 404 when the school has no such indicator. */
const resolveCondition = async (deps: InsightAccessDeps, auth: AuthContext, q: ScoreByConditionQuery) => {
  const classIds = await classesAllowed(deps, auth, q.classId);
  const modelId = await modelOfIndicator(deps.db, auth.schoolId, q.indicatorId);
  const model = modelId === null ? null : await findModel(deps.db, auth.schoolId, modelId, STUDENTS);
  if (!model) throw notFound();
  const indicator = (await listIndicators(deps.db, auth.schoolId, model.id)).find(
    (i) => i.id === q.indicatorId,
  );
  if (!indicator) throw notFound();
  const term = await termOf(deps, auth.schoolId, q.termId);
  const scope: QueryScope = {
    schoolId: auth.schoolId,
    termId: term.id,
    modelId: model.id,
    classIds,
    classId: q.classId,
    gradeId: q.gradeId,
  };
  return { scope, term, model, indicator };
};

const filterOf = (q: ScoreByConditionQuery) => ({
  indicatorId: q.indicatorId,
  min: q.min,
  max: q.max,
  band: q.band,
  keyword: q.keyword,
  sort: q.sort,
  order: q.order,
});

/** One indicator's scores over the scope, filtered by range, band and search, sorted and paged. */
export const scoresByCondition = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: ScoreByConditionQuery,
): Promise<ScoreByConditionPage> => {
  const r = await resolveCondition(deps, auth, q);
  const { rows, total } = await pageScoresByCondition(deps.db, r.scope, filterOf(q), {
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return {
    list: rows,
    total,
    page: q.page,
    size: q.size,
    termId: r.term.id,
    termName: r.term.name,
    modelId: r.model.id,
    modelName: r.model.name,
    indicatorId: r.indicator.id,
    indicatorName: r.indicator.name,
    maxScore: r.indicator.maxScore,
  };
};

/** The same rows, every page, as .xlsx (text that looks like a formula is neutralised by writeWorkbook). */
export const exportScoresByCondition = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: ScoreByConditionQuery,
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const r = await resolveCondition(deps, auth, q);
  const { rows } = await pageScoresByCondition(deps.db, r.scope, filterOf(q), {
    limit: EXPORT_CAP,
    offset: 0,
  });
  const text = (key: Parameters<typeof scoreQueryText>[1]) => scoreQueryText(lang, key);
  const file = await writeWorkbook([
    {
      name: text("sheet"),
      rows: [
        [
          text("colRank"),
          text("colName"),
          text("colNo"),
          text("colClass"),
          text("colIndicator"),
          text("colScore"),
          text("colMax"),
          text("colBand"),
          text("colTerm"),
        ],
        ...rows.map((row) => [
          row.rank,
          row.studentName,
          row.studentNo,
          row.className,
          r.indicator.name,
          row.score,
          r.indicator.maxScore,
          row.band ?? "",
          r.term.name,
        ]),
      ],
    },
  ]);
  return { file, name: `${text("fileName")}-${r.indicator.name}` };
};

/** Each rule of the model and what it gave the scope's students in the term: sum, averages, submissions. */
export const ruleSumScore = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: RuleSumScoreQuery,
): Promise<RuleSumScore> => {
  const classIds = await classesAllowed(deps, auth, q.classId);
  const term = await termOf(deps, auth.schoolId, q.termId);
  const modelId = q.modelId ?? (await currentModelId(deps.db, auth.schoolId));
  const model = modelId === null ? null : await findModel(deps.db, auth.schoolId, modelId, STUDENTS);
  if (!model) throw evaluationError(404, "noModel");
  const { rows, students } = await ruleSumsIn(deps.db, {
    schoolId: auth.schoolId,
    termId: term.id,
    modelId: model.id,
    classIds,
    classId: q.classId,
    gradeId: q.gradeId,
  });
  const all = rows.reduce((sum, r) => sum + r.sum, 0);
  return {
    termId: term.id,
    termName: term.name,
    modelId: model.id,
    modelName: model.name,
    students,
    rules: rows.map((r) => ({
      ...r,
      sum: round(r.sum),
      average: r.scoredStudents > 0 ? round(r.sum / r.scoredStudents) : 0,
      averageAll: students > 0 ? round(r.sum / students) : 0,
      share: all > 0 ? Math.round((r.sum / all) * 10000) / 10000 : 0,
    })),
  };
};
