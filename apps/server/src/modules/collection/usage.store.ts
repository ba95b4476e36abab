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

/** The area's schools as a CTE `s(school_id, school_name)`, so that filters and pages stay in SQL. */
const schoolsCte = (schools: { id: number; name: string }[]) => {
  const ids = `{${schools.map((s) => Math.trunc(s.id)).join(",")}}`;
  const names = `{${schools.map((s) => `"${s.name.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;
  return sql`s as (select * from unnest(${ids}::bigint[], ${names}::text[]) as s(school_id, school_name))`;
};

/** Scene `c` is a live copy, in school `s`, of the area's scenes (or of one of them). */
const copyOf = (areaSchoolId: number, sceneId?: number) => sql`c.school_id = s.school_id
  and c.deleted_at is null and c.copied_from_school_id = ${areaSchoolId}
  ${sceneId === undefined ? sql`` : sql` and c.copied_from_scene_id = ${sceneId}`}`;

export type TaskUsage = {
  schoolId: number;
  schoolName: string;
  sceneName: string;
  taskId: number;
  taskName: string;
  state: number;
  publishedAt: Date | null;
  values: number;
  lastFillAt: Date | null;
};

/**
 * Usage by task: each published (or closed) task of the schools' copies of the area's scenes (or of one
 * scene), with its fills and last fill; counted, ordered and paged in SQL.
 */
export const taskUsagePage = async (
  db: Conn,
  p: {
    areaSchoolId: number;
    schools: { id: number; name: string }[];
    sceneId?: number;
    keyword?: string;
    limit: number;
    offset: number;
  },
): Promise<{ rows: TaskUsage[]; total: number }> => {
  if (p.schools.length === 0) return { rows: [], total: 0 };
  const keyword = p.keyword
    ? sql` and (t.name ilike ${`%${p.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or s.school_name ilike ${`%${p.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`
    : sql``;
  const rows = (
    await db.execute(sql`with ${schoolsCte(p.schools)}
      select s.school_id, s.school_name, c.name scene_name, t.id task_id, t.name task_name, t.state,
        t.published_at, count(v.id) "values", max(v.created_at) last_fill, count(*) over () total
      from s join scene c on ${copyOf(p.areaSchoolId, p.sceneId)}
      join task t on t.school_id = c.school_id and t.scene_id = c.id and t.deleted_at is null and t.state in (1, 2)
      left join form_task_value_v v on v.school_id = t.school_id and v.task_id = t.id
      where true${keyword}
      group by s.school_id, s.school_name, c.name, t.id, t.name, t.state, t.published_at
      order by s.school_name, s.school_id, t.published_at desc nulls last, t.id
      limit ${p.limit} offset ${p.offset}`)
  ).rows as Record<string, unknown>[];
  return {
    total: rows.length > 0 ? Number(rows[0].total) : 0,
    rows: rows.map((r) => ({
      schoolId: Number(r.school_id),
      schoolName: String(r.school_name),
      sceneName: String(r.scene_name),
      taskId: Number(r.task_id),
      taskName: String(r.task_name),
      state: Number(r.state),
      publishedAt: r.published_at ? new Date(r.published_at as string) : null,
      values: Number(r.values),
      lastFillAt: r.last_fill ? new Date(r.last_fill as string) : null,
    })),
  };
};

export type NotUsed = { schoolId: number; schoolName: string; copies: number };

/**
 * The schools that use none of the area's scenes (or not the one scene): no published or closed task in any
 * live copy. `copies` counts the copies they made but left unused. Filtered and paged in SQL.
 */
export const notUsedPage = async (
  db: Conn,
  p: {
    areaSchoolId: number;
    schools: { id: number; name: string }[];
    sceneId?: number;
    limit: number;
    offset: number;
  },
): Promise<{ rows: NotUsed[]; total: number }> => {
  if (p.schools.length === 0) return { rows: [], total: 0 };
  const rows = (
    await db.execute(sql`with ${schoolsCte(p.schools)}
      select s.school_id, s.school_name,
        (select count(*) from scene c where ${copyOf(p.areaSchoolId, p.sceneId)}) copies, count(*) over () total
      from s
      where not exists (select 1 from scene c
        join task t on t.school_id = c.school_id and t.scene_id = c.id and t.deleted_at is null
          and t.state in (1, 2)
        where ${copyOf(p.areaSchoolId, p.sceneId)})
      order by s.school_name, s.school_id
      limit ${p.limit} offset ${p.offset}`)
  ).rows as Record<string, unknown>[];
  return {
    total: rows.length > 0 ? Number(rows[0].total) : 0,
    rows: rows.map((r) => ({
      schoolId: Number(r.school_id),
      schoolName: String(r.school_name),
      copies: Number(r.copies),
    })),
  };
};
