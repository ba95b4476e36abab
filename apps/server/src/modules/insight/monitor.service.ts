import type { Page } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { writeWorkbook } from "../../platform/files/xlsx.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import {
  bulkFillPage,
  type ClassesSeen,
  duplicatePage,
  type Finding,
  type FindingPage,
  localMinute,
  lowCompletionPage,
  type MonitoredSchool,
  type Paging,
} from "../collection/index.ts";
import { listSitesOfArea, schoolTimeZone } from "../school/index.ts";
import type { InsightAccessDeps } from "./insight.deps.ts";
import { insightText } from "./insight.messages.ts";
import { rangeText } from "./monitor.messages.ts";
import { monitorAccess } from "./monitor-access.ts";
import { outOfRangeFindings, type ValuesScope } from "./monitor-range.service.ts";

export type MonitorKind = "lowCompletion" | "bulk" | "duplicate" | "outOfRange";
export type MonitorRow = Omit<Finding, "at"> & { kind: MonitorKind; schoolName: string; at: string | null };

export type MonitorQuery = {
  kind: MonitorKind;
  threshold: number;
  minCount: number;
  page: number;
  size: number;
};

export type Scope = { schools: MonitoredSchool[]; names: Map<number, string> };

/**
 * Whose tasks the caller monitors: on an area's site, every school of the area (each in its own time zone);
 * otherwise the caller's school.
 */
export const scopeOf = async (deps: InsightAccessDeps, auth: AuthContext): Promise<Scope> => {
  if (auth.schoolType === 1 && auth.areaId !== null) {
    const sites = (await listSitesOfArea(deps.db, auth.areaId)).filter((s) => s.type === 0);
    return {
      schools: sites.map((s) => ({ schoolId: s.id, zone: s.timeZone })),
      names: new Map(sites.map((s) => [s.id, s.name])),
    };
  }
  const zone = await schoolTimeZone(deps.db, auth.schoolId);
  return { schools: [{ schoolId: auth.schoolId, zone }], names: new Map() };
};

/** The scope of a drill-down into one task's values. */
export const valuesScopeOf = async (deps: InsightAccessDeps, auth: AuthContext): Promise<ValuesScope> => {
  const classes = await monitorAccess(deps, auth);
  const scope = await scopeOf(deps, auth);
  return { schools: scope.schools, area: auth.schoolType === 1, classes };
};

const find = (
  deps: InsightAccessDeps,
  scope: Scope,
  q: Omit<MonitorQuery, "page" | "size">,
  page: Paging,
  classes: ClassesSeen,
) => {
  if (q.kind === "lowCompletion")
    return lowCompletionPage(deps.db, scope.schools, deps.now(), q.threshold, page, classes);
  if (q.kind === "bulk") return bulkFillPage(deps.db, scope.schools, q.minCount, page, classes);
  if (q.kind === "outOfRange") return outOfRangeFindings(deps.db, scope.schools, classes, page);
  return duplicatePage(deps.db, scope.schools, page, classes);
};

const rowsOf = (kind: MonitorKind, scope: Scope, found: FindingPage): MonitorRow[] =>
  found.rows.map((r) => ({
    ...r,
    kind,
    schoolName: scope.names.get(r.schoolId) ?? "",
    at: r.at?.toISOString() ?? null,
  }));

/** /v3/exposed/taskMonitor: data quality findings of the school's (or the area's) tasks, paged in SQL. */
export const pageMonitor = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: MonitorQuery,
): Promise<Page<MonitorRow>> => {
  const classes = await monitorAccess(deps, auth);
  const scope = await scopeOf(deps, auth);
  const found = await find(deps, scope, q, { limit: q.size, offset: (q.page - 1) * q.size }, classes);
  return { list: rowsOf(q.kind, scope, found), total: found.total, page: q.page, size: q.size };
};

const EXPORT_CAP = 10_000;

const headOf = (kind: MonitorKind, area: boolean, lang: Lang) => {
  const t = insightText;
  const first = area ? [t.colSchool[lang]] : [];
  if (kind === "lowCompletion")
    return [...first, t.colTask[lang], t.colScene[lang], t.colExpected[lang], t.colFilledCount[lang]];
  if (kind === "outOfRange")
    return [
      ...first,
      t.colTask[lang],
      t.colScene[lang],
      rangeText.colOffending[lang],
      rangeText.colSubmissions[lang],
      rangeText.colLatest[lang],
    ];
  if (kind === "bulk")
    return [
      ...first,
      t.colTask[lang],
      t.colScene[lang],
      t.colFiller[lang],
      t.colFilledCount[lang],
      t.colMinute[lang],
    ];
  return [
    ...first,
    t.colTask[lang],
    t.colScene[lang],
    t.colStudent[lang],
    t.colFiller[lang],
    t.colFilledCount[lang],
    t.colIdentical[lang],
    t.colMinute[lang],
  ];
};

const lineOf = (r: MonitorRow, area: boolean, zone: string, lang: Lang) => {
  const first = area ? [r.schoolName] : [];
  const when = r.at ? localMinute(new Date(r.at), zone) : "";
  if (r.kind === "lowCompletion") return [...first, r.taskName, r.sceneName, r.expected, r.filled];
  if (r.kind === "outOfRange") return [...first, r.taskName, r.sceneName, r.filled, r.expected, when];
  if (r.kind === "bulk") return [...first, r.taskName, r.sceneName, r.userName ?? "", r.filled, when];
  const same = r.identical ? insightText.yes[lang] : insightText.no[lang];
  return [...first, r.taskName, r.sceneName, r.studentName ?? "", r.userName ?? "", r.filled, same, when];
};

/** The same findings as .xlsx (at most 10,000 rows), in the caller's language. */
export const exportMonitor = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: Omit<MonitorQuery, "page" | "size">,
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const classes = await monitorAccess(deps, auth);
  const scope = await scopeOf(deps, auth);
  const found = await find(deps, scope, q, { limit: EXPORT_CAP, offset: 0 }, classes);
  const rows = rowsOf(q.kind, scope, found);
  const area = scope.names.size > 0;
  const zone = await schoolTimeZone(deps.db, auth.schoolId);
  const file = await writeWorkbook([
    {
      name: insightText.monitorSheet[lang],
      rows: [headOf(q.kind, area, lang), ...rows.map((r) => lineOf(r, area, zone, lang))],
    },
  ]);
  return { file, name: `monitor-${q.kind}` };
};
