import { isDeepStrictEqual } from "node:util";
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
 * schools of about 3,000 students): every school gets two attendance points and BENCH_DAYS school days of
 * records up to today (arrangement with SQL), today's half marked. Then, one sequential client each:
 * - the school's board of the last school day, GET /api/v3/visual/huashang/board?date=… as the first school's
 *   administrator, against the same four figures by hand-written SQL (grades today, the 10-day late trend, absences, canteen) on the pool;
 * - the area's board, GET /api/sys/area/visual/board as the area's administrator, against one hand-written
 *   statement over the area's schools.
 * Targets: school board p50 < 100 ms; area board p50 < 500 ms and ≤ 1.5 × its raw SQL.
 */
const settings = {
  seconds: positive(process.env.BENCH_SECONDS, 5),
  warmupSeconds: 1,
  schools: positive(process.env.BENCH_SCHOOLS, 100),
  studentsPerSchool: positive(process.env.BENCH_STUDENTS_PER_SCHOOL, 3000),
  days: positive(process.env.BENCH_DAYS, 20),
};
const TARGET = { schoolP50Ms: 100, areaP50Ms: 500, areaRatio: 1.5 };
const AREA_DOMAIN = "large-area.demo";
const cleanups = cleanupsOnInterrupt("the server and the database");

type Row = { name: string; figures: LoadFigures };

