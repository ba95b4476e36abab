import type {
  LevelBand,
  ScoreLineage,
  TeaGrowthDept,
  TeaGrowthHeader,
  TeaGrowthListQuery,
  TeaGrowthPage,
  TeaGrowthQuery,
  TeaGrowthRecord,
  TeaGrowthSummary,
} from "@eos/contracts";
import type { AuthContext } from "../../../platform/auth/access.ts";
import { writeWorkbook } from "../../../platform/files/xlsx.ts";
import { notFound } from "../../../platform/http/errors.ts";
import type { Lang } from "../../../platform/http/i18n.ts";
import { listTerms } from "../../school/index.ts";
import { findModel, firstModelId, type IndicatorRow, listIndicators, TEACHERS } from "../model.store.ts";
import { lineageOf, type ScoreDeps, termOf } from "../score-read.service.ts";
import { indicatorScoresOf } from "../score-read.store.ts";
import { teaGrowthError, teaGrowthText } from "./teacher-growth.messages.ts";
import {
  departmentsOf,
  departmentsOfSchool,
  type GrowthScope,
  groupFigures,
  levelOneByTerm,
  pageTeacherTotals,
  type TeacherFilter,
  teacherModels,
  teacherOf,
} from "./teacher-growth.store.ts";

/** Who reads every teacher's record: administrators and holders of evaluation.teacherGrowth. */
const isStaff = async (deps: ScoreDeps, auth: AuthContext) =>
  auth.isAdmin || (await deps.codesOf(auth)).has("evaluation.teacherGrowth");

/** Whose record the caller may read: a teacher their own; staff any teacher of the school. */
export const allowedTeacher = async (
  deps: ScoreDeps,
  auth: AuthContext,
  asked: number | undefined,
): Promise<number> => {
  if (auth.userType !== 0) throw teaGrowthError(403, "teachersOnly");
  if (asked === undefined || asked === auth.userId) return auth.userId;
  if (await isStaff(deps, auth)) return asked;
  throw teaGrowthError(403, "notYourRecord");
};

const round = (n: number) => Math.round(n * 100) / 100;

const bandOf = (levels: LevelBand[], total: number) =>
  [...levels].sort((a, b) => b.min - a.min).find((l) => total >= l.min)?.name ?? null;

/** Σ level-1 score / max × weight, scaled to 100 by the weights' sum (as a student's total). */
const totalOf = (tops: IndicatorRow[], scoreOf: (indicatorId: number) => number) => {
  const weights = tops.reduce((sum, i) => sum + i.weight, 0);
  const weighted = tops.reduce((sum, i) => sum + (scoreOf(i.id) / i.maxScore) * i.weight, 0);
  return weights > 0 ? round((weighted / weights) * 100) : 0;
};

/** The teacher model's id (the one named, or the school's first) and the term (the one named, or the current one). */
const resolveIds = async (deps: ScoreDeps, auth: AuthContext, q: TeaGrowthQuery) => {
  const [modelId, term] = await Promise.all([
    q.modelId ?? firstModelId(deps.db, auth.schoolId, TEACHERS),
    termOf(deps, auth.schoolId, q.termId),
  ]);
  if (modelId === null) throw teaGrowthError(404, "noTeacherModel");
  return { modelId, term };
};

/** The model (a teacher model, else 404) and its indicators; read together, the indicators kept only for one. */
const modelAndIndicators = async (deps: ScoreDeps, schoolId: number, modelId: number) => {
  const [model, indicators] = await Promise.all([
    findModel(deps.db, schoolId, modelId, TEACHERS),
    listIndicators(deps.db, schoolId, modelId),
  ]);
  if (!model) throw teaGrowthError(404, "noTeacherModel");
  return { model, indicators };
};

