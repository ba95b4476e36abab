import type { MonitorValue, Page } from "@eos/contracts";
import type { Db } from "../../platform/db/client.ts";
import { writeWorkbook } from "../../platform/files/xlsx.ts";
import { notFound } from "../../platform/http/errors.ts";
import { fillParams, type Lang } from "../../platform/http/i18n.ts";
import {
  type ClassesSeen,
  type FindingPage,
  formsOfLiveTasks,
  liveTaskForm,
  localMinute,
  type MonitoredSchool,
  offendingValuesPage,
  outOfRangePage,
  type Paging,
} from "../collection/index.ts";
import { type ItemRange, statedRanges } from "../forms/index.ts";
import type { InsightAccessDeps } from "./insight.deps.ts";
import { rangeText as t } from "./monitor.messages.ts";

/** Tasks of the monitored schools with values outside the ranges their forms state (forms publishes them). */
export const outOfRangeFindings = async (
  db: Db,
  schools: MonitoredSchool[],
  classes: ClassesSeen,
  page: Paging,
): Promise<FindingPage> =>
  outOfRangePage(db, schools, await statedRanges(db, await formsOfLiveTasks(db, schools)), classes, page);

/** Whose values the caller looks at: the monitored schools (area staff name one) and the classes they see. */
export type ValuesScope = { schools: MonitoredSchool[]; area: boolean; classes: ClassesSeen };
export type ValuesQuery = { taskId: number; siteId?: number };

const find = async (deps: InsightAccessDeps, scope: ValuesScope, q: ValuesQuery, page: Paging) => {
  const school = scope.schools.find((s) =>
    scope.area ? s.schoolId === q.siteId : q.siteId === undefined || s.schoolId === q.siteId,
  );
  const formId = school ? await liveTaskForm(deps.db, school.schoolId, q.taskId, scope.classes) : null;
  if (!school || formId === null) throw notFound();
  const ranges = await statedRanges(deps.db, [{ schoolId: school.schoolId, formId }]);
  const byItem = new Map(ranges.map((r) => [r.itemId, r]));
  const found = await offendingValuesPage(deps.db, school, q.taskId, ranges, scope.classes, page);
  const list = found.rows.map((r): MonitorValue => {
    const range = byItem.get(r.itemId) as ItemRange;
    return {
      formValueId: r.formValueId,
      filledBy: r.filledBy,
      subjectName: r.subjectName,
      className: r.className,
      itemId: r.itemId,
      itemName: range.itemName,
      value: r.val,
      min: range.min,
      max: range.max,
      maxLength: range.maxLength,
      at: r.at.toISOString(),
    };
  });
  return { list, total: found.total, zone: school.zone };
};

/** /v3/exposed/taskMonitor/values: one task's values outside their stated ranges, newest first. */
export const pageOffendingValues = async (
  deps: InsightAccessDeps,
  scope: ValuesScope,
  q: ValuesQuery & { page: number; size: number },
): Promise<Page<MonitorValue>> => {
  const { list, total } = await find(deps, scope, q, { limit: q.size, offset: (q.page - 1) * q.size });
  return { list, total, page: q.page, size: q.size };
};

/** A stated range as people read it, in the language asked for. */
export const rangeLabel = (v: Pick<MonitorValue, "min" | "max" | "maxLength">, lang: Lang): string => {
  if (v.maxLength !== null) return fillParams(t.maxLength[lang], { n: v.maxLength });
  if (v.min !== null && v.max !== null) return fillParams(t.between[lang], { min: v.min, max: v.max });
  if (v.min !== null) return fillParams(t.atLeast[lang], { min: v.min });
  return v.max === null ? "" : fillParams(t.atMost[lang], { max: v.max });
};

const EXPORT_CAP = 10_000;

export const exportOffendingValues = async (
  deps: InsightAccessDeps,
  scope: ValuesScope,
  q: ValuesQuery,
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const { list, zone } = await find(deps, scope, q, { limit: EXPORT_CAP, offset: 0 });
  const file = await writeWorkbook([
    {
      name: t.valuesSheet[lang],
      rows: [
        [
          t.colFilledBy[lang],
          t.colSubject[lang],
          t.colClass[lang],
          t.colItem[lang],
          t.colValue[lang],
          t.colRange[lang],
          t.colTime[lang],
        ],
        ...list.map((v) => [
          v.filledBy,
          v.subjectName,
          v.className,
          v.itemName,
          v.value,
          rangeLabel(v, lang),
          localMinute(new Date(v.at), zone),
        ]),
      ],
    },
  ]);
  return { file, name: `monitor-out-of-range-${q.taskId}` };
};
