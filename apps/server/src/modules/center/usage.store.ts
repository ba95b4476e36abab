import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { centerApp, centerAppOpen, centerAppUsageDay } from "./center.tables.ts";

type Conn = Db | Tx;

export type OpenRow = { schoolId: number; appId: number; userType: number; userId: number; openedAt: Date };
export type Who = { schoolId: number; userType: number; userId: number };
/** A period of the school's days, both ends included, and the school's time zone. */
export type Period = { from: string; to: string; zone: string };

export const insertOpens = async (db: Conn, rows: OpenRow[]) => {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(centerAppOpen).values(rows.slice(i, i + 1000));
};

/** The instant a day of the school starts. */
const dayStart = (day: string, zone: string) => sql`(${day}::date::timestamp at time zone ${zone})`;
const nextDayStart = (day: string, zone: string) => sql`((${day}::date + 1)::timestamp at time zone ${zone})`;
const localDay = (zone: string) => sql`(${centerAppOpen.openedAt} at time zone ${zone})::date`;

const rawInPeriod = (schoolId: number, p: Period, appId?: number) =>
  and(
    eq(centerAppOpen.schoolId, schoolId),
    sql`${centerAppOpen.openedAt} >= ${dayStart(p.from, p.zone)}`,
    sql`${centerAppOpen.openedAt} < ${nextDayStart(p.to, p.zone)}`,
    appId === undefined ? undefined : eq(centerAppOpen.appId, appId),
  );

const daysInPeriod = (schoolId: number, p: Period, appId?: number) =>
  and(
    eq(centerAppUsageDay.schoolId, schoolId),
    sql`${centerAppUsageDay.day} between ${p.from}::date and ${p.to}::date`,
    appId === undefined ? undefined : eq(centerAppUsageDay.appId, appId),
  );

/**
 * Opens and people per app over a period: raw opens counted here, older days from their daily counts (their
 * people summed per day). Apps still in the school, most opened first.
 */
export const rankApps = async (db: Conn, schoolId: number, p: Period) => {
  const raw = db
    .select({
      appId: centerAppOpen.appId,
      opens: sql<number>`count(*)::int`.as("opens"),
      people: sql<number>`count(distinct (${centerAppOpen.userType}, ${centerAppOpen.userId}))::int`.as(
        "people",
      ),
    })
    .from(centerAppOpen)
    .where(rawInPeriod(schoolId, p))
    .groupBy(centerAppOpen.appId);
  const days = db
    .select({
      appId: centerAppUsageDay.appId,
      opens: sql<number>`sum(${centerAppUsageDay.opens})::int`.as("opens"),
      people: sql<number>`sum(${centerAppUsageDay.people})::int`.as("people"),
    })
    .from(centerAppUsageDay)
    .where(daysInPeriod(schoolId, p))
    .groupBy(centerAppUsageDay.appId);
  const both = raw.unionAll(days).as("u");
  const opens = sql<number>`sum(${both.opens})::int`;
  return db
    .select({
      appId: centerApp.id,
      name: centerApp.name,
      nameEn: centerApp.nameEn,
      icon: centerApp.icon,
      opens,
      people: sql<number>`sum(${both.people})::int`,
    })
    .from(both)
    .innerJoin(centerApp, and(eq(centerApp.schoolId, schoolId), eq(centerApp.id, both.appId)))
    .groupBy(centerApp.id, centerApp.name, centerApp.nameEn, centerApp.icon, centerApp.sort)
    .orderBy(desc(opens), asc(centerApp.sort), asc(centerApp.id));
};

/** Opens and people per day of a period (all apps or one), newest day first, paged. */
export const opensPerDay = async (
  db: Conn,
  schoolId: number,
  p: Period,
  q: { appId?: number; limit: number; offset: number },
) => {
  const day = localDay(p.zone);
  const raw = db
    .select({
      day: sql<string>`${day}::text`.as("day"),
      opens: sql<number>`count(*)::int`.as("opens"),
      people: sql<number>`count(distinct (${centerAppOpen.userType}, ${centerAppOpen.userId}))::int`.as(
        "people",
      ),
    })
    .from(centerAppOpen)
    .where(rawInPeriod(schoolId, p, q.appId))
    // By position: the zone is a parameter, so the same expression twice would not be the same to PostgreSQL.
    .groupBy(sql`1`);
  const days = db
    .select({
      day: sql<string>`${centerAppUsageDay.day}::text`.as("day"),
      opens: sql<number>`sum(${centerAppUsageDay.opens})::int`.as("opens"),
      // Distinct people of a day over several apps are not known once aggregated: the largest app's is a floor.
      people: sql<number>`max(${centerAppUsageDay.people})::int`.as("people"),
    })
    .from(centerAppUsageDay)
    .where(daysInPeriod(schoolId, p, q.appId))
    .groupBy(centerAppUsageDay.day);
  const both = raw.unionAll(days).as("u");
  const rows = await db
    .select({
      day: both.day,
      opens: sql<number>`sum(${both.opens})::int`,
      people: sql<number>`max(${both.people})::int`,
    })
    .from(both)
    .groupBy(both.day)
    .orderBy(desc(both.day))
    .limit(q.limit)
    .offset(q.offset);
  const [{ n }] = await db.select({ n: sql<number>`count(distinct ${both.day})::int` }).from(both);
  return { rows, total: Number(n) };
};

