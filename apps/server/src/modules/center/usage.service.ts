import type { AppHistoryRow, AppStatRow, RecentApp } from "@eos/contracts";
import type { Db } from "../../platform/db/client.ts";
import { writeWorkbook } from "../../platform/files/xlsx.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import type { Exports } from "../exports/index.ts";
import { schoolTimeZone } from "../school/index.ts";
import { listItemOf, mayOpen, type Person } from "./app.service.ts";
import { centerError, centerText } from "./center.messages.ts";
import {
  aggregateOpensBefore,
  insertOpens,
  lastOpened,
  type OpenRow,
  opensPerDay,
  pageHistory,
  rankApps,
} from "./usage.store.ts";

const DAY_MS = 86_400_000;
/** Raw opens are kept this long (issue 19), then only their daily counts. */
export const KEEP_DAYS = 180;
export const USAGE_SWEEP_JOB = "center.usageSweep";
export const USAGE_EXPORT_JOB = "center.usageExport";

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

const periodOf = async (db: Db, schoolId: number, q: { from: string; to: string }) => {
  const span = dayNumber(q.to) - dayNumber(q.from);
  if (!(span >= 0 && span < 366)) throw centerError(400, "badPeriod");
  return { from: q.from, to: q.to, zone: await schoolTimeZone(db, schoolId) };
};

/** GET center/api/stat/app: apps ranked by opens over a period, with distinct people. */
export const appRanking = async (db: Db, schoolId: number, q: { from: string; to: string }) =>
  (await rankApps(db, schoolId, await periodOf(db, schoolId, q))) satisfies AppStatRow[];

/** GET center/api/stat/getList: opens per day of a period for the usage chart, newest day first, paged. */
export const dailyOpens = async (
  db: Db,
  schoolId: number,
  q: { from: string; to: string; appId?: number; page: number; size: number },
) => {
  const p = await periodOf(db, schoolId, q);
  const r = await opensPerDay(db, schoolId, p, {
    appId: q.appId,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { list: r.rows, total: r.total, page: q.page, size: q.size };
};

/** The .xlsx of a period's usage: the ranking and the opens per day. */
export const usageWorkbook = async (
  db: Db,
  schoolId: number,
  q: { from: string; to: string },
  lang: Lang,
) => {
  const ranking = await appRanking(db, schoolId, q);
  const days = await dailyOpens(db, schoolId, { ...q, page: 1, size: 400 });
  const text = (k: Parameters<typeof centerText>[1]) => centerText(lang, k);
  return writeWorkbook([
    {
      name: text("exportSheet"),
      rows: [
        [text("colApp"), text("colOpens"), text("colPeople")],
        ...ranking.map((r) => [lang === "en-US" && r.nameEn ? r.nameEn : r.name, r.opens, r.people]),
      ],
    },
    {
      name: text("exportDays"),
      rows: [
        [text("colDay"), text("colOpens"), text("colPeople")],
        ...[...days.list].reverse().map((d) => [d.day, d.opens, d.people]),
      ],
    },
  ]);
};

/**
 * The person's recent apps (newest open first) that they may still open: for the app centre and the home page.
 * `who` is an AuthContext or anything with its school, account kind, id and admin flag.
 */
export const recentAppsOf = async (
  db: Db,
  who: Person,
  limit: number,
): Promise<(ReturnType<typeof listItemOf> & { lastOpenedAt: string })[]> => {
  // Read a few more than asked: some of the latest may since have been hidden from the person. One statement:
  // the home reads it on every visit.
  const last = await lastOpened(db, who, limit + 10);
  return last
    .flatMap(({ app, lastOpenedAt }) => {
      if (!mayOpen(app, who) || !lastOpenedAt) return [];
      return [{ ...listItemOf(app), lastOpenedAt: new Date(lastOpenedAt).toISOString() }];
    })
    .slice(0, limit) satisfies RecentApp[];
};

/** GET center/api/appHistoryList: the person's opens, newest first. */
export const appHistoryOf = async (db: Db, who: Person, q: { page: number; size: number }) => {
  const r = await pageHistory(db, who, { limit: q.size, offset: (q.page - 1) * q.size });
  const list: AppHistoryRow[] = r.rows.map((row) => ({
    ...listItemOf(row.app),
    openedAt: new Date(row.openedAt).toISOString(),
  }));
  return { list, total: r.total, page: q.page, size: q.size };
};

/** Writes opens at once (the demo's history, benchmarks); requests go through the batched recorder. */
export const recordOpensNow = (db: Db, rows: OpenRow[]) => insertOpens(db, rows);

/** Counts a school's opens older than KEEP_DAYS (whole days) into daily counts and deletes them. */
export const sweepOpens = async (db: Db, schoolId: number, now: Date) => {
  const zone = await schoolTimeZone(db, schoolId);
  return db.transaction((tx) => aggregateOpensBefore(tx, schoolId, { now, keepDays: KEEP_DAYS, zone }));
};

/** Schedules the school's next sweep a day from now, unless one is already waiting. */
export const scheduleUsageSweep = async (jobs: Jobs, schoolId: number, now: Date) => {
  const queued = await jobs.list(schoolId, { kind: USAGE_SWEEP_JOB, page: 1, size: 20 });
  if (queued.list.some((j) => j.state === "queued")) return;
  await jobs.enqueue({
    schoolId,
    kind: USAGE_SWEEP_JOB,
    payload: {},
    runAfter: new Date(now.getTime() + DAY_MS),
  });
};

/** The daily sweep as a job per school: it sweeps, then schedules the next day's. */
export const registerUsageSweepJob = (deps: { db: Db; now: () => Date; jobs: Jobs }) => {
  deps.jobs.register<Record<string, never>, { days: number; opens: number }>(USAGE_SWEEP_JOB, async (ctx) => {
    const result = await sweepOpens(deps.db, ctx.schoolId, deps.now());
    await deps.jobs.enqueue({
      schoolId: ctx.schoolId,
      kind: USAGE_SWEEP_JOB,
      payload: {},
      runAfter: new Date(deps.now().getTime() + DAY_MS),
    });
    return result;
  });
};

/** The usage export as a background export kind (administrators start it; the file is theirs). */
export const registerUsageExport = (deps: { db: Db }, exports: Exports) =>
  exports.register<{ from: string; to: string }>({
    kind: USAGE_EXPORT_JOB,
    make: async ({ schoolId, input, lang }) => ({
      fileName: `app-usage-${input.from}-${input.to}.xlsx`,
      data: await usageWorkbook(deps.db, schoolId, input, lang),
    }),
  });
