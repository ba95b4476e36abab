import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { databaseUrl, FIRST_LARGE_DOMAIN, seedLargeRegion } from "./lib/collection-setup.ts";
import { type BenchDatabase, openBenchDatabase } from "./lib/database.ts";
import { runLoops, runSequential } from "./lib/latency.ts";
import type { LoadFigures } from "./lib/load.ts";
import { writeResults } from "./lib/report.ts";
import { cleanupsOnInterrupt, positive } from "./lib/run-guard.ts";
import { eosServer, listenLoopback } from "./lib/servers.ts";
import { signInOverHttp } from "./lib/sign-in.ts";

/**
 * Issue 20's boards on PostgreSQL, over a region from the large generator (scripts/seed-large.ts, default 100
 * schools of about 3,000 students) with its attendance: every school's two points and BENCH_DAYS school days of
 * records before today (default 190, a school year), their daily roll-up built by attendance's service. Then,
 * one sequential client each:
 * - the school's board of the last school day, GET /api/v3/visual/huashang/board?date=… as the first school's
 *   administrator, against the same four figures by hand-written SQL (grades that day, the 10-day trend from the
 *   roll-up and live days, absences, canteen);
 * - the area's board, GET /api/sys/area/visual/board as the area's administrator, against one hand-written
 *   statement over the area's schools reading the roll-up and the live days as attendance's store does (checked
 *   to give the board's trend), and, for the figures before the roll-up, the same counts from every record.
 * The baselines run as the app's role (eos_app) with the caller's tenant settings: the same row-level security.
 * With DATABASE_URL pointing at a database that already holds the large region, nothing is seeded.
 * Targets: school board p50 < 100 ms; area board p50 < 500 ms and ≤ 1.5 × its raw SQL.
 */
const settings = {
  seconds: positive(process.env.BENCH_SECONDS, 5),
  warmupSeconds: 1,
  schools: positive(process.env.BENCH_SCHOOLS, 100),
  studentsPerSchool: positive(process.env.BENCH_STUDENTS_PER_SCHOOL, 3000),
  days: positive(process.env.BENCH_DAYS, 190),
};
const TARGET = { schoolP50Ms: 100, areaP50Ms: 500, areaRatio: 1.5 };
const AREA_DOMAIN = "large-area.demo";
const cleanups = cleanupsOnInterrupt("the server and the database");

type Row = { name: string; figures: LoadFigures };

/**
 * Connections of the app's role (eos_app) carrying a tenant's settings, as the app's scoped pool sets them: the
 * hand-written baselines run as the same role under the same row-level security as EOS.
 */
const scopedPool = (appUrl: string, schoolIds: readonly number[], areaId: number | null) => {
  const pool = new pg.Pool({ connectionString: appUrl, max: 2 });
  pool.on("error", () => {});
  pool.on("connect", (c) => {
    void c.query(
      "select set_config('eos.scope', 'schools', false), set_config('eos.school_ids', $1, false), set_config('eos.area_id', $2, false)",
      [schoolIds.join(","), areaId === null ? "" : String(areaId)],
    );
  });
  return pool;
};

/**
 * Marked records per school and day of a range ($2 … $3) of the schools in s, as attendance's store answers
 * it: closed days from the daily roll-up (built, not stale), the other days live from attendance_record.
 */
const rolledUp = (schools: string) => `with s as (${schools}),
  good as materialized (
    select b.school_id, b.day from attendance_daily_built b
     where b.school_id in (select id from s) and b.day between $2::date and $3::date
       and not exists (select 1 from attendance_daily_stale x where x.school_id = b.school_id and x.day = b.day)),
  pairs as materialized (
    select s.id as school_id, $2::date + g.i as day from s cross join generate_series(0, $3::date - $2::date) g(i)
     where not exists (select 1 from good where good.school_id = s.id and good.day = $2::date + g.i)),
  live as materialized (
    select * from unnest(array(select p.school_id from pairs p order by p.school_id, p.day),
      array(select p.day from pairs p order by p.school_id, p.day)) as l(school_id, day)),
  counted as (
    select a.school_id, a.day, sum(a.total)::int total, sum(a.late)::int late, sum(a.absent)::int absent,
      sum(a.present + a.late + a.early_leave)::int as came
      from good g join attendance_daily a on a.school_id = g.school_id and a.day = g.day
     group by a.school_id, a.day
    union all
    select l.school_id, l.day, x.total, x.late, x.absent, x.came from live l cross join lateral (
      select count(*)::int total, count(*) filter (where r.status = 'late')::int late,
        count(*) filter (where r.status = 'absent')::int absent,
        count(*) filter (where r.status in ('present', 'late', 'earlyLeave'))::int came
      from attendance_record r where r.school_id = l.school_id and r.day = l.day having count(*) > 0) x)
  select school_id, day, sum(total)::int total, sum(came)::int came, sum(late)::int late, sum(absent)::int absent
  from counted group by school_id, day`;

