import { createHash } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";

/**
 * GET /api/center/api/index written by hand for bench/center-index.bench.ts: Fastify and pg, no Drizzle, no zod,
 * no hooks, for a teacher. The session (system scope, as the app reads it), then one round of parallel statements
 * on connections that carry the school's tenant settings (the same set_config the app's scoped pool applies, so
 * row-level security filters every row): today's lessons, the to-do count, the week's events, banners, recent
 * apps, and the teacher's growth figures.
 */
export const RAW_SESSION_SQL = `select s.expires_at, s.ended_at, a.user_type, a.user_id, a.must_change_password,
    t.name, t.is_admin, sc.time_zone
  from session s
  join account a on a.school_id = s.school_id and a.id = s.account_id
  join school sc on sc.id = s.school_id
  left join teacher t on t.school_id = a.school_id and t.id = a.user_id and a.user_type = 0
  where s.school_id = $1 and s.token_hash = $2 limit 1`;

/** $1 school, $2 teacher, $3 the school's date, $4 its ISO day of the week. */
export const RAW_LESSONS_SQL = `with t as (
    select id, stime from term where school_id = $1 and stime <= $3::date and etime >= $3::date
    order by is_now desc limit 1)
  select e.period, p.p ->> 'start' as start, p.p ->> 'end' as "end", e.subject, c.grade_name, c.class_name,
         v.teacher_name, e.room
  from t
  join timetable_set s on s.school_id = $1 and s.term_id = t.id and s.status = 1 and $4::smallint = any(s.days)
   and (cardinality(s.weeks) = 0
        or ((date_trunc('week', $3::date)::date - date_trunc('week', t.stime)::date) / 7 + 1)::smallint = any(s.weeks))
  join timetable_entry e on e.school_id = $1 and e.set_id = s.id and e.teacher_id = $2 and e.day = $4
  left join lateral (select x as p from jsonb_array_elements(s.periods) x where (x ->> 'no')::int = e.period
                     limit 1) p on true
  left join org_class_v c on c.school_id = e.school_id and c.class_id = e.class_id
  left join org_teacher_v v on v.school_id = e.school_id and v.teacher_id = e.teacher_id
  order by start, e.period`;

/** Open tasks waiting for the teacher (their students' and their own): $1 school, $2 teacher, $3 now, $4 day, $5 week. */
export const RAW_TODO_SQL = `with recursive fk_anc(unit_id, pid) as (
    select u.unit_id, u.pid from org_unit_v u
     where u.school_id = $1 and u.unit_id in (select org_id from org_teacher_unit_v where school_id = $1 and teacher_id = $2)
    union
    select u.unit_id, u.pid from org_unit_v u join fk_anc a on u.school_id = $1 and u.unit_id = a.pid),
  fk_keys(kind, ref_id) as (
    select 'all'::text, 0::bigint
    union all select 'user', $2::bigint
    union all select 'org', unit_id from fk_anc
    union all select 'role', role_id from role_teacher_v where school_id = $1 and teacher_id = $2
    union all select 'duty', case duty when 'leader' then 1 else 2 end from org_teacher_unit_v
      where school_id = $1 and teacher_id = $2 and duty in ('leader', 'subject')
    union all select 'duty', 3 from org_teacher_contact_v where school_id = $1 and teacher_id = $2 and is_admin = 1),
  open_task as materialized (
    select t.id, t.recurrence, t.start_at, t.subject_type from task t
    join scene s on s.school_id = t.school_id and s.id = t.scene_id and s.deleted_at is null and s.shown
    where t.school_id = $1 and t.deleted_at is null and t.state = 1 and t.filler_type = 0
      and (t.join_time_type <> 2 or (t.start_at <= $3::timestamptz and $3::timestamptz < t.end_at))
      and (not exists (select 1 from task_filler f0 where f0.school_id = t.school_id and f0.task_id = t.id)
           or exists (select 1 from task_filler f1 join fk_keys k on k.kind = f1.kind and k.ref_id = f1.ref_id
                       where f1.school_id = t.school_id and f1.task_id = t.id))),
  pending(task_id, who, since) as (
    select t.id, sc.student_id, t.recurrence from open_task t
    join task_class tc on tc.school_id = $1 and tc.task_id = t.id
    join org_student_class_v sc on sc.school_id = $1 and sc.class_id = tc.class_id
    where t.subject_type = 1
      and sc.class_id in (select class_id from org_teacher_class_v where school_id = $1 and teacher_id = $2)
    union all
    select t.id, $2::bigint, t.recurrence from open_task t where t.subject_type = 0)
  select count(distinct p.task_id)::int as n from pending p join open_task t on t.id = p.task_id
  where not exists (
    select 1 from form_task_value_v v
    where v.school_id = $1 and v.task_id = p.task_id and v.belong_user_id = p.who
      and not exists (select 1 from task_review r where r.school_id = v.school_id and r.form_value_id = v.id and r.state = 2)
      and v.created_at >= case t.recurrence
        when 1 then greatest($4::timestamptz, coalesce(t.start_at, '-infinity'))
        when 2 then greatest($5::timestamptz, coalesce(t.start_at, '-infinity'))
        else '-infinity'::timestamptz end)`;