/** The teacher model named, or the school's first one; and the term named, or the current one. */
const resolve = async (deps: ScoreDeps, auth: AuthContext, q: TeaGrowthQuery) => {
  const { modelId, term } = await resolveIds(deps, auth, q);
  const { model, indicators } = await modelAndIndicators(deps, auth.schoolId, modelId);
  const scope: GrowthScope = {
    schoolId: auth.schoolId,
    termId: term.id,
    modelId: model.id,
    levels: model.levels,
  };
  const header: TeaGrowthHeader = {
    termId: term.id,
    termName: term.name,
    modelId: model.id,
    modelName: model.name,
    indicators: indicators
      .filter((i) => i.level === 1)
      .map((i) => ({ indicatorId: i.id, name: i.name, maxScore: i.maxScore })),
  };
  return { model, term, indicators, scope, header };
};

export const listTeacherModels = (deps: ScoreDeps, auth: AuthContext) =>
  teacherModels(deps.db, auth.schoolId);

/** A teacher's growth record: every indicator in the term, the total and band, and each term's totals. */
export const growthRecord = async (
  deps: ScoreDeps,
  auth: AuthContext,
  q: TeaGrowthQuery & { teacherId?: number },
): Promise<TeaGrowthRecord> => {
  const teacherId = await allowedTeacher(deps, auth, q.teacherId);
  // Two rounds of parallel reads (the home shows this on every visit): the teacher, the model's id and the term;
  // then everything keyed by them. The teacher is checked first, as it was when the reads ran one by one.
  const ids = resolveIds(deps, auth, q);
  ids.catch(() => {});
  const teacher = await teacherOf(deps.db, auth.schoolId, teacherId);
  if (!teacher) throw notFound();
  const { modelId, term } = await ids;
  const [r, scores, history, departments, terms] = await Promise.all([
    modelAndIndicators(deps, auth.schoolId, modelId),
    indicatorScoresOf(deps.db, auth.schoolId, term.id, modelId, teacherId),
    levelOneByTerm(deps.db, auth.schoolId, modelId, teacherId),
    departmentsOf(deps.db, auth.schoolId, [teacherId]),
    listTerms(deps.db, auth.schoolId),
  ]);
  const byId = new Map(scores.map((s) => [s.indicatorId, s]));
  const tops = r.indicators.filter((i) => i.level === 1);
  const total = totalOf(tops, (id) => byId.get(id)?.score ?? 0);
  const computed = scores.map((s) => s.computedAt.getTime());
  return {
    teacherId,
    teacherName: teacher.name,
    subject: teacher.subject,
    departments: departments.get(teacherId) ?? [],
    termId: term.id,
    termName: term.name,
    modelId: r.model.id,
    modelName: r.model.name,
    modelVersion: scores[0]?.modelVersion ?? null,
    total,
    band: scores.length > 0 ? bandOf(r.model.levels, total) : null,
    computedAt: computed.length > 0 ? new Date(Math.max(...computed)).toISOString() : null,
    indicators: r.indicators.map((i) => ({
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
    terms: terms
      .filter((t) => history.some((h) => h.termId === t.id))
      .map((t) => {
        const mine = new Map(history.filter((h) => h.termId === t.id).map((h) => [h.indicatorId, h.score]));
        const termTotal = totalOf(tops, (id) => mine.get(id) ?? 0);
        return {
          termId: t.id,
          termName: t.name,
          total: termTotal,
          band: bandOf(r.model.levels, termTotal),
          indicators: tops.map((i) => ({ indicatorId: i.id, score: mine.get(i.id) ?? 0 })),
        };
      }),
  };
};

/** Why a teacher's score is what it is: the rules (by version) and their submissions. */
export const growthLineage = async (
  deps: ScoreDeps,
  auth: AuthContext,
  q: { teacherId?: number; termId: number; indicatorId: number },
): Promise<ScoreLineage> => {
  const teacherId = await allowedTeacher(deps, auth, q.teacherId);
  const term = await termOf(deps, auth.schoolId, q.termId);
  return lineageOf(deps, auth.schoolId, {
    termId: term.id,
    indicatorId: q.indicatorId,
    subjectId: teacherId,
    subjectType: TEACHERS,
  });
};

const filterOf = (q: TeaGrowthListQuery): TeacherFilter => ({
  deptId: q.deptId,
  keyword: q.keyword,
  sort: q.sort,
  order: q.order,
});

/** Staff: the school's teachers with their totals, bands, ranks and level-1 scores, searched and paged. */
export const growthPage = async (
  deps: ScoreDeps,
  auth: AuthContext,
  q: TeaGrowthListQuery,
): Promise<TeaGrowthPage> => {
  const r = await resolve(deps, auth, q);
  const { rows, total } = await pageTeacherTotals(deps.db, r.scope, filterOf(q), {
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  const departments = await departmentsOf(
    deps.db,
    auth.schoolId,
    rows.map((row) => row.teacherId),
  );
  return {
    header: r.header,
    list: rows.map((row) => ({ ...row, departments: departments.get(row.teacherId) ?? [] })),
    total,
    page: q.page,
    size: q.size,
  };
};

const EXPORT_CAP = 20_000;

/** The same list, every page, as .xlsx in the caller's language. */
export const exportGrowth = async (
  deps: ScoreDeps,
  auth: AuthContext,
  q: TeaGrowthListQuery,
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const r = await resolve(deps, auth, q);
  const { rows } = await pageTeacherTotals(deps.db, r.scope, filterOf(q), { limit: EXPORT_CAP, offset: 0 });
  const departments = await departmentsOf(
    deps.db,
    auth.schoolId,
    rows.map((row) => row.teacherId),
  );
  const text = (key: Parameters<typeof teaGrowthText>[1]) => teaGrowthText(lang, key);
  const tops = r.header.indicators;
  const file = await writeWorkbook([
    {
      name: text("sheet"),
      rows: [
        [
          text("colRank"),
          text("colName"),
          text("colSubject"),
          text("colDepartments"),
          ...tops.map((i) => i.name),
          text("colTotal"),
          text("colBand"),
        ],
        ...rows.map((row) => {
          const scores = new Map(row.indicators.map((i) => [i.indicatorId, i.score]));
          return [
            row.rank,
            row.teacherName,
            row.subject,
            (departments.get(row.teacherId) ?? []).join("、"),
            ...tops.map((i) => scores.get(i.indicatorId) ?? 0),
            row.total,
            row.band ?? "",
          ];
        }),
      ],
    },
  ]);
  return { file, name: `${text("fileName")}-${r.term.name}` };
};

/** Staff: the school's and each department's figures on the model in the term. */
export const growthSummary = async (
  deps: ScoreDeps,
  auth: AuthContext,
  q: TeaGrowthQuery,
  lang: Lang,
): Promise<TeaGrowthSummary> => {
  const r = await resolve(deps, auth, q);
  const [figures, depts] = await Promise.all([
    groupFigures(deps.db, r.scope),
    departmentsOfSchool(deps.db, auth.schoolId),
  ]);
  const byGroup = new Map(figures.map((f) => [f.grp, f]));
  const bands = [...r.model.levels].sort((a, b) => b.min - a.min).map((l) => l.name);
  const deptOf = (grp: number, deptId: number | null, deptName: string): TeaGrowthDept => {
    const f = byGroup.get(grp);
    return {
      deptId,
      deptName,
      teachers: f?.teachers ?? 0,
      scored: f?.scored ?? 0,
      average: f?.average ?? 0,
      bands: bands.map((band) => ({ band, count: f?.bands.get(band) ?? 0 })),
      indicators: r.header.indicators.map((i) => ({
        indicatorId: i.indicatorId,
        average: f?.indicators.get(i.indicatorId) ?? 0,
      })),
    };
  };
  const departments = depts.map((d) => deptOf(d.id, d.id, d.name));
  if ((byGroup.get(0)?.teachers ?? 0) > 0)
    departments.push(deptOf(0, null, teaGrowthText(lang, "noDepartment")));
  return {
    header: r.header,
    school: deptOf(-1, null, teaGrowthText(lang, "wholeSchool")),
    departments,
  };
};
