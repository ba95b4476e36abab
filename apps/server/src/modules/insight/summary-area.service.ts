import type {
  AreaSummaryAverage,
  AreaSummaryLevel,
  AreaSummaryQuery,
  AreaSummarySchool,
  AreaSummarySchoolsQuery,
  Page,
} from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import {
  type AreaScope,
  averagesAcross,
  bandsAcross,
  evaluationError,
  listIndicators,
  requireModel,
  STUDENTS,
  schoolFigures,
} from "../evaluation/index.ts";
import { currentTermsOf, listSitesOfArea } from "../school/index.ts";
import type { InsightAccessDeps } from "./insight.deps.ts";

type School = { id: number; name: string };

// Map.groupBy needs Node 21; the servers run Node 20.
const groupBySchool = <T extends { schoolId: number }>(rows: T[]): Map<number, T[]> => {
  const out = new Map<number, T[]>();
  for (const r of rows) out.set(r.schoolId, [...(out.get(r.schoolId) ?? []), r]);
  return out;
};

/** Area staff on the area's site, reading one of the area's own models over its schools. */
const resolveArea = async (deps: InsightAccessDeps, auth: AuthContext, q: AreaSummaryQuery) => {
  if (auth.schoolType !== 1 || auth.areaId === null) throw evaluationError(403, "areaOnly");
  const model = await requireModel(deps.db, auth.schoolId, q.modelId, STUDENTS);
  const schools: School[] = (await listSitesOfArea(deps.db, auth.areaId)).filter((s) => s.type === 0);
  return { model, schools };
};

const scopeOver = async (deps: InsightAccessDeps, auth: AuthContext, modelId: number, schools: School[]) => {
  const terms = await currentTermsOf(
    deps.db,
    schools.map((s) => s.id),
  );
  const scope: AreaScope = {
    areaSchoolId: auth.schoolId,
    modelId,
    schools: schools.map((s) => ({ schoolId: s.id, termId: terms.get(s.id)?.id ?? null })),
  };
  return { scope, terms };
};

/** The area's schools, a page at a time: whether each copied the model, its students and how many are scored. */
export const areaSummarySchools = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: AreaSummarySchoolsQuery,
): Promise<Page<AreaSummarySchool>> => {
  const { schools } = await resolveArea(deps, auth, q);
  const keyword = q.keyword?.toLowerCase();
  const matching = keyword ? schools.filter((s) => s.name.toLowerCase().includes(keyword)) : schools;
  const page = matching.slice((q.page - 1) * q.size, q.page * q.size);
  const { scope, terms } = await scopeOver(deps, auth, q.modelId, page);
  const figures = await schoolFigures(deps.db, scope);
  return {
    list: page.map((s) => ({
      schoolId: s.id,
      schoolName: s.name,
      termName: terms.get(s.id)?.name ?? null,
      ...(figures.get(s.id) ?? { copied: false, students: 0, scored: 0 }),
    })),
    total: matching.length,
    page: q.page,
    size: q.size,
  };
};

/** Each school holding a copy: the average of every level-1 and level-2 area indicator. */
export const areaSummaryAverages = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: AreaSummaryQuery,
): Promise<AreaSummaryAverage> => {
  const { model, schools } = await resolveArea(deps, auth, q);
  const { scope } = await scopeOver(deps, auth, model.id, schools);
  const [tree, rows] = await Promise.all([
    listIndicators(deps.db, auth.schoolId, model.id),
    averagesAcross(deps.db, scope),
  ]);
  const indicators = tree
    .filter((i) => i.level <= 2)
    .sort((a, b) => a.level - b.level || a.sort - b.sort || a.id - b.id)
    .map((i) => ({ indicatorId: i.id, pid: i.pid, level: i.level, name: i.name, maxScore: i.maxScore }));
  const bySchool = groupBySchool(rows);
  return {
    modelId: model.id,
    modelName: model.name,
    indicators,
    schools: schools
      .filter((s) => bySchool.has(s.id))
      .map((s) => {
        const mine = new Map((bySchool.get(s.id) ?? []).map((r) => [r.indicatorId, r.average]));
        return {
          schoolId: s.id,
          schoolName: s.name,
          averages: indicators.map((i) => ({
            indicatorId: i.indicatorId,
            average: mine.get(i.indicatorId) ?? 0,
          })),
        };
      }),
  };
};

/** Each school holding a copy: how many of its students reached each of the area model's bands. */
export const areaSummaryLevels = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: AreaSummaryQuery,
): Promise<AreaSummaryLevel> => {
  const { model, schools } = await resolveArea(deps, auth, q);
  const { scope } = await scopeOver(deps, auth, model.id, schools);
  const bands = [...model.levels].sort((a, b) => b.min - a.min);
  const rows = await bandsAcross(deps.db, scope, bands);
  const bySchool = groupBySchool(rows);
  return {
    modelId: model.id,
    modelName: model.name,
    bands: bands.map((b) => b.name),
    schools: schools
      .filter((s) => bySchool.has(s.id))
      .map((s) => {
        const mine = bySchool.get(s.id) ?? [];
        const sum = (keep: (r: (typeof mine)[number]) => boolean) =>
          mine.filter(keep).reduce((n, r) => n + r.count, 0);
        return {
          schoolId: s.id,
          schoolName: s.name,
          students: sum(() => true),
          counts: bands.map((b) => sum((r) => r.scored && r.band === b.name)),
          unscored: sum((r) => !r.scored),
        };
      }),
  };
};
