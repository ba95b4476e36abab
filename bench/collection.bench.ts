import { isDeepStrictEqual } from "node:util";
import type { FastifyInstance } from "fastify";
import {
  allClasses,
  client,
  databaseUrl,
  FIRST_LARGE_DOMAIN,
  insertHalfTheValues,
  parentWithOneFilledChild,
  publishedTask,
  releasedForm,
  seedLargeRegion,
  shownScene,
} from "./lib/collection-setup.ts";
import { type BenchDatabase, openBenchDatabase } from "./lib/database.ts";
import { runLoops, runSequential } from "./lib/latency.ts";
import { type LoadFigures, runLoad } from "./lib/load.ts";
import {
  RAW_COMPLETION_SQL,
  RAW_MISSING_SQL,
  RAW_TODO_SESSION_SQL,
  RAW_TODO_SQL,
  rawTodoServer,
} from "./lib/raw-collection.ts";
import { writeResults } from "./lib/report.ts";
import { cleanupsOnInterrupt, positive } from "./lib/run-guard.ts";
import { eosServer, helloServer, listenLoopback } from "./lib/servers.ts";
import { signInOverHttp } from "./lib/sign-in.ts";

/**
 * The data-collection module on PostgreSQL, over a region from the large generator (scripts/seed-large.ts,
 * default 10 schools of about 1,000 students; the first school is measured):
 * 1. completion statistics of one parent task over every class of the school, half its students filled:
 *    GET /api/v3/statistics/task/completion and /task/people?state=missing&size=20 through the whole HTTP
 *    stack, against the hand-written SQL computing the same figures on the base tables (pg pool, no HTTP).
 *    Target: p50 < 300 ms and EOS p50 ≤ 1.5 × the raw query's p50.
 * 2. a parent's to-do list with 50 open tasks: GET /api/center/api/getToDoList, against raw Fastify + pg
 *    (session lookup + one hand-written query) and hello-world Fastify. Target: p50 < 20 ms.
 * Each with one client (sequential requests, sub-millisecond timing: the figures the targets use) and with
 * N concurrent clients (autocannon for HTTP, N loops on the pool for SQL; autocannon's latencies are whole ms).
 */
const settings = {
  seconds: positive(process.env.BENCH_SECONDS, 4),
  warmupSeconds: 1,
  connections: positive(process.env.BENCH_CONNECTIONS, 8),
  schools: positive(process.env.BENCH_SCHOOLS, 10),
  studentsPerSchool: positive(process.env.BENCH_STUDENTS_PER_SCHOOL, 1000),
  todoTasks: 50,
};
const TARGET = { completionP50Ms: 300, completionRatio: 1.5, todoP50Ms: 20 };

type Row = { name: string; clients: number; figures: LoadFigures };
type Arranged = {
  schoolId: number;
  taskId: number;
  adminHeaders: Record<string, string>;
  parentHeaders: Record<string, string>;
  classes: number;
  students: number;
  filled: number;
};

const cleanups = cleanupsOnInterrupt("servers and the database");

