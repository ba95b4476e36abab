import { allClasses, client, shownScene } from "./collection-setup.ts";
import type { BenchDatabase } from "./database.ts";

/**
 * Arrangement of bench/evaluation.bench.ts, through the real HTTP API as the school's administrator: a released
 * form (a number-like text item and a radio), a shown scene with daily teacher tasks over every class, an
 * indicator model (level-1 indicators with level-2 leaves) and one rule per leaf, mixing the three kinds and
 * four aggregates, with and without count limits and caps. The values are inserted with SQL (arrangement only).
 */
export type Shape = { tasks: number; roots: number; leavesPerRoot: number; valuesPerTask: number };

export type EvaluationArranged = {
  schoolId: number;
  termId: number;
  modelId: number;
  taskIds: number[];
  rules: number;
  students: number;
  values: number;
  items: number;
  headers: Record<string, string>;
  /** The released evidence form, to insert more values of it (bench/passport.bench.ts). */
  form: Form;
  sceneId: number;
};

type Client = ReturnType<typeof client>;
type SavedItem = { id: number; name: string; optionInfos?: { id: string | number; name: string }[] | null };
export type Form = { formId: number; version: number; m: number; q: number; options: string[] };
type Rule = { indicatorId: number; name: string; config: Record<string, unknown> };

/** The form the tasks fill: "m" (minutes, type 1 text, read as a number) and "q" (quality, a radio). */
const evidenceForm = async (api: Client): Promise<Form> => {
  const { id } = await api.post<{ id: number }>("/v3/eos/form/admin/add", {
    name: "阅读与表现",
    items: [
      { name: "m", type: 1, isNull: "Y" },
      { name: "q", type: 4, isNull: "Y", optionInfos: [{ name: "优" }, { name: "良" }, { name: "中" }] },
    ],
  });
  const { version } = await api.post<{ version: number }>("/v3/eos/form/admin/release", { id });
  const { items } = await api.get<{ items: SavedItem[] }>(`/v3/eos/form/admin/byid?id=${id}`);
  const m = items.find((i) => i.name === "m");
  const q = items.find((i) => i.name === "q");
  if (!m || !q?.optionInfos) throw new Error("the released form lacks its items");
  return { formId: id, version, m: m.id, q: q.id, options: q.optionInfos.map((o) => String(o.id)) };
};

/** Daily teacher tasks (fillerType 0) over every class, published. */
const dailyTasks = async (api: Client, sceneId: number, formId: number, count: number) => {
  const classIds = await allClasses(api);
  const ids: number[] = [];
  for (let i = 1; i <= count; i++) {
    const task = { sceneId, formId, name: `每日记录 ${i}`, fillerType: 0, classIds, recurrence: 1 };
    const { id } = await api.post<{ id: number }>("/v3/task/save", task);
    await api.post("/v3/task/publish", { id });
    ids.push(id);
  }
  return ids;
};

/** The model: `roots` level-1 indicators (max 100) with `leavesPerRoot` level-2 leaves (max 30) each. */
const indicatorModel = async (api: Client, shape: Shape): Promise<{ modelId: number; leaves: number[] }> => {
  const indicators = [];
  for (let r = 1; r <= shape.roots; r++) {
    indicators.push({
      key: `r${r}`,
      parentKey: null,
      name: `一级指标 ${r}`,
      weight: 100 / shape.roots,
      maxScore: 100,
    });
    for (let l = 1; l <= shape.leavesPerRoot; l++)
      indicators.push({
        key: `r${r}l${l}`,
        parentKey: `r${r}`,
        name: `二级指标 ${r}.${l}`,
        weight: 0,
        maxScore: 30,
      });
  }
  const { id } = await api.post<{ id: number }>("/v3/target/add", { name: "综合素质评价", indicators });
  const detail = await api.get<{ indicators: { id: number; level: number }[] }>(`/v3/target/detail?id=${id}`);
  return { modelId: id, leaves: detail.indicators.filter((i) => i.level === 2).map((i) => i.id) };
};

const AGGREGATES = ["sum", "avg", "max", "latest"] as const;

/** Rule n: kind by n % 3, aggregate by n % 4, over 1–3 of the tasks (by n / 3), some with limits and caps. */
const ruleFor = (n: number, leaf: number, sceneId: number, taskIds: number[], form: Form): Rule => {
  const span = 1 + (Math.floor(n / 3) % 3);
  const tasks = Array.from({ length: span }, (_, k) => taskIds[(n * 7 + k * 3) % taskIds.length]);
  const base = { sceneId, taskIds: [...new Set(tasks)], aggregate: AGGREGATES[n % 4] };
  const maxCount = n % 2 === 0 ? 10 + n : null;
  const cap = n % 5 === 1 ? 12 : null;
  const kind = (["fixed", "item", "option"] as const)[n % 3];
  const [good, fair] = form.options;
  const byKind = {
    fixed: { points: 1 + (n % 4), maxCount, cap },
    item: {
      itemId: String(form.m),
      scale: n % 2 === 0 ? 0.1 : 0.25,
      perValueMax: n % 4 === 1 ? 8 : null,
      cap,
    },
    option: { itemId: String(form.q), optionPoints: { [good]: 3, [fair]: 1.5 }, maxCount, cap },
  }[kind];
  return { indicatorId: leaf, name: `规则 ${n + 1}（${kind}）`, config: { ...base, kind, ...byKind } };
};

