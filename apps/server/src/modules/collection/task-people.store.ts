import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import type { ClassScope } from "./progress.store.ts";
import { taskShape, withTargets } from "./task-targets.sql.ts";

export type JoinUserRow = {
  userId: number;
  userName: string;
  /** 0 teacher, 1 student, 2 parent. */
  userType: number | null;
  /** Values of the task this person stored (about the people in the caller's scope). */
  values: number;
  lastFilledAt: Date;
};

const like = (k: string) => `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The people who filled a task (SPEC 7 'task join-user page'): one row each, with how many values and when
 * the latest, counted over the values about the task's targets in the caller's scope; searched by name,
 * paged, in one statement.
 */
export const joinUsers = async (
  db: Db,
  p: { schoolId: number; taskId: number; scope: ClassScope; keyword?: string; limit: number; offset: number },
): Promise<{ rows: JoinUserRow[]; total: number }> => {
  const shape = await taskShape(db, p.schoolId, p.taskId);
  const keyword = p.keyword ? sql` and v.user_name ilike ${like(p.keyword)}` : sql``;
  const rows = (
    await db.execute(sql`${withTargets(p.schoolId, shape, p.scope)},
      j as (select v.user_id, max(v.user_name) user_name, max(v.user_type) user_type, count(*) n,
          max(v.created_at) last_at
        from form_task_value_v v
        where v.school_id = ${p.schoolId} and v.task_id = ${p.taskId} and v.user_id is not null
          and v.belong_user_id in (select student_id from t)${keyword}
        group by v.user_id)
      select j.*, count(*) over () total from j
      order by j.last_at desc, j.user_id
      limit ${p.limit} offset ${p.offset}`)
  ).rows as Record<string, unknown>[];
  return {
    total: rows.length > 0 ? Number(rows[0].total) : 0,
    rows: rows.map((r) => ({
      userId: Number(r.user_id),
      userName: String(r.user_name ?? ""),
      userType: r.user_type === null || r.user_type === undefined ? null : Number(r.user_type),
      values: Number(r.n),
      lastFilledAt: new Date(r.last_at as string),
    })),
  };
};