const seedRegion = async (db: BenchDatabase): Promise<void> => {
  const [found] = await db.rawQuery("select 1 from school where domain = $1", [FIRST_LARGE_DOMAIN]);
  if (found) return console.log(`  ${FIRST_LARGE_DOMAIN} already there: not seeding again`);
  const { schools, studentsPerSchool } = settings;
  const started = performance.now();
  const lines = await seedLargeRegion(await databaseUrl(db), { schools, studentsPerSchool });
  for (const line of lines.slice(0, 3)) console.log(`  ${line}`);
  console.log(`  seed:large took ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

/** The form, scene and tasks through the API; half the values by SQL; the parent signed in. */
const arrange = async (db: BenchDatabase, base: string): Promise<Arranged> => {
  const admin = await signInOverHttp(base, FIRST_LARGE_DOMAIN, "admin", 0);
  const api = client(base, admin.token);
  const classIds = await allClasses(api);
  const form = await releasedForm(api);
  const sceneId = await shownScene(api, "阅读打卡");
  const task = { sceneId, formId: form.formId };
  const taskId = await publishedTask(api, { ...task, name: "全校阅读打卡", classIds });
  const filled = await insertHalfTheValues(db, { schoolId: admin.schoolId, taskId, ...form });
  const parent = await parentWithOneFilledChild(db, admin.schoolId, taskId);
  for (let i = 1; i <= settings.todoTasks; i++)
    await publishedTask(api, { ...task, name: `班级任务 ${i}`, classIds: [parent.classId] });
  const signedIn = await signInOverHttp(base, FIRST_LARGE_DOMAIN, parent.phone, 2);
  await db.rawQuery("analyze");
  const [{ n }] = await db.rawQuery<{ n: number }>(
    "select count(*)::int as n from student where school_id = $1",
    [admin.schoolId],
  );
  return {
    schoolId: admin.schoolId,
    taskId,
    adminHeaders: api.headers,
    parentHeaders: { authorization: `Bearer ${signedIn.token}` },
    classes: classIds.length,
    students: n,
    filled,
  };
};

type Envelope = { success?: boolean; data?: unknown };

/** One request before the load: its body is what every answer under load must equal. */
const preflight = async (url: string, headers: Record<string, string>): Promise<[string, unknown]> => {
  const res = await fetch(url, { headers });
  const body = await res.text();
  const parsed = JSON.parse(body) as Envelope;
  // Hello-world Fastify answers no envelope; EOS and the raw server answer success: true.
  if (!res.ok || parsed.success === false)
    throw new Error(`${url} answered ${res.status}: ${body.slice(0, 300)}`);
  return [body, parsed.data];
};

const progress = (name: string, clients: number) =>
  process.stdout.write(
    `  ${name.padEnd(18)} ${String(clients).padStart(2)} client${clients > 1 ? "s" : " "} ` +
      `${settings.warmupSeconds} s warm-up + ${settings.seconds} s ... `,
  );
const done = (f: LoadFigures) =>
  process.stdout.write(
    `${Math.round(f.requestsPerSecond).toLocaleString("en-US")} req/s, p50 ${f.latencyP50Ms} ms\n`,
  );

/** One HTTP target: one sequential client, then autocannon with N connections. */
const measureHttp = async (name: string, url: string, headers: Record<string, string>): Promise<Row[]> => {
  const [expectBody] = await preflight(url, headers);
  const { warmupSeconds, seconds, connections } = settings;
  progress(name, 1);
  const one = await runSequential({ url, headers, expectBody, warmupSeconds, seconds });
  done(one);
  progress(name, connections);
  const many = await runLoad({ url, headers, expectBody, connections, warmupSeconds, seconds });
  done(many);
  return [
    { name, clients: 1, figures: one },
    { name, clients: connections, figures: many },
  ];
};

/** One SQL baseline on the bench's pg pool: one loop, then N loops. */
const measureSql = async <T>(
  name: string,
  work: () => Promise<T>,
  check: (r: T) => boolean,
): Promise<Row[]> => {
  const rows: Row[] = [];
  for (const clients of [1, settings.connections]) {
    progress(name, clients);
    const { warmupSeconds, seconds } = settings;
    const figures = await runLoops(work, { connections: clients, warmupSeconds, seconds, check });
    done(figures);
    rows.push({ name, clients, figures });
  }
  return rows;
};

type ClassFigure = {
  classId: number;
  className: string;
  gradeName: string;
  expected: number;
  filled: number;
};
type RawClass = {
  class_id: number;
  class_name: string;
  grade_name: string;
  expected: number;
  filled: number;
};

const rawCompletion = (db: BenchDatabase, a: Arranged) => async () =>
  (await db.rawQuery<RawClass>(RAW_COMPLETION_SQL, [a.schoolId, a.taskId])).map((r) => ({
    classId: Number(r.class_id),
    className: r.class_name,
    gradeName: r.grade_name,
    expected: Number(r.expected),
    filled: Number(r.filled),
  }));

const completion = async (db: BenchDatabase, base: string, a: Arranged): Promise<Row[]> => {
  const url = `${base}/api/v3/statistics/task/completion?taskId=${a.taskId}`;
  const [, data] = await preflight(url, a.adminHeaders);
  // The raw query computes these figures only (not on time and late): compare those.
  const eosClasses = (data as { classes: ClassFigure[] }).classes.map((c) => ({
    classId: c.classId,
    className: c.className,
    gradeName: c.gradeName,
    expected: c.expected,
    filled: c.filled,
  }));
  const raw = rawCompletion(db, a);
  if (!isDeepStrictEqual(await raw(), eosClasses)) throw new Error("raw completion differs from EOS's");
  const total = eosClasses.reduce((n, c) => n + c.filled, 0);
  console.log(`  completion: ${eosClasses.length} classes, ${total} filled; EOS and raw SQL agree`);
  return [
    ...(await measureHttp("eos completion", url, a.adminHeaders)),
    ...(await measureSql("raw-sql completion", raw, (r) => r.length === eosClasses.length)),
  ];
};

type Person = { studentId: number };
type RawPerson = { student_id: number; total: number };

const people = async (db: BenchDatabase, base: string, a: Arranged): Promise<Row[]> => {
  const url = `${base}/api/v3/statistics/task/people?taskId=${a.taskId}&state=missing&page=1&size=20`;
  const [, data] = await preflight(url, a.adminHeaders);
  const page = data as { list: Person[]; total: number };
  const raw = () => db.rawQuery<RawPerson>(RAW_MISSING_SQL, [a.schoolId, a.taskId, 20, 0]);
  const first = await raw();
  const same =
    isDeepStrictEqual(
      first.map((r) => Number(r.student_id)),
      page.list.map((p) => p.studentId),
    ) && Number(first[0]?.total) === page.total;
  if (!same) throw new Error("raw missing page differs from EOS's");
  console.log(`  people: ${page.total} missing, first page of ${page.list.length}; EOS and raw SQL agree`);
  return [
    ...(await measureHttp("eos people", url, a.adminHeaders)),
    ...(await measureSql("raw-sql people", raw, (r) => r.length === page.list.length)),
  ];
};

const TO_DO_URL = "/api/center/api/getToDoList";

/** The to-do list on EOS, raw Fastify + pg, and hello-world Fastify (each its own server, one at a time). */
const todo = async (db: BenchDatabase, base: string, a: Arranged): Promise<Row[]> => {
  const [, eosData] = await preflight(`${base}${TO_DO_URL}`, a.parentHeaders);
  const tasks = (eosData as unknown[]).length;
  const rows = await measureHttp("eos to-do", `${base}${TO_DO_URL}`, a.parentHeaders);
  const others: [string, () => Promise<FastifyInstance>, string][] = [
    ["raw to-do", () => rawTodoServer(db.rawQuery), TO_DO_URL],
    ["hello fastify", helloServer, "/hello"],
  ];
  for (const [name, start, path] of others) {
    const app = await start();
    const close = () => app.close();
    cleanups.add(close);
    try {
      const url = `${await listenLoopback(app)}${path}`;
      if (name === "raw to-do") {
        const [, rawData] = await preflight(url, a.parentHeaders);
        if (!isDeepStrictEqual(rawData, eosData)) throw new Error("the raw to-do list differs from EOS's");
        console.log(`  to-do: ${tasks} open tasks for the parent; EOS and raw Fastify agree`);
      }
      rows.push(...(await measureHttp(name, url, a.parentHeaders)));
    } finally {
      cleanups.delete(close);
      await close();
    }
  }
  return rows;
};

const num = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

const table = (rows: Row[]): string => {
  const head = ["", "clients", "req/s", "p50 ms", "p99 ms", "avg ms", "requests", "errors", "non-2xx", "bad"];
  const cells = rows.map(({ name, clients, figures: f }) => [
    name,
    String(clients),
    num(f.requestsPerSecond),
    num(f.latencyP50Ms, 2),
    num(f.latencyP99Ms, 2),
    num(f.latencyAverageMs, 2),
    num(f.requests),
    num(f.errors),
    num(f.non2xx),
    num(f.mismatches),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) =>
    c.map((t, i) => (i === 0 ? t.padEnd(widths[i]) : t.padStart(widths[i]))).join("  ");
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...cells.map(line)].join("\n");
};

const p50 = (rows: Row[], name: string, clients = 1) =>
  rows.find((r) => r.name === name && r.clients === clients)?.figures.latencyP50Ms ?? Number.NaN;
const verdict = (ok: boolean) => (ok ? "met" : "MISSED");

/** The ratios and the targets, one line each; answers them for the results file. */
const judge = (rows: Row[]) => {
  const lines: string[] = [];
  const targets: Record<string, unknown> = {};
  for (const what of ["completion", "people"]) {
    const eos = p50(rows, `eos ${what}`);
    const raw = p50(rows, `raw-sql ${what}`);
    const ratio = Math.round((eos / raw) * 100) / 100;
    const fast = eos < TARGET.completionP50Ms;
    const close = ratio <= TARGET.completionRatio;
    lines.push(
      `${what}: EOS p50 ${num(eos, 2)} ms ÷ raw SQL p50 ${num(raw, 2)} ms = ×${ratio.toFixed(2)}; ` +
        `p50 < ${TARGET.completionP50Ms} ms: ${verdict(fast)}; ≤ ×${TARGET.completionRatio}: ${verdict(close)}`,
    );
    targets[what] = { eosP50Ms: eos, rawP50Ms: raw, ratio, p50Met: fast, ratioMet: close };
  }
  const eos = p50(rows, "eos to-do");
  const raw = p50(rows, "raw to-do");
  const hello = p50(rows, "hello fastify");
  const fast = eos < TARGET.todoP50Ms;
  lines.push(
    `to-do: EOS p50 ${num(eos, 2)} ms, raw Fastify + SQL ${num(raw, 2)} ms (×${(eos / raw).toFixed(2)}), ` +
      `hello Fastify ${num(hello, 2)} ms; p50 < ${TARGET.todoP50Ms} ms: ${verdict(fast)}`,
  );
  targets.todo = { eosP50Ms: eos, rawP50Ms: raw, helloP50Ms: hello, ratio: eos / raw, p50Met: fast };
  return { lines, targets };
};

const report = (db: BenchDatabase, a: Arranged, rows: Row[]) => {
  console.log(`\n${table(rows)}\n`);
  const { lines, targets } = judge(rows);
  for (const line of lines) console.log(line);
  const bad = rows.filter((r) => r.figures.errors + r.figures.non2xx + r.figures.mismatches > 0);
  for (const r of bad)
    console.log(`WARNING: ${r.name} (${r.clients}) had errors, non-2xx answers or bad bodies`);
  const sql = {
    completion: RAW_COMPLETION_SQL,
    missing: RAW_MISSING_SQL,
    todoSession: RAW_TODO_SESSION_SQL,
    todo: RAW_TODO_SQL,
  };
  const { classes, students, filled } = a;
  const file = writeResults("collection", {
    database: db.label,
    settings,
    school: { domain: FIRST_LARGE_DOMAIN, classes, students, filled },
    rows,
    targets,
    sql,
  });
  console.log(`Figures written to ${file}`);
};

const run = async (db: BenchDatabase): Promise<void> => {
  await seedRegion(db);
  const app = await eosServer(db.app);
  const close = () => app.close();
  cleanups.add(close);
  try {
    const base = await listenLoopback(app);
    const a = await arrange(db, base);
    console.log(
      `  ${FIRST_LARGE_DOMAIN}: ${a.classes} classes, ${a.students} students, ${a.filled} values inserted ` +
        `(task ${a.taskId}); a parent with ${settings.todoTasks} open class tasks`,
    );
    const rows = [
      ...(await completion(db, base, a)),
      ...(await people(db, base, a)),
      ...(await todo(db, base, a)),
    ];
    report(db, a, rows);
  } finally {
    cleanups.delete(close);
    await close();
  }
};

const main = async (): Promise<void> => {
  const { schools, studentsPerSchool, connections } = settings;
  console.log(
    `collection: seed:large ${schools} schools × ~${studentsPerSchool} students, first school measured; ` +
      `1 and ${connections} clients`,
  );
  const db = await openBenchDatabase();
  cleanups.add(db.close);
  try {
    console.log(`database: ${db.label}`);
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
