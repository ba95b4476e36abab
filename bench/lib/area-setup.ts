import { completionAcrossSchools, tasksOfCopies } from "@eos/server/src/modules/collection/area.store.ts";
import { periodAt } from "@eos/server/src/modules/collection/period.ts";
import { type SQL, sql } from "drizzle-orm";
import { allClasses, client, insertHalfTheValues, releasedForm } from "./collection-setup.ts";
import type { BenchDatabase } from "./database.ts";
import { signInOverHttp } from "./sign-in.ts";

/**
 * Arrangement and baseline of bench/collection-area.bench.ts: the area site of the large region
 * (scripts/seed-large.ts: large-area.demo, account areaadmin) shares a scene with one parent task; every
 * school copies it from the scene hall, gives the copied task all its classes and publishes it, all through
 * the real HTTP API as each school's administrator. Values are inserted with SQL (arrangement only).
 */
export const AREA_DOMAIN = "large-area.demo";

export type AreaArranged = {
  areaId: number;
  areaSiteId: number;
  sceneId: number;
  areaHeaders: Record<string, string>;
  schools: number;
  tasks: number;
  students: number;
  filled: number;
};

type Client = ReturnType<typeof client>;
type TaskItem = { id: number; sceneId: number; name: string; formId: number; fillerType: number };

/** The area's scene: a released form, a scene shown and shelved, one draft parent task (no classes there). */
const areaScene = async (api: Client): Promise<number> => {
  const form = await releasedForm(api);
  const { id } = await api.post<{ id: number }>("/v3/saveScene", { name: "全区阅读打卡" });
  await api.post("/v3/scene/show", { id });
  await api.post("/v3/task/save", { sceneId: id, formId: form.formId, name: "全区阅读打卡", fillerType: 2 });
  await api.post("/v3/scene/shelve", { id });
  return id;
};

/** One school: its admin copies the scene, saves the copied task with every class and publishes it. */
const copyInSchool = async (base: string, domain: string, from: { schoolId: number; sceneId: number }) => {
  const admin = await signInOverHttp(base, domain, "admin", 0);
  const api = client(base, admin.token);
  const classIds = await allClasses(api);
  const { id: sceneId } = await api.post<{ id: number }>("/v3/sceneHall/copy", {
    fromSchoolId: from.schoolId,
    sceneId: from.sceneId,
  });
  const tasks = await api.get<TaskItem[]>(`/v3/task/list?sceneId=${sceneId}`);
  for (const t of tasks) {
    const { id, name, formId, fillerType } = t;
    await api.post("/v3/task/save", { ...t, id, sceneId, name, formId, fillerType, classIds });
    await api.post("/v3/task/publish", { id });
  }
  return { schoolId: admin.schoolId, taskIds: tasks.map((t) => t.id) };
};

/** Runs `work` over `items`, `limit` at a time. */
const inBatches = async <T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> => {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += limit)
    out.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  return out;
};

/** Half the students of every school fill their school's copied task (SQL, arrangement only). */
const fillHalf = async (db: BenchDatabase, copies: { schoolId: number; taskIds: number[] }[]) => {
  let filled = 0;
  for (const c of copies)
    for (const taskId of c.taskIds) {
      const [f] = await db.rawQuery<{ form_id: number; version: number }>(
        `select f.id as form_id, f.version from task t join form f on f.school_id = t.school_id and f.id = t.form_id
          where t.school_id = $1 and t.id = $2`,
        [c.schoolId, taskId],
      );
      const p = { schoolId: c.schoolId, taskId, formId: Number(f.form_id), version: Number(f.version) };
      filled += await insertHalfTheValues(db, p);
    }
  return filled;
};

export const arrangeArea = async (db: BenchDatabase, base: string): Promise<AreaArranged> => {
  const area = await signInOverHttp(base, AREA_DOMAIN, "areaadmin", 0);
  const api = client(base, area.token);
  const sceneId = await areaScene(api);
  const [{ area_id }] = await db.rawQuery<{ area_id: number }>("select area_id from school where id = $1", [
    area.schoolId,
  ]);
  const areaId = Number(area_id);
  const sites = await db.rawQuery<{ domain: string }>(
    "select domain from school where area_id = $1 and type = 0 order by id",
    [areaId],
  );
  const from = { schoolId: area.schoolId, sceneId };
  const copies = await inBatches(sites, 8, (s) => copyInSchool(base, s.domain, from));
  const filled = await fillHalf(db, copies);
  await db.rawQuery("analyze");
  const [{ n }] = await db.rawQuery<{ n: number }>(
    "select count(*)::int as n from student s join school sc on sc.id = s.school_id where sc.area_id = $1 and sc.type = 0",
    [areaId],
  );
  return {
    areaId,
    areaSiteId: area.schoolId,
    sceneId,
    areaHeaders: api.headers,
    schools: sites.length,
    tasks: copies.reduce((k, c) => k + c.taskIds.length, 0),
    students: n,
    filled,
  };
};