/**
 * A person's apps by their latest open, newest first: each of the school's apps probes the person's latest open
 * of it in center_app_open_user_app_idx, rather than grouping every open the person kept (a year of a daily user's
 * opens took 17 ms; the probes a handful of index reads per app).
 */
export const lastOpened = async (db: Conn, who: Who, limit: number) => {
  // center_app.id qualified by hand: in a one-table select Drizzle writes a column bare, meaning o.id here.
  const last = sql<Date | null>`(select max(o.opened_at) from ${centerAppOpen} o
    where o.school_id = ${who.schoolId} and o.user_type = ${who.userType} and o.user_id = ${who.userId}
      and o.app_id = "center_app"."id")`;
  const rows = await db
    .select({ app: centerApp, lastOpenedAt: last.as("last_opened_at") })
    .from(centerApp)
    .where(and(eq(centerApp.schoolId, who.schoolId), sql`${last} is not null`))
    .orderBy(sql`last_opened_at desc`)
    .limit(limit);
  return rows;
};

/** A person's opens of apps still in the school, newest first, paged. */
export const pageHistory = async (db: Conn, who: Who, q: { limit: number; offset: number }) => {
  const mine = and(
    eq(centerAppOpen.schoolId, who.schoolId),
    eq(centerAppOpen.userType, who.userType),
    eq(centerAppOpen.userId, who.userId),
  );
  const joined = and(eq(centerApp.schoolId, centerAppOpen.schoolId), eq(centerApp.id, centerAppOpen.appId));
  const rows = await db
    .select({ openedAt: centerAppOpen.openedAt, app: centerApp })
    .from(centerAppOpen)
    .innerJoin(centerApp, joined)
    .where(mine)
    .orderBy(desc(centerAppOpen.openedAt), desc(centerAppOpen.id))
    .limit(q.limit)
    .offset(q.offset);
  const [{ n }] = await db
    .select({ n: count() })
    .from(centerAppOpen)
    .innerJoin(centerApp, joined)
    .where(mine);
  return { rows, total: Number(n) };
};

/**
 * The sweep: opens before the day `keepDays` ago (in the school's zone) become daily counts, then go. Adding to
 * an existing day keeps a late row's count; its people may then count someone twice that day.
 */
export const aggregateOpensBefore = async (
  db: Tx,
  schoolId: number,
  at: { now: Date; keepDays: number; zone: string },
) => {
  const { zone } = at;
  // The start of the school's day `keepDays` before now: whole days are swept, never part of one.
  const before = sql`(date_trunc('day', (${at.now.toISOString()}::timestamptz - make_interval(days => ${at.keepDays}::int)) at time zone ${zone}) at time zone ${zone})`;
  const old = and(eq(centerAppOpen.schoolId, schoolId), sql`${centerAppOpen.openedAt} < ${before}`);
  const day = localDay(zone);
  const counted = await db
    .insert(centerAppUsageDay)
    .select(
      db
        .select({
          schoolId: centerAppOpen.schoolId,
          appId: centerAppOpen.appId,
          day: sql<string>`${day}`.as("day"),
          opens: sql<number>`count(*)::int`.as("opens"),
          people: sql<number>`count(distinct (${centerAppOpen.userType}, ${centerAppOpen.userId}))::int`.as(
            "people",
          ),
        })
        .from(centerAppOpen)
        .where(old)
        .groupBy(sql`1, 2, 3`),
    )
    .onConflictDoUpdate({
      target: [centerAppUsageDay.schoolId, centerAppUsageDay.appId, centerAppUsageDay.day],
      set: {
        opens: sql`${centerAppUsageDay.opens} + excluded.opens`,
        people: sql`${centerAppUsageDay.people} + excluded.people`,
      },
    })
    .returning({ appId: centerAppUsageDay.appId });
  const deleted = await db.delete(centerAppOpen).where(old).returning({ id: centerAppOpen.id });
  return { days: counted.length, opens: deleted.length };
};