/** The school board's figures by hand: the same four reads as EOS's stores, as the school's tenant. */
const rawSchool = (pool: pg.Pool, schoolId: number, day: string, trendFrom: string) => () =>
  Promise.all([
    pool.query(
      `with r as materialized (select student_id, point_id, status from attendance_record
         where school_id = $1 and day = $2::date)
       select s.grade_id, count(*) total, count(r.status) marked,
         count(*) filter (where r.status = 'late') late, count(*) filter (where r.status = 'absent') absent
       from attendance_point p
       join org_student_class_v s on s.school_id = p.school_id and s.grade_id = any(p.grade_ids)
       left join r on r.student_id = s.student_id and r.point_id = p.id
       where p.school_id = $1 and p.enabled and extract(isodow from $2::date)::int = any(p.weekdays)
       group by s.grade_id`,
      [schoolId, day],
    ),
    pool.query(rolledUp("select $1::bigint as id"), [schoolId, trendFrom, day]),
    pool.query(
      `select r.student_id, s.student_name, s.class_name, p.name from attendance_record r
       join attendance_point p on p.school_id = r.school_id and p.id = r.point_id
       join org_student_class_v s on s.school_id = r.school_id and s.student_id = r.student_id
       where r.school_id = $1 and r.day = $2::date and r.status = 'absent'`,
      [schoolId, day],
    ),
    pool.query(
      `select place, sum(amount), count(*) from onecard_consume where school_id = $1
       and at >= $2::date::timestamptz and at < $2::date::timestamptz + interval '1 day' group by place`,
      [schoolId, day],
    ),
  ]);

/** The area board's figures by hand: one statement over the area's schools, roll-up and live as EOS reads them. */
const RAW_AREA_SQL = rolledUp("select id from school where area_id = $1 and type = 0");

/** Before the roll-up: the same figures aggregated from every record of the range (EOS's read until issue 20). */
const RAW_AREA_LIVE_SQL = `select r.school_id, r.day, count(*)::int total,
    count(*) filter (where r.status in ('present', 'late', 'earlyLeave'))::int came,
    count(*) filter (where r.status = 'late')::int late, count(*) filter (where r.status = 'absent')::int absent
  from attendance_record r
  where r.school_id in (select id from school where area_id = $1 and type = 0)
    and r.day between $2::date and $3::date
  group by r.school_id, r.day`;

const num = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2, minimumFractionDigits: 2 });