/**
 * The baseline, by hand on the base tables: for every school of the area (not the area's site), the
 * published or closed tasks of its copies of the scene, their classes' students, and how many of them have
 * a submitted value. Once-only tasks without a window: no period bounds (as RAW_COMPLETION_SQL).
 * $1 area, $2 area site, $3 area scene.
 */
export const RAW_AREA_SQL = `with sites as (select id from school where area_id = $1 and type = 0),
 t as (select t.school_id, t.id
         from scene sc
         join task t on t.school_id = sc.school_id and t.scene_id = sc.id and t.deleted_at is null
                    and t.state in (1, 2)
        where sc.school_id in (select id from sites) and sc.copied_from_school_id = $2
          and sc.copied_from_scene_id = $3 and sc.deleted_at is null),
 f as (select distinct v.school_id, v.task_id, v.belong_user_id
         from form_value v join t on v.school_id = t.school_id and v.task_id = t.id
        where not v.draft and v.deleted_at is null),
 e as (select t.school_id, count(*) as expected, count(f.belong_user_id) as filled
         from t
         join task_class tc on tc.school_id = t.school_id and tc.task_id = t.id
         join student s on s.school_id = tc.school_id and s.class_id = tc.class_id
         left join f on f.school_id = t.school_id and f.task_id = t.id and f.belong_user_id = s.id
        group by t.school_id)
select sites.id as school_id, coalesce(e.expected, 0) as expected, coalesce(e.filled, 0) as filled
  from sites left join e on e.school_id = sites.id`;

export type SchoolFigure = { schoolId: number; expected: number; filled: number };

/** The baseline's figures, sorted by school. */
export const rawAreaFigures = (db: BenchDatabase, a: AreaArranged) => async (): Promise<SchoolFigure[]> =>
  (await db.rawQuery<Record<string, unknown>>(RAW_AREA_SQL, [a.areaId, a.areaSiteId, a.sceneId]))
    .map((r) => ({ schoolId: Number(r.school_id), expected: Number(r.expected), filled: Number(r.filled) }))
    .sort((x, y) => x.schoolId - y.schoolId);

const plan = (rows: Record<string, unknown>[]) => rows.map((r) => String(r["QUERY PLAN"])).join("\n");

/** The tasks EOS's area statistics count (its copies' tasks, with their current periods). */
const eosTasks = async (db: BenchDatabase, a: AreaArranged) => {
  const sites = await db.rawQuery<{ id: number }>("select id from school where area_id = $1 and type = 0", [
    a.areaId,
  ]);
  const ids = sites.map((s) => Number(s.id));
  const source = { schoolId: a.areaSiteId, sceneId: a.sceneId };
  const now = new Date();
  return (await tasksOfCopies(db.database.db, source, ids)).map((t) => ({
    ...t,
    ...periodAt(t, now, "Asia/Shanghai"),
  }));
};

/** EOS's one statistics query (completionAcrossSchools) alone, no HTTP: answers the filled total. */
export const eosStoreQuery = async (db: BenchDatabase, a: AreaArranged) => {
  const tasks = await eosTasks(db, a);
  return async (): Promise<number> => {
    const figures = await completionAcrossSchools(db.database.db, tasks);
    return [...figures.values()].reduce((n, f) => n + f.filled, 0);
  };
};

/** EXPLAIN (ANALYZE, BUFFERS) of the baseline and of EOS's completionAcrossSchools on the same tasks. */
export const explainBoth = async (
  db: BenchDatabase,
  a: AreaArranged,
): Promise<{ eos: string; raw: string }> => {
  const raw = plan(
    await db.rawQuery(`explain (analyze, buffers) ${RAW_AREA_SQL}`, [a.areaId, a.areaSiteId, a.sceneId]),
  );
  let eos = "";
  const explaining = {
    execute: async (q: SQL) => {
      const res = await db.database.db.execute(sql`explain (analyze, buffers) ${q}`);
      eos = plan(res.rows as Record<string, unknown>[]);
      return { rows: [] };
    },
  } as unknown as Parameters<typeof completionAcrossSchools>[0];
  await completionAcrossSchools(explaining, await eosTasks(db, a));
  return { eos, raw };
};
