import { isDeepStrictEqual } from "node:util";
import { client, databaseUrl, FIRST_LARGE_DOMAIN, seedLargeRegion } from "./lib/collection-setup.ts";
import { type BenchDatabase, openBenchDatabase } from "./lib/database.ts";
import { arrangeEvaluation, insertValues } from "./lib/evaluation-setup.ts";
import { runLoops, runSequential } from "./lib/latency.ts";
import type { LoadFigures } from "./lib/load.ts";
import {
  RAW_RECORDS_SQL,
  RAW_SCORES_SQL,
  RAW_SESSION_SQL,
  RAW_SHEET_SQL,
  rawPassport,
  rawPassportServer,
} from "./lib/raw-passport.ts";
import { writeResults } from "./lib/report.ts";
import { cleanupsOnInterrupt, positive } from "./lib/run-guard.ts";
import { eosServer, helloServer, listenLoopback } from "./lib/servers.ts";
import { signInOverHttp } from "./lib/sign-in.ts";

/**
 * A student's passport page on PostgreSQL (issue 7: "served in under 100 ms p50"): one school from the large
 * generator (scripts/seed-large.ts, 1 school of about 1,000 students), the evaluation bench's form, scene,
 * daily teacher tasks, indicator model (5 × 6 indicators) and 30 rules, values in both terms of last school
 * year, scored by batch execution for each term; a passport model for that year with every reveal unit
 * (basic, radar, termScores, sceneRecords, teacherComment, selfStatement) and both texts saved.
 * GET /api/v3/passport/data?studentId=…&schoolYearId=… as the child's parent through the whole HTTP stack, one
 * sequential client. Beside it in the same run: raw Fastify + pg answering the same units with four
 * hand-written statements (bench/lib/raw-passport.ts; checked to agree with EOS first), those statements
 * alone on the pool, and hello-world Fastify. Target: EOS p50 < 100 ms.
 */
const settings = {
  seconds: positive(process.env.BENCH_SECONDS, 5),
  warmupSeconds: 1,
  students: positive(process.env.BENCH_STUDENTS, 1000),
  valuesPerTask: positive(process.env.BENCH_VALUES_PER_TASK, 4),
  tasks: 4,
  roots: 5,
  leavesPerRoot: 6,
};
const TARGET_P50_MS = 100;

const cleanups = cleanupsOnInterrupt("the servers and the database");
const since = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const num = (n: number, digits = 2) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

const seedSchool = async (db: BenchDatabase): Promise<void> => {
  const [found] = await db.rawQuery("select 1 from school where domain = $1", [FIRST_LARGE_DOMAIN]);
  if (found) return console.log(`  ${FIRST_LARGE_DOMAIN} already there: not seeding again`);
  const started = performance.now();
  const region = { schools: 1, studentsPerSchool: settings.students };
  const lines = await seedLargeRegion(await databaseUrl(db), region);
  for (const line of lines.slice(0, 3)) console.log(`  ${line}`);
  console.log(`  seed:large took ${since(started)}`);
};

type Job = { state: string; error: string | null };
type Api = ReturnType<typeof client>;

