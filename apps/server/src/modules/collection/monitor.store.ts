import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";

type Conn = Db | Tx;

export type BulkFill = { taskId: number; userName: string; minute: Date; count: number };

/**
 * Fills of a task made by one person for many students within one minute (a teacher's batch fill, an
 * import): at least `minCount` values, newest first.
 */
export const bulkFills = async (
  db: Conn,
  schoolId: number,
  minCount: number,
  limit: number,
): Promise<BulkFill[]> =>
  (
    (
      await db.execute(sql`select v.task_id, coalesce(max(v.user_name), '') user_name,
          date_trunc('minute', v.created_at) as at_minute, count(*) as n
        from form_task_value_v v
        where v.school_id = ${schoolId} and v.user_id is not null and v.belong_user_id is not null
          and v.belong_user_id <> v.user_id
        group by v.task_id, v.user_id, v.user_type, date_trunc('minute', v.created_at)
        having count(*) >= ${minCount}
        order by at_minute desc limit ${limit}`)
    ).rows as Record<string, unknown>[]
  ).map((r) => ({
    taskId: Number(r.task_id),
    userName: String(r.user_name),
    minute: new Date(r.at_minute as string),
    count: Number(r.n),
  }));
