import type {
  Page,
  TargetSchoolsQuery,
  TargetSchoolUsage,
  TargetUsage,
  TargetUsageExportQuery,
  TargetUsageModel,
  TargetUsageQuery,
} from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { writeWorkbook } from "../../platform/files/xlsx.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import {
  type IndicatorUsageScope,
  indicatorUsagePage,
  schoolsOfIndicatorPage,
  usageIndicator,
  usageModels,
} from "../evaluation/index.ts";
import { currentTermsOf, findSchoolById, listSitesOfArea, listTerms, termsHolding } from "../school/index.ts";
import type { InsightDeps } from "./insight.deps.ts";
import { targetUsageText as t } from "./usage-target.messages.ts";

const EXPORT_CAP = 10_000;
type Term = { id: number; name: string };

/** The middle day of a term, so that each school's term holding it is the one that overlaps it most. */
const middleDay = (term: { stime: string; etime: string }) => {
  const from = Date.parse(`${term.stime}T00:00:00Z`);
  const to = Date.parse(`${term.etime}T00:00:00Z`);
  return new Date(from + Math.floor((to - from) / 86_400_000 / 2) * 86_400_000).toISOString().slice(0, 10);
};

/**
 * Whose indicators and which schools: area staff on the area's site read the area's student models over its
 * schools (their copies); anyone else their own school's models, their school the only one. The term is one
 * of the caller's site: for the area, each school's term holding its middle day; without one, each school's
 * current term.
 */
const scopeOf = async (deps: InsightDeps, auth: AuthContext, termId?: number) => {
  const area = auth.schoolType === 1 && auth.areaId !== null;
  const schools = area
    ? (await listSitesOfArea(deps.db, auth.areaId as number))
        .filter((s) => s.type === 0)
        .map((s) => ({ id: s.id, name: s.name }))
    : [{ id: auth.schoolId, name: (await findSchoolById(deps.db, auth.schoolId))?.name ?? "" }];
  const ids = schools.map((s) => s.id);
  let terms: Map<number, Term>;
  if (termId === undefined) terms = await currentTermsOf(deps.db, ids);
  else {
    const term = (await listTerms(deps.db, auth.schoolId)).find((x) => x.id === termId);
    if (!term) throw notFound();
    terms = area
      ? await termsHolding(deps.db, ids, middleDay(term))
      : new Map([[auth.schoolId, { id: term.id, name: term.name }]]);
  }
  const scope: IndicatorUsageScope = {
    ownerId: auth.schoolId,
    copies: area,
    schools: schools.map((s) => ({ ...s, termId: terms.get(s.id)?.id ?? null })),
  };
  return { scope, terms };
};

/** A model filter must name one of the caller's own student models. */
const checkModel = async (deps: InsightDeps, auth: AuthContext, modelId?: number) => {
  if (modelId === undefined) return;
  if (!(await usageModels(deps.db, auth.schoolId)).some((m) => m.id === modelId)) throw notFound();
};

/** /v3/usedCount/target/models: the student models the list can be filtered by. */
export const targetUsageModels = (deps: InsightDeps, auth: AuthContext): Promise<TargetUsageModel[]> =>
  usageModels(deps.db, auth.schoolId);

type Filters = Omit<TargetUsageQuery, "page" | "size">;

const findIndicators = async (
  deps: InsightDeps,
  auth: AuthContext,
  q: Filters,
  limit: number,
  offset: number,
) => {
  await checkModel(deps, auth, q.modelId);
  const { scope } = await scopeOf(deps, auth, q.termId);
  return indicatorUsagePage(deps.db, scope, {
    modelId: q.modelId,
    level: q.level,
    keyword: q.keyword,
    sort: { field: q.sortField, descend: q.sortOrder === "descend" },
    limit,
    offset,
  });
};

/** /v3/usedCount/target/page: each indicator with how many of the schools use it; one statement a page. */
export const pageTargetUsage = async (
  deps: InsightDeps,
  auth: AuthContext,
  q: TargetUsageQuery,
): Promise<Page<TargetUsage>> => {
  const { rows, total } = await findIndicators(deps, auth, q, q.size, (q.page - 1) * q.size);
  return { list: rows, total, page: q.page, size: q.size };
};

type SchoolFilters = Omit<TargetSchoolsQuery, "page" | "size">;

