import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";

type Conn = Db | Tx;

export type SchoolUsage = {
  sceneId: number;
  schoolId: number;
  /** Published or closed tasks of the school's copy. */
  tasks: number;
  values: number;
  lastFillAt: Date | null;
};

const list = (xs: number[]) => `{${xs.map((n) => Math.trunc(n)).join(",")}}`;

/**
 * How each school uses copies of the given source scenes: one row per (source scene, school holding a live
 * copy) with its published tasks, its submitted values and the last fill; in one grouped query.
 */
export const usageOfCopies = async (
  db: Conn,
  source: { schoolId: number; sceneIds: number[] },
  schoolIds: number[],
): Promise<SchoolUsage[]> => {
  if (source.sceneIds.length === 0 || schoolIds.length === 0) return [];
  const rows = (
    await db.execute(sql`
      select s.copied_from_scene_id scene_id, s.school_id,
        count(distinct t.id) filter (where t.state in (1, 2)) tasks,
        count(v.id) "values", max(v.created_at) last_fill
      from scene s
      left join task t on t.school_id = s.school_id and t.scene_id = s.id and t.deleted_at is null
      left join form_task_value_v v on v.school_id = t.school_id and v.task_id = t.id
      where s.school_id = any(${list(schoolIds)}::bigint[]) and s.deleted_at is null
        and s.copied_from_school_id = ${source.schoolId}
        and s.copied_from_scene_id = any(${list(source.sceneIds)}::bigint[])
      group by s.copied_from_scene_id, s.school_id`)
  ).rows as Record<string, unknown>[];
  return rows.map((r) => ({
    sceneId: Number(r.scene_id),
    schoolId: Number(r.school_id),
    tasks: Number(r.tasks),
    values: Number(r.values),
    lastFillAt: r.last_fill ? new Date(r.last_fill as string) : null,
  }));
};
