import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { account, session } from "./identity.tables.ts";

type Conn = Db | Tx;

export type SigninDay = { day: string; signins: number; people: number };

/**
 * Sessions started per day of a range at the school (its clock), optionally of one kind of user (0 teacher,
 * 1 student, 2 parent), and the distinct accounts that started them: one statement for the usage log. A token
 * refresh starts a session too (the old one ends `refreshed`); those are left out.
 */
export const signinsPerDay = async (
  db: Conn,
  schoolId: number,
  q: { from: string; to: string; zone: string; userType?: number },
): Promise<SigninDay[]> => {
  const result = await db.execute<Record<string, unknown>>(sql`
    select (s.created_at at time zone ${q.zone})::date::text as "day", count(*)::int as "signins",
      count(distinct s.account_id)::int as "people"
    from ${session} s
    join ${account} a on a.school_id = s.school_id and a.id = s.account_id
    where s.school_id = ${schoolId}
      and s.created_at >= (${q.from}::date::timestamp at time zone ${q.zone})
      and s.created_at < ((${q.to}::date + 1)::timestamp at time zone ${q.zone})
      ${q.userType === undefined ? sql`` : sql`and a.user_type = ${q.userType}`}
      and not exists (select 1 from ${session} p where p.school_id = s.school_id and p.account_id = s.account_id
        and p.end_reason = 'refreshed' and p.ended_at between s.created_at - interval '5 seconds' and s.created_at + interval '5 seconds')
    group by 1 order by 1`);
  return result.rows.map((r) => ({
    day: String(r.day),
    signins: Number(r.signins),
    people: Number(r.people),
  }));
};
