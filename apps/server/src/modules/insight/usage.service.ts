import type { Page } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { writeWorkbook } from "../../platform/files/xlsx.ts";
import { forbidden, notFound } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import { findScene, localMinute, pageScenes, type SchoolUsage, usageOfCopies } from "../collection/index.ts";
import { listSitesOfArea, schoolTimeZone } from "../school/index.ts";
import type { InsightDeps } from "./insight.deps.ts";
import { insightText } from "./insight.messages.ts";

export type SceneUsage = {
  sceneId: number;
  name: string;
  shelved: boolean;
  schools: number;
  copiedSchools: number;
  activeSchools: number;
  values: number;
};
export type SchoolSceneUsage = {
  schoolId: number;
  schoolName: string;
  copied: boolean;
  tasks: number;
  values: number;
  lastFillAt: string | null;
};

const areaSchools = async (deps: InsightDeps, auth: AuthContext) => {
  if (auth.schoolType !== 1 || auth.areaId === null) throw forbidden("notAreaSite");
  return (await listSitesOfArea(deps.db, auth.areaId)).filter((s) => s.type === 0);
};

/** /v3/usedCount: the area's own scenes, each with how many of its schools copied it, use it and filled it. */
export const pageSceneUsage = async (
  deps: InsightDeps,
  auth: AuthContext,
  q: { page: number; size: number; keyword?: string },
): Promise<Page<SceneUsage>> => {
  const schools = await areaSchools(deps, auth);
  const { rows, total } = await pageScenes(deps.db, auth.schoolId, { ...q, sortField: "updatedAt" });
  const usage = await usageOfCopies(
    deps.db,
    { schoolId: auth.schoolId, sceneIds: rows.map((r) => r.id) },
    schools.map((s) => s.id),
  );
  return {
    list: rows.map((r) => {
      const mine = usage.filter((u) => u.sceneId === r.id);
      return {
        sceneId: r.id,
        name: r.name,
        shelved: r.shelved,
        schools: schools.length,
        copiedSchools: mine.length,
        activeSchools: mine.filter((u) => u.tasks > 0).length,
        values: mine.reduce((n, u) => n + u.values, 0),
      };
    }),
    total,
    page: q.page,
    size: q.size,
  };
};

/** Every school of the area for one scene: used (a copy with published tasks) or not, with figures. */
const schoolsOfScene = async (deps: InsightDeps, auth: AuthContext, sceneId: number) => {
  const schools = await areaSchools(deps, auth);
  if (!(await findScene(deps.db, auth.schoolId, sceneId))) throw notFound();
  const usage = new Map<number, SchoolUsage>(
    (
      await usageOfCopies(
        deps.db,
        { schoolId: auth.schoolId, sceneIds: [sceneId] },
        schools.map((s) => s.id),
      )
    ).map((u) => [u.schoolId, u]),
  );
  return schools.map((s): SchoolSceneUsage => {
    const u = usage.get(s.id);
    return {
      schoolId: s.id,
      schoolName: s.name,
      copied: u !== undefined,
      tasks: u?.tasks ?? 0,
      values: u?.values ?? 0,
      lastFillAt: u?.lastFillAt?.toISOString() ?? null,
    };
  });
};

export type UsageFilter = "all" | "used" | "unused";
const keep = (filter: UsageFilter) => (s: SchoolSceneUsage) =>
  filter === "all" || (filter === "used") === s.tasks > 0;

export const pageSchoolUsage = async (
  deps: InsightDeps,
  auth: AuthContext,
  q: { sceneId: number; used: UsageFilter; page: number; size: number },
): Promise<Page<SchoolSceneUsage>> => {
  const all = (await schoolsOfScene(deps, auth, q.sceneId)).filter(keep(q.used));
  return {
    list: all.slice((q.page - 1) * q.size, q.page * q.size),
    total: all.length,
    page: q.page,
    size: q.size,
  };
};

/** The same list as .xlsx, in the caller's language. */
export const exportSchoolUsage = async (
  deps: InsightDeps,
  auth: AuthContext,
  q: { sceneId: number; used: UsageFilter },
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const t = insightText;
  const rows = (await schoolsOfScene(deps, auth, q.sceneId)).filter(keep(q.used));
  const zone = await schoolTimeZone(deps.db, auth.schoolId);
  const file = await writeWorkbook([
    {
      name: t.usageSheet[lang],
      rows: [
        [t.colSchool[lang], t.colCopied[lang], t.colTasks[lang], t.colValues[lang], t.colLastFill[lang]],
        ...rows.map((r) => [
          r.schoolName,
          r.copied ? t.yes[lang] : t.no[lang],
          r.tasks,
          r.values,
          r.lastFillAt ? localMinute(new Date(r.lastFillAt), zone) : "",
        ]),
      ],
    },
  ]);
  return { file, name: `usage-${q.sceneId}` };
};
