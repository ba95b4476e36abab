import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { onecardConsume } from "./onecard.tables.ts";

type Conn = Db | Tx;

export type CanteenPlaceTotal = { place: string; amount: number; count: number };

/**
 * A day's canteen payments at the school (its own clock), by place: one aggregate over the (school_id, at)
 * index, for the school's board. Amounts in fen.
 */
export const canteenTotalsOn = async (
  db: Conn,
  schoolId: number,
  day: string,
  zone: string,
): Promise<CanteenPlaceTotal[]> => {
  const result = await db.execute<Record<string, unknown>>(sql`
    select c.place as "place", coalesce(sum(c.amount), 0)::bigint as "amount", count(*)::int as "count"
    from ${onecardConsume} c
    where c.school_id = ${schoolId}
      and c.at >= (${day}::date::timestamp at time zone ${zone})
      and c.at < ((${day}::date + 1)::timestamp at time zone ${zone})
    group by c.place
    order by 2 desc, c.place`);
  return result.rows.map((r) => ({
    place: String(r.place),
    amount: Number(r.amount),
    count: Number(r.count),
  }));
};