/** Batch execution of the model's rules for a term, followed to the end (arrangement). */
const scoreTerm = async (api: Api, modelId: number, termId: number) => {
  const { jobId } = await api.post<{ jobId: number }>("/v3/computeRule/batchExecute", { modelId, termId });
  for (;;) {
    const job = await api.get<Job>(`/v3/job/get?id=${jobId}`);
    if (job.state === "done") return;
    if (job.state === "failed" || job.state === "cancelled")
      throw new Error(`batch execution job ${jobId} ${job.state}: ${job.error}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Last school year (the one before the current term's) and its terms, oldest first. */
const lastYear = async (db: BenchDatabase, schoolId: number) => {
  const rows = await db.rawQuery<{ year_id: string; term_id: string }>(
    `select y.id as year_id, t.id as term_id
       from school_year y join term t on t.school_id = y.school_id and t.school_year_id = y.id
      where y.school_id = $1
        and y.end_date < (select stime from term where school_id = $1 and is_now limit 1)
        and y.id = (select max(id) from school_year where school_id = $1
                       and end_date < (select stime from term where school_id = $1 and is_now limit 1))
      order by t.stime`,
    [schoolId],
  );
  if (rows.length < 2) throw new Error("the school has no past school year with two terms");
  return { yearId: Number(rows[0].year_id), termIds: rows.map((r) => Number(r.term_id)) };
};

/** A parent with exactly one child whose phone no teacher shares (it signs in as the parent alone). */
const oneChildParent = async (db: BenchDatabase, schoolId: number) => {
  const [row] = await db.rawQuery<{ phone: string; child_id: string }>(
    `select p.phone, min(ps.student_id) as child_id
       from parent p
       join parent_student ps on ps.school_id = p.school_id and ps.parent_id = p.id
       join account a on a.school_id = p.school_id and a.user_type = 2 and a.user_id = p.id
      where p.school_id = $1
        and not exists (select 1 from teacher t where t.school_id = p.school_id and t.phone = p.phone)
      group by p.id, p.phone
     having count(*) = 1
      order by p.id limit 1`,
    [schoolId],
  );
  if (!row) throw new Error("no parent with one child");
  return { phone: row.phone, childId: Number(row.child_id) };
};

const UNITS = (modelId: number, sceneId: number) => [
  { key: "u1", kind: "basic", title: "基本信息" },
  { key: "u2", kind: "radar", title: "素养雷达", modelId },
  { key: "u3", kind: "termScores", title: "学期成绩", modelId },
  { key: "u4", kind: "sceneRecords", title: "成长记录", sceneId },
  { key: "u5", kind: "teacherComment", title: "班主任评语" },
  { key: "u6", kind: "selfStatement", title: "自我陈述" },
];

type Arranged = {
  schoolId: number;
  yearId: number;
  termIds: number[];
  childId: number;
  parentHeaders: Record<string, string>;
  values: number;
  students: number;
};

const arrange = async (db: BenchDatabase, base: string): Promise<Arranged> => {
  const admin = await signInOverHttp(base, FIRST_LARGE_DOMAIN, "admin", 0);
  const api = client(base, admin.token);
  const shape = { tasks: settings.tasks, roots: settings.roots, leavesPerRoot: settings.leavesPerRoot };
  const e = await arrangeEvaluation(db, base, admin, { ...shape, valuesPerTask: 1 });
  const { yearId, termIds } = await lastYear(db, admin.schoolId);
  const [{ teacher_id }] = await db.rawQuery<{ teacher_id: string }>(
    "select id as teacher_id from teacher where school_id = $1 order by id limit 1",
    [admin.schoolId],
  );
  let values = 0;
  for (const termId of termIds) {
    const inserted = await insertValues(db, {
      schoolId: admin.schoolId,
      form: e.form,
      taskIds: e.taskIds,
      perTask: settings.valuesPerTask,
      teacherId: Number(teacher_id),
      termId,
    });
    values += inserted.values;
  }
  await db.rawQuery("analyze");
  for (const termId of termIds) await scoreTerm(api, e.modelId, termId);
  await api.post("/v3/passport/model/save", {
    name: "成长护照",
    schoolYearId: yearId,
    units: UNITS(e.modelId, e.sceneId),
  });
  const parent = await oneChildParent(db, admin.schoolId);
  const signed = await signInOverHttp(base, FIRST_LARGE_DOMAIN, parent.phone, 2);
  const parentApi = client(base, signed.token);
  const text = { studentId: parent.childId, schoolYearId: yearId };
  await api.post("/v3/passport/info/save", {
    ...text,
    kind: "teacherComment",
    text: "学习认真，乐于助人，积极参加集体活动。",
  });
  await parentApi.post("/v3/passport/info/save", {
    ...text,
    kind: "selfStatement",
    text: "这一学年我读了十二本书，学会了游泳。",
  });
  await db.rawQuery("analyze");
  return {
    schoolId: admin.schoolId,
    yearId,
    termIds,
    childId: parent.childId,
    parentHeaders: parentApi.headers,
    values,
    students: e.students,
  };
};

type Unit = {
  kind: string;
  indicators: { name: string; maxScore: number; score: number }[];
  terms: { termId: number; total: number }[];
  records: { formValueId: number; taskName: string; filledAt: string; summary: string }[];
  text: string;
};
type Passport = { studentId: number; schoolYearId: number; units: Unit[] };

const fetchPassport = async (url: string, headers: Record<string, string>) => {
  const res = await fetch(url, { headers });
  const body = await res.text();
  const parsed = JSON.parse(body) as { success?: boolean; data?: Passport };
  if (!res.ok || !parsed.success || !parsed.data)
    throw new Error(`${url} answered ${res.status}: ${body.slice(0, 300)}`);
  return { body, data: parsed.data };
};

/** What both servers must agree on: each unit's kind, scores, term totals, records and text. */
const essence = (p: Passport) =>
  p.units.map((u) => ({
    kind: u.kind,
    indicators: u.indicators,
    terms: u.terms.map((t) => ({ termId: t.termId, total: t.total })),
    records: u.records,
    text: u.text,
  }));

const describe = (p: Passport) => {
  const unit = (kind: string) => p.units.find((u) => u.kind === kind);
  const radar = unit("radar")?.indicators ?? [];
  const terms = unit("termScores")?.terms ?? [];
  const records = unit("sceneRecords")?.records ?? [];
  return (
    `${p.units.length} units; radar ${radar.length} indicators (${radar.filter((i) => i.score > 0).length} ` +
    `scored); terms ${terms.map((t) => t.total).join(" / ")}; ${records.length} records; texts ` +
    `${p.units.filter((u) => u.text !== "").length}`
  );
};

type Row = { name: string; description: string; figures: LoadFigures };

const measure = async (db: BenchDatabase, eosBase: string, a: Arranged): Promise<Row[]> => {
  const path = `/api/v3/passport/data?studentId=${a.childId}&schoolYearId=${a.yearId}`;
  const headers = a.parentHeaders;
  const eos = await fetchPassport(`${eosBase}${path}`, headers);
  console.log(`  EOS passport: ${describe(eos.data)}`);
  const radar = eos.data.units.find((u) => u.kind === "radar")?.indicators ?? [];
  const terms = eos.data.units.find((u) => u.kind === "termScores")?.terms ?? [];
  if (!radar.some((i) => i.score > 0) || terms.some((t) => t.total <= 0))
    throw new Error("the passport shows no scores: the arrangement did not score both terms");
  const raw = await rawPassportServer(db.rawQuery);
  const hello = await helloServer();
  const closeAll = async () => {
    await raw.close();
    await hello.close();
  };
  cleanups.add(closeAll);
  try {
    const rawBase = await listenLoopback(raw);
    const helloBase = await listenLoopback(hello);
    const rawAnswer = await fetchPassport(`${rawBase}${path}`, headers);
    if (!isDeepStrictEqual(essence(rawAnswer.data), essence(eos.data)))
      throw new Error("the raw passport differs from EOS's: the timings would not count");
    console.log("  raw SQL passport: the same units, scores, term totals, records and texts as EOS");
    const { warmupSeconds, seconds } = settings;
    const rows: Row[] = [];
    const step = async (name: string, description: string, run: () => Promise<LoadFigures>) => {
      process.stdout.write(`  ${name.padEnd(16)} 1 client ${warmupSeconds} s warm-up + ${seconds} s ... `);
      const figures = await run();
      process.stdout.write(`${figures.requests} requests, p50 ${figures.latencyP50Ms} ms\n`);
      rows.push({ name, description, figures });
    };
    await step("eos passport", `EOS buildApp, GET ${path} as the parent`, () =>
      runSequential({ url: `${eosBase}${path}`, headers, expectBody: eos.body, warmupSeconds, seconds }),
    );
    await step("raw-sql passport", "raw Fastify + pg, session and four hand-written statements", () =>
      runSequential({
        url: `${rawBase}${path}`,
        headers,
        expectBody: rawAnswer.body,
        warmupSeconds,
        seconds,
      }),
    );
    const expected = essence(rawAnswer.data);
    await step("raw-sql only", "the hand-written statements (without the session) on the pool, no HTTP", () =>
      runLoops(() => rawPassport(db.rawQuery, a.schoolId, a.childId, a.yearId), {
        connections: 1,
        warmupSeconds,
        seconds,
        check: (p) => p !== undefined && isDeepStrictEqual(essence(p as Passport), expected),
      }),
    );
    await step("hello fastify", "Fastify alone: GET /hello", () =>
      runSequential({ url: `${helloBase}/hello`, warmupSeconds, seconds }),
    );
    return rows;
  } finally {
    cleanups.delete(closeAll);
    await closeAll();
  }
};

const report = (db: BenchDatabase, a: Arranged, rows: Row[]) => {
  console.log("");
  for (const { name, figures: f } of rows)
    console.log(
      `${name.padEnd(16)} p50 ${num(f.latencyP50Ms).padStart(7)} ms  p99 ${num(f.latencyP99Ms).padStart(7)} ms  ` +
        `avg ${num(f.latencyAverageMs).padStart(7)} ms  ${f.requests} requests, ` +
        `${f.errors + f.non2xx + f.mismatches} errors/non-2xx/bad`,
    );
  const p50 = (name: string) => rows.find((r) => r.name === name)?.figures.latencyP50Ms ?? Number.NaN;
  const eos = p50("eos passport");
  const raw = p50("raw-sql passport");
  const ratio = Math.round((eos / raw) * 100) / 100;
  const met = eos < TARGET_P50_MS;
  console.log(
    `\npassport: EOS p50 ${num(eos)} ms (raw SQL server ${num(raw)} ms, ×${ratio.toFixed(2)}); ` +
      `target p50 < ${TARGET_P50_MS} ms: ${met ? "met" : "MISSED"}`,
  );
  const bad = rows.filter((r) => r.figures.errors + r.figures.non2xx + r.figures.mismatches > 0);
  for (const r of bad) console.log(`WARNING: ${r.name} had errors, non-2xx answers or unexpected bodies`);
  const file = writeResults("passport", {
    database: db.label,
    settings,
    school: { domain: FIRST_LARGE_DOMAIN, ...a, parentHeaders: undefined },
    rows,
    target: { p50Ms: TARGET_P50_MS, eosP50Ms: eos, rawP50Ms: raw, ratio, met },
    sql: { session: RAW_SESSION_SQL, sheet: RAW_SHEET_SQL, scores: RAW_SCORES_SQL, records: RAW_RECORDS_SQL },
  });
  console.log(`Figures written to ${file}`);
};

const run = async (db: BenchDatabase): Promise<void> => {
  await seedSchool(db);
  // Batch executions are background jobs: polled as in production (the test config polls nothing).
  const app = await eosServer(db.app, true, { nodeEnv: "production" });
  const close = () => app.close();
  cleanups.add(close);
  try {
    const base = await listenLoopback(app);
    const started = performance.now();
    const a = await arrange(db, base);
    console.log(
      `  arranged in ${since(started)}: ${a.students} students, ${a.values.toLocaleString("en-US")} values ` +
        `in last year's ${a.termIds.length} terms, both scored; passport model with every reveal unit`,
    );
    report(db, a, await measure(db, base, a));
  } finally {
    cleanups.delete(close);
    await close();
  }
};

const main = async (): Promise<void> => {
  console.log(
    `passport: seed:large 1 school × ~${settings.students} students, ${settings.tasks} tasks × ` +
      `${settings.valuesPerTask} values per student and term, 1 client`,
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