/** $1 school, $2 Monday, $3 Sunday, $4 the viewer's role code. */
export const RAW_EVENTS_SQL = `select id, title, kind, start_date::text, end_date::text, start_time, end_time, all_day
  from calendar_event where school_id = $1 and start_date <= $3 and end_date >= $2 and $4::smallint = any(audience)
  order by start_date, start_time, id`;

export const RAW_BANNERS_SQL = `select id, title, file_id, link from banner
  where school_id = $1 and enabled and (from_date is null or from_date <= $2) and (to_date is null or to_date >= $2)
  order by sort, id`;

/** The person's apps by latest open (one index probe per app), those still enabled for their roles ($3). */
export const RAW_RECENT_SQL = `select * from (
    select a.id, a.name, a.icon, a.kind,
           (select max(o.opened_at) from center_app_open o where o.school_id = $1 and o.user_type = 0
             and o.user_id = $2 and o.app_id = a.id) as last
    from center_app a where a.school_id = $1 and a.enabled and a.roles && $3::text[]) x
  where last is not null order by last desc limit 8`;

/** The school's first teacher model's level-1 indicators with the teacher's scores in the term holding $3. */
export const RAW_DEVELOP_SQL = `with m as (select id from target_model where school_id = $1 and subject_type = 1 order by id limit 1),
  t as (select id from term where school_id = $1 and stime <= $3::date and etime >= $3::date order by is_now desc limit 1)
  select i.id, i.name, i.max_score::float8 as max_score, x.score::float8 as score
  from m join target_indicator i on i.school_id = $1 and i.model_id = m.id and i.level = 1
  left join indicator_score x on x.school_id = $1 and x.model_id = m.id and x.indicator_id = i.id
   and x.student_id = $2 and x.term_id = (select id from t)
  order by i.sort, i.id`;

const TOKEN = /^Bearer\s+(\d{1,18})\.([A-Za-z0-9_-]{20,100})$/i;
const failure = (errorCode: number) => ({ success: false, errorCode, errorDesc: "refused", data: null });