const findSchools = async (
  deps: InsightDeps,
  auth: AuthContext,
  q: SchoolFilters,
  limit: number,
  offset: number,
) => {
  const indicator = await usageIndicator(deps.db, auth.schoolId, q.indicatorId);
  if (!indicator) throw notFound();
  const { scope, terms } = await scopeOf(deps, auth, q.termId);
  const names = new Map(scope.schools.map((s) => [s.id, s.name]));
  const { rows, total } = await schoolsOfIndicatorPage(deps.db, scope, {
    indicatorId: q.indicatorId,
    used: q.used,
    sort: { field: q.sortField, descend: q.sortOrder === "descend" },
    limit,
    offset,
  });
  const list = rows.map(
    (r): TargetSchoolUsage => ({
      ...r,
      schoolName: names.get(r.schoolId) ?? "",
      termName: terms.get(r.schoolId)?.name ?? null,
    }),
  );
  return { indicator, list, total };
};

/** /v3/usedCount/target/schools: one indicator's schools, using it or not, with their rules and scores. */
export const pageTargetSchools = async (
  deps: InsightDeps,
  auth: AuthContext,
  q: TargetSchoolsQuery,
): Promise<Page<TargetSchoolUsage>> => {
  const { list, total } = await findSchools(deps, auth, q, q.size, (q.page - 1) * q.size);
  return { list, total, page: q.page, size: q.size };
};

const exportSchools = async (
  deps: InsightDeps,
  auth: AuthContext,
  q: SchoolFilters,
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const { indicator, list } = await findSchools(deps, auth, q, EXPORT_CAP, 0);
  const yesNo = (v: boolean) => (v ? t.yes[lang] : t.no[lang]);
  const file = await writeWorkbook([
    {
      name: t.schoolsSheet[lang],
      rows: [
        [t.colModel[lang], indicator.modelName, t.colIndicator[lang], indicator.name],
        [
          t.colSchool[lang],
          t.colTerm[lang],
          t.colCopied[lang],
          t.colRules[lang],
          t.colRulesOff[lang],
          t.colStudents[lang],
          t.colIsUsed[lang],
        ],
        ...list.map((r) => [
          r.schoolName,
          r.termName ?? "",
          yesNo(r.copied),
          r.rules,
          r.rulesOff,
          r.scoredStudents,
          yesNo(r.used),
        ]),
      ],
    },
  ]);
  return { file, name: `target-usage-${indicator.id}` };
};

const exportIndicators = async (
  deps: InsightDeps,
  auth: AuthContext,
  q: Filters,
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const { rows } = await findIndicators(deps, auth, q, EXPORT_CAP, 0);
  const file = await writeWorkbook([
    {
      name: t.indicatorsSheet[lang],
      rows: [
        [
          t.colModel[lang],
          t.colLevel[lang],
          t.colIndicator[lang],
          t.colParents[lang],
          t.colSchools[lang],
          t.colCopied[lang],
          t.colRuleSchools[lang],
          t.colScoredSchools[lang],
          t.colUsed[lang],
          t.colUnused[lang],
          t.colRules[lang],
          t.colStudents[lang],
        ],
        ...rows.map((r) => [
          r.modelName,
          t.levelN[lang].replace("{n}", String(r.level)),
          r.name,
          r.parents.join(" / "),
          r.schools,
          r.copiedSchools,
          r.ruleSchools,
          r.scoredSchools,
          r.usedSchools,
          r.schools - r.usedSchools,
          r.rules,
          r.scoredStudents,
        ]),
      ],
    },
  ]);
  return { file, name: q.modelId === undefined ? "target-usage" : `target-usage-model-${q.modelId}` };
};

/** /v3/usedCount/target/export: one indicator's schools (with indicatorId), else the indicators, as .xlsx. */
export const exportTargetUsage = (
  deps: InsightDeps,
  auth: AuthContext,
  q: TargetUsageExportQuery,
  lang: Lang,
): Promise<{ file: Buffer; name: string }> =>
  q.indicatorId === undefined
    ? exportIndicators(deps, auth, q, lang)
    : exportSchools(
        deps,
        auth,
        {
          indicatorId: q.indicatorId,
          termId: q.termId,
          used: q.used,
          sortField: "schoolName",
          sortOrder: "ascend",
        },
        lang,
      );
