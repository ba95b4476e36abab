import type { AppMonitorRow, AppStudent, AppUse, Page, SchoolAppCount } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { writeWorkbook } from "../../platform/files/xlsx.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import { dateTimeFormat } from "../../platform/intl.ts";
import {
  type AppIssue,
  type AppMonitorSort,
  appCounts,
  appMonitorPage,
  appStudentsPage,
  appUsePage,
  type ClassesSeen,
  type DateRange,
  localMinute,
  type MonitoredSchool,
} from "../collection/index.ts";
import { findSchoolById, listSitesOfArea, schoolTimeZone } from "../school/index.ts";
import { appMonitorText as t } from "./dataapp-monitor.messages.ts";
import type { InsightAccessDeps } from "./insight.deps.ts";
import { monitorAccess } from "./monitor-access.ts";

type Scope = {
  schools: MonitoredSchool[];
  names: Map<number, string>;
  area: boolean;
  zone: string;
  /** A class leader's classes (null: every class). */
  classes: ClassesSeen;
};
type Paged = { page: number; size: number };
const EXPORT_CAP = 10_000;

/**
 * On an area's site every school of the area (each in its own zone); otherwise the caller's school. The data
 * app monitor is also a class leader's, over their classes (`leaders`); app usage is staff's only.
 */
const scopeOf = async (deps: InsightAccessDeps, auth: AuthContext, leaders = false): Promise<Scope> => {
  const classes = leaders ? await monitorAccess(deps, auth) : null;
  const zone = await schoolTimeZone(deps.db, auth.schoolId);
  if (auth.schoolType === 1 && auth.areaId !== null) {
    const sites = (await listSitesOfArea(deps.db, auth.areaId)).filter((s) => s.type === 0);
    return {
      schools: sites.map((s) => ({ schoolId: s.id, zone: s.timeZone })),
      names: new Map(sites.map((s) => [s.id, s.name])),
      area: true,
      zone,
      classes,
    };
  }
  return { schools: [{ schoolId: auth.schoolId, zone }], names: new Map(), area: false, zone, classes };
};

/** The one school a detail is about: the caller's own, or (area staff) one school of the area. */
const oneSchool = (scope: Scope, siteId: number | undefined): MonitoredSchool => {
  const found =
    siteId === undefined && !scope.area ? scope.schools[0] : scope.schools.find((s) => s.schoolId === siteId);
  if (!found) throw notFound();
  return found;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;
const pageOf = <T>(list: T[], total: number, q: Paged): Page<T> => ({
  list,
  total,
  page: q.page,
  size: q.size,
});

export type AppMonitorQuery = {
  issue: AppIssue;
  threshold: number;
  staleDays: number;
  keyword?: string;
  sort: AppMonitorSort;
};

const findApps = async (
  deps: InsightAccessDeps,
  scope: Scope,
  q: AppMonitorQuery,
  limit: number,
  offset: number,
) => {
  const found = await appMonitorPage(
    deps.db,
    scope.schools,
    { ...q, now: deps.now(), classes: scope.classes },
    { limit, offset },
  );
  const list = found.rows.map(
    (r): AppMonitorRow => ({
      ...r,
      schoolName: scope.names.get(r.schoolId) ?? "",
      lastFillAt: iso(r.lastFillAt),
    }),
  );
  return { list, total: found.total };
};

/** /v3/dataapp/monitor/page: the school's (or area's) data apps with their findings, paged in SQL. */
export const pageAppMonitor = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: AppMonitorQuery & Paged,
): Promise<Page<AppMonitorRow>> => {
  const scope = await scopeOf(deps, auth, true);
  const { list, total } = await findApps(deps, scope, q, q.size, (q.page - 1) * q.size);
  return pageOf(list, total, q);
};

const rate = (filled: number, expected: number) =>
  expected === 0 ? "" : `${Math.round((filled * 1000) / expected) / 10}%`;

export const exportAppMonitor = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: AppMonitorQuery,
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const scope = await scopeOf(deps, auth, true);
  const { list } = await findApps(deps, scope, q, EXPORT_CAP, 0);
  const first = (r?: AppMonitorRow) => (scope.area ? [r ? r.schoolName : t.colSchool[lang]] : []);
  const issues = (r: AppMonitorRow) =>
    [r.low && t.issueLow[lang], r.stale && t.issueStale[lang], r.off && t.issueOff[lang]]
      .filter(Boolean)
      .join(", ");
  const file = await writeWorkbook([
    {
      name: t.monitorSheet[lang],
      rows: [
        [
          ...first(),
          t.colApp[lang],
          t.colTask[lang],
          t.colScene[lang],
          t.colState[lang],
          t.colExpected[lang],
          t.colFilled[lang],
          t.colRate[lang],
          t.colLastFill[lang],
          t.colIssues[lang],
        ],
        ...list.map((r) => [
          ...first(r),
          r.appName,
          r.taskName,
          r.sceneName,
          r.state === 1 ? t.on[lang] : t.off[lang],
          r.expected,
          r.filled,
          rate(r.filled, r.expected),
          r.lastFillAt ? localMinute(new Date(r.lastFillAt), scope.zone) : "",
          issues(r),
        ]),
      ],
    },
  ]);
  return { file, name: "dataapp-monitor" };
};

type DetailQuery = { appId: number; siteId?: number; filled: "all" | "yes" | "no" };