const measure = async (db: BenchDatabase, base: string, areaId: number, schoolId: number): Promise<Row[]> => {
  const { warmupSeconds, seconds } = settings;
  if (!db.appUrl) throw new Error("no URL of the app's role");
  const school = await signInOverHttp(base, FIRST_LARGE_DOMAIN, "admin");
  const area = await signInOverHttp(base, AREA_DOMAIN, "areaadmin");
  const rows: Row[] = [];
  const http = async <T>(name: string, path: string, token: string): Promise<T> => {
    const url = `${base}/api${path}`;
    const headers = { authorization: `Bearer ${token}` };
    const first = await fetch(url, { headers });
    const body = (await first.json()) as { success: boolean; data: T };
    if (!body.success) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 300)}`);
    rows.push({ name, figures: await runSequential({ url, headers, warmupSeconds, seconds }) });
    return body.data;
  };
  const areaSchools = (
    await db.rawQuery<{ id: string }>("select id from school where area_id = $1", [areaId])
  ).map((r) => Number(r.id));
  const schoolPool = scopedPool(db.appUrl, [schoolId], areaId);
  const areaPool = scopedPool(db.appUrl, areaSchools, areaId);
  try {
    // The last school day (the arrangement marked it whole): EOS and the raw SQL read the same day.
    const [{ day }] = await db.rawQuery<{ day: string }>(
      "select max(day)::text as day from attendance_record where school_id = $1 and day < current_date",
      [schoolId],
    );
    const board = await http<{ lateTrend: { day: string }[] }>(
      "eos school board",
      `/v3/visual/huashang/board?date=${day}`,
      school.token,
    );
    const schoolRaw = rawSchool(schoolPool, schoolId, day, board.lateTrend[0].day);
    rows.push({
      name: "raw-sql school board",
      figures: await runLoops(schoolRaw, { connections: 1, warmupSeconds, seconds }),
    });
    const areaBoard = await http<{ today: string; trend: { day: string; total: number }[] }>(
      "eos area board",
      "/sys/area/visual/board",
      area.token,
    );
    const params = [areaId, areaBoard.trend[0].day, areaBoard.today];
    const expected = (await areaPool.query(RAW_AREA_SQL, params)).rows;
    // The same question: the raw statement's records per day are the board's trend.
    const perDay = new Map<string, number>();
    for (const r of expected as { day: Date | string; total: number }[]) {
      const d = r.day instanceof Date ? r.day.toISOString().slice(0, 10) : String(r.day).slice(0, 10);
      perDay.set(d, (perDay.get(d) ?? 0) + r.total);
    }
    for (const t of areaBoard.trend)
      if ((perDay.get(t.day) ?? 0) !== t.total)
        throw new Error(`area trend differs on ${t.day}: EOS ${t.total}, raw ${perDay.get(t.day) ?? 0}`);
    rows.push({
      name: "raw-sql area board",
      figures: await runLoops(() => areaPool.query(RAW_AREA_SQL, params).then((r) => r.rows), {
        connections: 1,
        warmupSeconds,
        seconds,
        check: (r) => isDeepStrictEqual(r.length, expected.length),
      }),
    });
    rows.push({
      name: "raw-sql area, no roll-up",
      figures: await runLoops(() => areaPool.query(RAW_AREA_LIVE_SQL, params).then((r) => r.rows), {
        connections: 1,
        warmupSeconds,
        seconds,
      }),
    });
  } finally {
    await Promise.all([schoolPool.end(), areaPool.end()]);
  }
  return rows;
};

const run = async (db: BenchDatabase) => {
  const [found] = await db.rawQuery("select 1 from school where domain = $1", [AREA_DOMAIN]);
  if (!found) {
    // seed:large's own attendance: each school's two points and BENCH_DAYS school days before today.
    const lines = await seedLargeRegion(await databaseUrl(db), {
      ...settings,
      attendanceDays: settings.days,
    });
    for (const line of lines.slice(0, 3)) console.log(`  ${line}`);
  }
  const [{ area_id: areaId }] = await db.rawQuery<{ area_id: number }>(
    "select area_id from school where domain = $1",
    [AREA_DOMAIN],
  );
  const [{ id: schoolId }] = await db.rawQuery<{ id: number }>("select id from school where domain = $1", [
    FIRST_LARGE_DOMAIN,
  ]);
  await db.rawQuery("analyze attendance_record");
  await db.rawQuery("analyze attendance_daily");
  await db.rawQuery("analyze attendance_daily_built");
  const app = await eosServer(db.app);
  const close = () => app.close();
  cleanups.add(close);
  try {
    const base = await listenLoopback(app);
    const rows = await measure(db, base, Number(areaId), Number(schoolId));
    console.log("");
    for (const { name, figures: f } of rows)
      console.log(
        `${name.padEnd(22)} p50 ${num(f.latencyP50Ms).padStart(8)} ms  p99 ${num(f.latencyP99Ms).padStart(8)} ms  ${f.requests} requests`,
      );
    const p50 = (name: string) => rows.find((r) => r.name === name)?.figures.latencyP50Ms ?? Number.NaN;
    const targets = {
      schoolP50Ms: p50("eos school board"),
      schoolMet: p50("eos school board") < TARGET.schoolP50Ms,
      areaP50Ms: p50("eos area board"),
      areaMet: p50("eos area board") < TARGET.areaP50Ms,
      areaRatio: Math.round((p50("eos area board") / p50("raw-sql area board")) * 100) / 100,
    };
    console.log(`\n${JSON.stringify(targets)}`);
    console.log(
      `Figures written to ${writeResults("visual-boards", { database: db.label, settings, rows, targets })}`,
    );
  } finally {
    cleanups.delete(close);
    await close();
  }
};

const main = async () => {
  console.log(
    `visual-boards: seed:large ${settings.schools} schools × ~${settings.studentsPerSchool} students, ${settings.days} school days`,
  );
  const db = await openBenchDatabase();
  cleanups.add(db.close);
  try {
    if (db.database.kind !== "postgres") return console.log("no PostgreSQL at 127.0.0.1:5432: skipped");
    await run(db);
  } finally {
    cleanups.delete(db.close);
    await db.close();
  }
};

await main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