const dayIn = (zone: string, now: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
const startOf = (day: string, zone: string) => {
  const guess = new Date(`${day}T00:00:00Z`);
  const local = new Date(guess.toLocaleString("en-US", { timeZone: zone }));
  return new Date(guess.getTime() - (local.getTime() - guess.getTime()));
};

type Pools = { system: pg.Pool; school: pg.Pool; close: () => Promise<void> };

/**
 * Two pools as the app's role (eos_app): the system scope's for the session, and one whose connections carry
 * the school's tenant settings, set once per connection as the app's pool keeps them per connection.
 */
export const rawPools = (appUrl: string, schoolId: number): Pools => {
  const apply =
    "select set_config('eos.scope', $1, false), set_config('eos.school_ids', $2, false), set_config('eos.area_id', '', false)";
  const system = new pg.Pool({ connectionString: appUrl, max: 3 });
  const school = new pg.Pool({ connectionString: appUrl, max: 10 });
  system.on("connect", (c) => void c.query(apply, ["system", ""]));
  school.on("connect", (c) => void c.query(apply, ["schools", String(schoolId)]));
  for (const p of [system, school]) p.on("error", () => {});
  return { system, school, close: async () => void (await Promise.all([system.end(), school.end()])) };
};

export type RawIndex = NonNullable<Awaited<ReturnType<typeof rawIndex>>>;

/** The teacher's home from the statements above; undefined for a session that is not a live teacher's. */
export const rawIndex = async (pools: Pools, header: string | undefined, now = new Date()) => {
  const match = TOKEN.exec(header ?? "");
  if (!match) return undefined;
  const schoolId = Number(match[1]);
  const hash = createHash("sha256").update(match[2]).digest("base64url");
  const [s] = (await pools.system.query(RAW_SESSION_SQL, [schoolId, hash])).rows;
  if (!s || s.ended_at || new Date(s.expires_at).getTime() <= Date.now() || s.must_change_password)
    return undefined;
  if (s.user_type !== 0) return undefined;
  const zone = s.time_zone as string;
  const date = dayIn(zone, now);
  const d = new Date(`${date}T00:00:00Z`);
  const isoDay = ((d.getUTCDay() + 6) % 7) + 1;
  const monday = new Date(d.getTime() - (isoDay - 1) * 86_400_000).toISOString().slice(0, 10);
  const sunday = new Date(d.getTime() + (7 - isoDay) * 86_400_000).toISOString().slice(0, 10);
  const teacher = Number(s.user_id);
  const roles = s.is_admin ? ["teacher", "admin"] : ["teacher"];
  const q = (sql: string, params: unknown[]) => pools.school.query(sql, params).then((r) => r.rows);
  const [lessons, [todo], events, banners, recent, develop] = await Promise.all([
    q(RAW_LESSONS_SQL, [schoolId, teacher, date, isoDay]),
    q(RAW_TODO_SQL, [schoolId, teacher, now, startOf(date, zone), startOf(monday, zone)]),
    q(RAW_EVENTS_SQL, [schoolId, monday, sunday, 0]),
    q(RAW_BANNERS_SQL, [schoolId, date]),
    q(RAW_RECENT_SQL, [schoolId, teacher, roles]),
    q(RAW_DEVELOP_SQL, [schoolId, teacher, date]),
  ]);
  return {
    greeting: { name: s.name as string, isAdmin: Boolean(s.is_admin) },
    date,
    week: { from: monday, to: sunday },
    lessons,
    todoCount: Number(todo?.n ?? 0),
    events: events.map((e) => ({ id: String(e.id), title: e.title, kind: e.kind, allDay: e.all_day })),
    banners: banners.map((b) => ({ id: String(b.id), title: b.title, link: b.link })),
    recentApps: recent.map((a) => ({ id: String(a.id), name: a.name, icon: a.icon, kind: a.kind })),
    teacherDevelop: develop.map((i) => ({ name: i.name, score: i.score ?? 0, maxScore: i.max_score })),
  };
};

export const rawIndexServer = async (pools: Pools): Promise<FastifyInstance> => {
  const app = Fastify({ logger: false });
  app.get("/api/center/api/index", async (req, reply) => {
    const data = await rawIndex(pools, req.headers.authorization);
    if (!data) return reply.status(401).send(failure(-107));
    return { success: true, errorCode: null, errorDesc: null, data };
  });
  return app;
};