const findStudents = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: DetailQuery,
  limit: number,
  offset: number,
) => {
  const scope = await scopeOf(deps, auth, true);
  const school = oneSchool(scope, q.siteId);
  const found = await appStudentsPage(
    deps.db,
    school,
    q.appId,
    deps.now(),
    q.filled,
    { limit, offset },
    scope.classes,
  );
  if (!found) throw notFound();
  const list = found.rows.map((r): AppStudent => ({ ...r, lastFillAt: iso(r.lastFillAt) }));
  return { list, total: found.total, zone: school.zone };
};

/** /v3/dataapp/monitor/details: one app's students with their values in the current period. */
export const pageAppStudents = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: DetailQuery & Paged,
): Promise<Page<AppStudent>> => {
  const { list, total } = await findStudents(deps, auth, q, q.size, (q.page - 1) * q.size);
  return pageOf(list, total, q);
};

export const exportAppStudents = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: DetailQuery,
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const { list, zone } = await findStudents(deps, auth, q, EXPORT_CAP, 0);
  const file = await writeWorkbook([
    {
      name: t.studentsSheet[lang],
      rows: [
        [t.colStudent[lang], t.colClass[lang], t.colValues[lang], t.colLastFill[lang]],
        ...list.map((r) => [
          r.studentName,
          r.className,
          r.values,
          r.lastFillAt ? localMinute(new Date(r.lastFillAt), zone) : "",
        ]),
      ],
    },
  ]);
  return { file, name: `dataapp-monitor-${q.appId}` };
};

/** Today in the zone, as YYYY-MM-DD. */
const localDay = (at: Date, zone: string) =>
  dateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);

/** The period asked for; by default the last 30 local days up to today. Reversed dates are swapped. */
const rangeOf = (deps: InsightAccessDeps, zone: string, q: { from?: string; to?: string }): DateRange => {
  const to = q.to ?? localDay(deps.now(), zone);
  const from = q.from ?? localDay(new Date(Date.parse(`${to}T12:00:00Z`) - 29 * 86_400_000), "UTC");
  return from <= to ? { from, to } : { from: to, to: from };
};

type CountQuery = { from?: string; to?: string };

const countSchools = async (deps: InsightAccessDeps, auth: AuthContext, q: CountQuery) => {
  const scope = await scopeOf(deps, auth);
  const counts = await appCounts(deps.db, scope.schools, rangeOf(deps, scope.zone, q));
  // A school's own staff see one row: it is named in the export, the page shows it as this school.
  const own = scope.area ? "" : ((await findSchoolById(deps.db, auth.schoolId))?.name ?? "");
  const list = counts.map(
    (c): SchoolAppCount => ({
      ...c,
      schoolName: scope.names.get(c.schoolId) ?? own,
      notUsed: c.apps - c.used,
    }),
  );
  return { list, scope };
};

/** /v3/appCount/page: per school (area staff: each school of the area), its data apps used in the period. */
export const pageAppCount = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: CountQuery & Paged,
): Promise<Page<SchoolAppCount>> => {
  const { list } = await countSchools(deps, auth, q);
  return pageOf(list.slice((q.page - 1) * q.size, q.page * q.size), list.length, q);
};

export const exportAppCount = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: CountQuery,
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const { list, scope } = await countSchools(deps, auth, q);
  const range = rangeOf(deps, scope.zone, q);
  const file = await writeWorkbook([
    {
      name: t.countSheet[lang],
      rows: [
        [
          t.colSchool[lang],
          t.colApps[lang],
          t.colOn[lang],
          t.colUsed[lang],
          t.colNotUsed[lang],
          t.colPeriodValues[lang],
        ],
        ...list.map((r) => [r.schoolName, r.apps, r.on, r.used, r.notUsed, r.values]),
      ],
    },
  ]);
  return { file, name: `app-count-${range.from}-${range.to}` };
};

type UseQuery = CountQuery & { siteId?: number; used: "all" | "used" | "unused" };

const findUses = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: UseQuery,
  limit: number,
  offset: number,
) => {
  const scope = await scopeOf(deps, auth);
  const school = oneSchool(scope, q.siteId);
  const found = await appUsePage(deps.db, school, rangeOf(deps, school.zone, q), q.used, { limit, offset });
  const list = found.rows.map((r): AppUse => ({ ...r, lastFillAt: iso(r.lastFillAt) }));
  return { list, total: found.total, zone: school.zone };
};

/** /v3/appCount/apps: one school's data apps, used or not in the period, paged in SQL. */
export const pageAppUses = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: UseQuery & Paged,
): Promise<Page<AppUse>> => {
  const { list, total } = await findUses(deps, auth, q, q.size, (q.page - 1) * q.size);
  return pageOf(list, total, q);
};

export const exportAppUses = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: UseQuery,
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const { list, zone } = await findUses(deps, auth, q, EXPORT_CAP, 0);
  const file = await writeWorkbook([
    {
      name: t.appsSheet[lang],
      rows: [
        [
          t.colApp[lang],
          t.colTask[lang],
          t.colScene[lang],
          t.colState[lang],
          t.colUsed[lang],
          t.colPeriodValues[lang],
          t.colLastFill[lang],
        ],
        ...list.map((r) => [
          r.appName,
          r.taskName,
          r.sceneName,
          r.state === 1 ? t.on[lang] : t.off[lang],
          r.used ? t.yes[lang] : t.no[lang],
          r.values,
          r.lastFillAt ? localMinute(new Date(r.lastFillAt), zone) : "",
        ]),
      ],
    },
  ]);
  return { file, name: `app-use-${q.used}` };
};
