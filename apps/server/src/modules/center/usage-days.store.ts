import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { centerAppOpen, centerAppUsageDay } from "./center.tables.ts";

type Conn = Db | Tx;

export type OpensDay = { day: string; opens: number; people: number };

/**
 * App opens per day of a range at the school (its clock), optionally of one kind of user (0 teacher, 1 student,
 * 2 parent): raw opens, plus the daily counts of days already summarised (these only for every user, since they
 * keep no user kind). One statement for the usage log.
 */
export const opensPerDay = async (
  db: Conn,
  schoolId: number,
  q: { from: string; to: string; zone: string; userType?: number },
): Promise<OpensDay[]> => {
  const kind = q.userType === undefined ? sql`` : sql`and o.user_type = ${q.userType}`;
  const summarised =
    q.userType === undefined
      ? sql`union all
        select u.day as "day", sum(u.opens)::int as "opens", sum(u.people)::int as "people"
        from ${centerAppUsageDay} u
        where u.school_id = ${schoolId} and u.day between ${q.from}::date and ${q.to}::date
        group by u.day`
      : sql``;
  const result = await db.execute<Record<string, unknown>>(sql`
    select x.day::text as "day", sum(x.opens)::int as "opens", sum(x.people)::int as "people" from (
      select (o.opened_at at time zone ${q.zone})::date as "day", count(*)::int as "opens",
        count(distinct (o.user_type, o.user_id))::int as "people"
      from ${centerAppOpen} o
      where o.school_id = ${schoolId}
        and o.opened_at >= (${q.from}::date::timestamp at time zone ${q.zone})
        and o.opened_at < ((${q.to}::date + 1)::timestamp at time zone ${q.zone}) ${kind}
      group by 1
      ${summarised}
    ) x group by x.day order by x.day`);
  return result.rows.map((r) => ({ day: String(r.day), opens: Number(r.opens), people: Number(r.people) }));
};