/** Arrangement only: how many students the school has, and a teacher who fills. */
const schoolFacts = async (db: BenchDatabase, schoolId: number) => {
  const [row] = await db.rawQuery<{ students: number; teacher_id: number }>(
    `select (select count(*)::int from student where school_id = $1) as students,
            (select id from teacher where school_id = $1 order by id limit 1) as teacher_id`,
    [schoolId],
  );
  return row;
};

/**
 * Arrangement only: `perTask` values per student and task, their times spread over the term's days (local
 * 07:00–21:00 in the school's zone), about 2% a day or two outside the term; then the items: "m" a number
 * (some decimals), a word or empty every so often, sometimes absent; "q" one of the options, sometimes absent.
 */
export const insertValues = async (
  db: BenchDatabase,
  p: { schoolId: number; form: Form; taskIds: number[]; perTask: number; teacherId: number; termId: number },
): Promise<{ values: number; items: number }> => {
  const [term] = await db.rawQuery<{ stime: string; days: number; tz: string }>(
    `select t.stime::text as stime, (t.etime - t.stime + 1)::int as days, s.time_zone as tz
       from term t join school s on s.id = t.school_id where t.school_id = $1 and t.id = $2`,
    [p.schoolId, p.termId],
  );
  // Only the values inserted here get items (the function may run again for another term).
  const [{ after }] = await db.rawQuery<{ after: string }>(
    "select coalesce(max(id), 0) as after from form_value where school_id = $1",
    [p.schoolId],
  );
  const values = await db.rawQuery<{ n: number }>(
    `with ins as (
       insert into form_value (school_id, form_id, version, task_id, user_id, user_type, user_name,
                               belong_user_id, draft, created_at)
       select $1, $2, $3, t.id, $6, 0, 'bench', s.id, false,
              (($7::date + ((s.n * 7 + t.k * 13 + g * 31) % ($8::int + 4))::int - 2)::timestamp
                 + make_interval(secs => 25200 + (s.n * 97 + g * 53 + t.k * 11) % 50400)) at time zone $9
         from (select id, row_number() over (order by id) as n from student where school_id = $1) s
        cross join unnest($4::bigint[]) with ordinality t(id, k)
        cross join generate_series(1, $5) g
       returning 1)
     select count(*)::int as n from ins`,
    [
      p.schoolId,
      p.form.formId,
      p.form.version,
      p.taskIds,
      p.perTask,
      p.teacherId,
      term.stime,
      term.days,
      term.tz,
    ],
  );
  const items = await db.rawQuery<{ n: number }>(
    `with ins as (
       insert into form_value_item (school_id, form_value_id, item_id, item_type, val)
       select v.school_id, v.id, x.item_id, x.item_type, x.val
         from form_value v
         cross join lateral (values
           ($3::bigint, 1::smallint, case when v.id % 41 = 0 then null
                                          when v.id % 50 = 0 then '未填写'
                                          when v.id % 97 = 0 then ''
                                          when v.id % 7 = 0 then round((v.id % 90)::numeric / 2, 1)::text
                                          else (v.id * 13 % 120)::text end),
           ($4::bigint, 4::smallint, case when v.id % 53 = 0 then null else ($5::text[])[1 + v.id % 3] end)
         ) x(item_id, item_type, val)
        where v.school_id = $1 and v.task_id = any($2::bigint[]) and v.id > $6 and x.val is not null
       returning 1)
     select count(*)::int as n from ins`,
    [p.schoolId, p.taskIds, p.form.m, p.form.q, p.form.options, after],
  );
  return { values: values[0].n, items: items[0].n };
};

/** The form, scene, tasks, model and rules through the API as the school's admin; the values by SQL. */
export const arrangeEvaluation = async (
  db: BenchDatabase,
  base: string,
  admin: { token: string; schoolId: number },
  shape: Shape,
): Promise<EvaluationArranged> => {
  const api = client(base, admin.token);
  const form = await evidenceForm(api);
  const sceneId = await shownScene(api, "综合素质记录");
  const taskIds = await dailyTasks(api, sceneId, form.formId, shape.tasks);
  const { modelId, leaves } = await indicatorModel(api, shape);
  for (const [n, leaf] of leaves.entries())
    await api.post("/v3/computeRule/save", { modelId, ...ruleFor(n, leaf, sceneId, taskIds, form) });
  const { term } = await api.get<{ term: { id: number } | null }>("/v3/term/current");
  if (!term) throw new Error("the school has no current term");
  const facts = await schoolFacts(db, admin.schoolId);
  const inserted = await insertValues(db, {
    schoolId: admin.schoolId,
    form,
    taskIds,
    perTask: shape.valuesPerTask,
    teacherId: Number(facts.teacher_id),
    termId: term.id,
  });
  await db.rawQuery("analyze");
  return {
    schoolId: admin.schoolId,
    termId: term.id,
    modelId,
    taskIds,
    rules: leaves.length,
    students: facts.students,
    ...inserted,
    headers: api.headers,
    form,
    sceneId,
  };
};