/** Two points a school (all its grades, Monday to Friday) and records of the last school days, by SQL. */
const arrange = async (db: BenchDatabase, areaId: number) => {
  await db.rawQuery(
    `insert into attendance_point (school_id, name, kind, grade_ids, start_time, end_time, late_after, weekdays)
     select s.id, p.name, p.kind,
       coalesce((select array_agg(distinct v.grade_id) from org_class_v v where v.school_id = s.id
         and v.grade_id is not null), '{}'), p.st, p.et, 10, '{1,2,3,4,5}'
     from school s cross join (values ('bench arrival', 'arrival', '07:30', '08:10'),
       ('bench afternoon', 'lesson', '13:30', '14:00')) p(name, kind, st, et)
     where s.area_id = $1 and s.type = 0
       and not exists (select 1 from attendance_point x where x.school_id = s.id and x.name = p.name)`,
    [areaId],
  );
  const [{ n }] = await db.rawQuery<{ n: number }>(
    `select count(*)::int as n from attendance_record r join school s on s.id = r.school_id
     where s.area_id = $1`,
    [areaId],
  );
  if (Number(n) > 0) return console.log(`  ${n} records already there: not arranging again`);
  const started = performance.now();
  await db.rawQuery(
    `with d as (
       select day::date as day from generate_series(current_date - ($2::int * 7 / 5 + 3), current_date,
         interval '1 day') day where extract(isodow from day) < 6
       order by day desc limit $2)
     insert into attendance_record (school_id, student_id, point_id, day, class_id, status, source, marked_at)
     select s.school_id, s.student_id, p.id, d.day, s.class_id,
       case when h < 90 then 'present' when h < 95 then 'late' when h < 97 then 'leave'
         when h < 99 then 'absent' else 'earlyLeave' end, 'teacher', d.day::timestamptz
     from d
     join attendance_point p on p.name like 'bench %'
     join school sc on sc.id = p.school_id and sc.area_id = $1
     join org_student_class_v s on s.school_id = p.school_id and s.grade_id = any(p.grade_ids)
     cross join lateral (select abs(hashtext(s.student_id::text || d.day::text || p.id::text)) % 100 as h) x
     where d.day < current_date or s.student_id % 2 = 0`,
    [areaId, settings.days],
  );
  await db.rawQuery("analyze attendance_record");
  console.log(`  records arranged in ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

/** The school board's figures by hand: the same four reads as EOS's stores, on the pool. */
const rawSchool = (db: BenchDatabase, schoolId: number, day: string) => () =>
  Promise.all([
    db.rawQuery(
      `select s.grade_id, count(*) total, count(r.status) marked,
         count(*) filter (where r.status = 'late') late, count(*) filter (where r.status = 'absent') absent
       from attendance_point p
       join org_student_class_v s on s.school_id = p.school_id and s.grade_id = any(p.grade_ids)
       left join attendance_record r on r.school_id = s.school_id and r.student_id = s.student_id
         and r.point_id = p.id and r.day = $2::date
       where p.school_id = $1 and p.enabled and extract(isodow from $2::date)::int = any(p.weekdays)
       group by s.grade_id`,
      [schoolId, day],
    ),
    db.rawQuery(
      `select day, count(*) total, count(*) filter (where status = 'late') late from attendance_record
       where school_id = $1 and day between $2::date - 14 and $2::date group by day`,
      [schoolId, day],
    ),
    db.rawQuery(
      `select r.student_id, s.student_name, s.class_name, p.name from attendance_record r
       join attendance_point p on p.school_id = r.school_id and p.id = r.point_id
       join org_student_class_v s on s.school_id = r.school_id and s.student_id = r.student_id
       where r.school_id = $1 and r.day = $2::date and r.status = 'absent'`,
      [schoolId, day],
    ),
    db.rawQuery(
      `select place, sum(amount), count(*) from onecard_consume where school_id = $1
       and at >= $2::date::timestamptz and at < $2::date::timestamptz + interval '1 day' group by place`,
      [schoolId, day],
    ),
  ]);

/** The area board's figures by hand: one statement over the area's schools. */
const RAW_AREA_SQL = `select r.school_id, r.day, count(*)::int total,
    count(*) filter (where r.status in ('present', 'late', 'earlyLeave'))::int came,
    count(*) filter (where r.status = 'late')::int late, count(*) filter (where r.status = 'absent')::int absent
  from attendance_record r
  where r.school_id in (select id from school where area_id = $1 and type = 0)
    and r.day between current_date - 14 and current_date
  group by r.school_id, r.day`;

const num = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2, minimumFractionDigits: 2 });

const measure = async (db: BenchDatabase, base: string, areaId: number, schoolId: number): Promise<Row[]> => {
  const { warmupSeconds, seconds } = settings;
  const school = await signInOverHttp(base, FIRST_LARGE_DOMAIN, "admin");
  const area = await signInOverHttp(base, AREA_DOMAIN, "areaadmin");
  const rows: Row[] = [];
  const http = async (name: string, path: string, token: string) => {
    const url = `${base}/api${path}`;
    const headers = { authorization: `Bearer ${token}` };
    const first = await fetch(url, { headers });
    const body = (await first.json()) as { success: boolean };
    if (!body.success) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 300)}`);
    rows.push({ name, figures: await runSequential({ url, headers, warmupSeconds, seconds }) });
  };
  // The last school day (the arrangement marked it whole): EOS and the raw SQL read the same day.
  const [{ day }] = await db.rawQuery<{ day: string }>(
    "select max(day)::text as day from attendance_record where school_id = $1 and day < current_date",
    [schoolId],
  );
  await http("eos school board", `/v3/visual/huashang/board?date=${day}`, school.token);
  const schoolRaw = rawSchool(db, schoolId, day);
  rows.push({
    name: "raw-sql school board",
    figures: await runLoops(schoolRaw, { connections: 1, warmupSeconds, seconds }),
  });
  await http("eos area board", "/sys/area/visual/board", area.token);
  const expected = await db.rawQuery(RAW_AREA_SQL, [areaId]);
  rows.push({
    name: "raw-sql area board",
    figures: await runLoops(() => db.rawQuery(RAW_AREA_SQL, [areaId]), {
      connections: 1,
      warmupSeconds,
      seconds,
      check: (r) => isDeepStrictEqual(r.length, expected.length),
    }),
  });
  return rows;
};

const run = async (db: BenchDatabase) => {
  const [found] = await db.rawQuery("select 1 from school where domain = $1", [AREA_DOMAIN]);
  if (!found) {
    const lines = await seedLargeRegion(await databaseUrl(db), settings);
    for (const line of lines.slice(0, 3)) console.log(`  ${line}`);
  }
  const [{ area_id: areaId }] = await db.rawQuery<{ area_id: number }>(
    "select area_id from school where domain = $1",
    [AREA_DOMAIN],
  );
  const [{ id: schoolId }] = await db.rawQuery<{ id: number }>("select id from school where domain = $1", [
    FIRST_LARGE_DOMAIN,
  ]);
  await arrange(db, Number(areaId));
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
