import type { Page } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { writeWorkbook } from "../../platform/files/xlsx.ts";
import { forbidden, notFound } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import {
  findScene,
  localMinute,
  type NotUsed,
  notUsedPage,
  type TaskUsage,
  taskUsagePage,
} from "../collection/index.ts";
import { listSitesOfArea, schoolTimeZone } from "../school/index.ts";
import type { InsightDeps } from "./insight.deps.ts";
import { insightText } from "./insight.messages.ts";

export type TaskUsageItem = Omit<TaskUsage, "publishedAt" | "lastFillAt"> & {
  publishedAt: string | null;
  lastFillAt: string | null;
};

const EXPORT_CAP = 10_000;

/** An area administrator on the area's site; with a scene, one of the area's own. The area's schools. */
const areaScope = async (deps: InsightDeps, auth: AuthContext, sceneId?: number) => {
  if (auth.schoolType !== 1 || auth.areaId === null) throw forbidden("notAreaSite");
  if (sceneId !== undefined && !(await findScene(deps.db, auth.schoolId, sceneId))) throw notFound();
  const schools = (await listSitesOfArea(deps.db, auth.areaId)).filter((s) => s.type === 0);
  return { areaSchoolId: auth.schoolId, schools: schools.map((s) => ({ id: s.id, name: s.name })), sceneId };
};

const item = (r: TaskUsage): TaskUsageItem => ({
  ...r,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  lastFillAt: r.lastFillAt?.toISOString() ?? null,
});

export type TaskUsageQuery = { sceneId?: number; keyword?: string };

/** /v3/usedCount/task: which schools published tasks from the area's scenes, and how much was filled. */
export const pageTaskUsage = async (
  deps: InsightDeps,
  auth: AuthContext,
  q: TaskUsageQuery & { page: number; size: number },
): Promise<Page<TaskUsageItem>> => {
  const scope = await areaScope(deps, auth, q.sceneId);
  const { rows, total } = await taskUsagePage(deps.db, {
    ...scope,
    keyword: q.keyword,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { list: rows.map(item), total, page: q.page, size: q.size };
};

export const exportTaskUsage = async (
  deps: InsightDeps,
  auth: AuthContext,
  q: TaskUsageQuery,
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const scope = await areaScope(deps, auth, q.sceneId);
  const { rows } = await taskUsagePage(deps.db, {
    ...scope,
    keyword: q.keyword,
    limit: EXPORT_CAP,
    offset: 0,
  });
  const zone = await schoolTimeZone(deps.db, auth.schoolId);
  const t = insightText;
  const at = (d: Date | null) => (d ? localMinute(d, zone) : "");
  const file = await writeWorkbook([
    {
      name: t.taskUsageSheet[lang],
      rows: [
        [
          t.colSchool[lang],
          t.colScene[lang],
          t.colTask[lang],
          t.colState[lang],
          t.colPublished[lang],
          t.colValues[lang],
          t.colLastFill[lang],
        ],
        ...rows.map((r) => [
          r.schoolName,
          r.sceneName,
          r.taskName,
          r.state === 1 ? t.statePublished[lang] : t.stateClosed[lang],
          at(r.publishedAt),
          r.values,
          at(r.lastFillAt),
        ]),
      ],
    },
  ]);
  return { file, name: q.sceneId === undefined ? "usage-tasks" : `usage-tasks-${q.sceneId}` };
};

/** /v3/usedCount/notUsed: the area's schools that use none of its scenes (or not the given one). */
export const pageNotUsed = async (
  deps: InsightDeps,
  auth: AuthContext,
  q: { sceneId?: number; page: number; size: number },
): Promise<Page<NotUsed>> => {
  const scope = await areaScope(deps, auth, q.sceneId);
  const { rows, total } = await notUsedPage(deps.db, {
    ...scope,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { list: rows, total, page: q.page, size: q.size };
};

export const exportNotUsed = async (
  deps: InsightDeps,
  auth: AuthContext,
  q: { sceneId?: number },
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const scope = await areaScope(deps, auth, q.sceneId);
  const { rows } = await notUsedPage(deps.db, { ...scope, limit: EXPORT_CAP, offset: 0 });
  const t = insightText;
  const file = await writeWorkbook([
    {
      name: t.notUsedSheet[lang],
      rows: [[t.colSchool[lang], t.colUnusedCopies[lang]], ...rows.map((r) => [r.schoolName, r.copies])],
    },
  ]);
  return { file, name: q.sceneId === undefined ? "not-used" : `not-used-${q.sceneId}` };
};
