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
 * schools of about 3,000 students) with its attendance: every school's two points and BENCH_DAYS school days of
 * records before today. Then, one sequential client each:
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
