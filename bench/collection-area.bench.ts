import { isDeepStrictEqual } from "node:util";
import {
  AREA_DOMAIN,
  type AreaArranged,
  arrangeArea,
  eosStoreQuery,
  explainBoth,
  RAW_AREA_SQL,
  rawAreaFigures,
  type SchoolFigure,
} from "./lib/area-setup.ts";
import { databaseUrl, seedLargeRegion } from "./lib/collection-setup.ts";
import { type BenchDatabase, openBenchDatabase } from "./lib/database.ts";
import { runLoops, runSequential } from "./lib/latency.ts";
import type { LoadFigures } from "./lib/load.ts";
import { writeResults } from "./lib/report.ts";
import { cleanupsOnInterrupt, positive } from "./lib/run-guard.ts";
import { eosServer, listenLoopback } from "./lib/servers.ts";

/**
 * Area-wide completion statistics on PostgreSQL, over a region from the large generator (scripts/seed-large.ts,
 * default 100 schools of about 1,000 students): the area site shares a scene with one parent task, every
 * school copies it and publishes the copy over all its classes, half of every school's students filled.
 * GET /api/v3/statistics/area/scene/schools?sceneId=…&size=100 as the area administrator through the whole
 * HTTP stack, one sequential client, against one hand-written SQL query computing the same per-school
 * expected/filled figures on the pg pool (one loop). Target: p50 < 300 ms and EOS p50 ≤ 1.5 × the raw p50.
 * BENCH_EXPLAIN=1 also prints EXPLAIN (ANALYZE, BUFFERS) of EOS's query and of the raw one.
 */
const settings = {
  seconds: positive(process.env.BENCH_SECONDS, 5),
  warmupSeconds: 1,
  schools: positive(process.env.BENCH_SCHOOLS, 100),
  studentsPerSchool: positive(process.env.BENCH_STUDENTS_PER_SCHOOL, 1000),
};
const TARGET = { p50Ms: 300, ratio: 1.5 };

type Row = { name: string; figures: LoadFigures };

const cleanups = cleanupsOnInterrupt("the server and the database");

const seedRegion = async (db: BenchDatabase): Promise<void> => {
  const [found] = await db.rawQuery("select 1 from school where domain = $1", [AREA_DOMAIN]);
  if (found) return console.log(`  ${AREA_DOMAIN} already there: not seeding again`);
  const started = performance.now();
  const lines = await seedLargeRegion(await databaseUrl(db), settings);
  for (const line of lines.slice(0, 3)) console.log(`  ${line}`);
  console.log(`  seed:large took ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

type Envelope = { success?: boolean; data?: { list: (SchoolFigure & { copied: boolean })[] } };

/** One request before measuring: its body is what every measured answer must equal. */
const preflight = async (url: string, headers: Record<string, string>) => {
  const res = await fetch(url, { headers });
  const body = await res.text();
  const parsed = JSON.parse(body) as Envelope;
  if (!res.ok || !parsed.success || !parsed.data)
    throw new Error(`${url} answered ${res.status}: ${body.slice(0, 300)}`);
  return { body, list: parsed.data.list };
};

const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const progress = (name: string) =>
  process.stdout.write(
    `  ${name.padEnd(16)} 1 client ${settings.warmupSeconds} s warm-up + ${settings.seconds} s ... `,
  );
const done = (f: LoadFigures) => process.stdout.write(`${f.requests} requests, p50 ${f.latencyP50Ms} ms\n`);

/** Checks that EOS and the raw query agree school by school; answers EOS's body and the figures. */
const verify = async (db: BenchDatabase, url: string, a: AreaArranged) => {
  const { body, list } = await preflight(url, a.areaHeaders);
  const eos = list
    .map((s) => ({ schoolId: s.schoolId, expected: s.expected, filled: s.filled }))
    .sort((x, y) => x.schoolId - y.schoolId);
  const first = await rawAreaFigures(db, a)();
  if (!isDeepStrictEqual(first, eos)) throw new Error("the raw area figures differ from EOS's");
  const sum = (k: "expected" | "filled") => eos.reduce((n, s) => n + s[k], 0);
  const copied = list.filter((s) => s.copied).length;
  console.log(
    `  ${eos.length} schools (${copied} copied): ${sum("expected")} expected, ${sum("filled")} filled; ` +
      "EOS and raw SQL agree school by school",
  );
  return { body, figures: first, filled: sum("filled") };
};

/**
 * EOS over HTTP and the raw query, one client each; then, to show where EOS's time goes, EOS's own
 * statistics query (completionAcrossSchools) alone on the pool, without HTTP or the other lookups.
 */
const measure = async (db: BenchDatabase, base: string, a: AreaArranged): Promise<Row[]> => {
  const url = `${base}/api/v3/statistics/area/scene/schools?sceneId=${a.sceneId}&size=100`;
  const expected = await verify(db, url, a);
  const { warmupSeconds, seconds } = settings;
  const headers = a.areaHeaders;
  progress("eos area");
  const eos = await runSequential({ url, headers, expectBody: expected.body, warmupSeconds, seconds });
  done(eos);
  progress("raw-sql area");
  const check = (r: SchoolFigure[]) => isDeepStrictEqual(r, expected.figures);
  const raw = await runLoops(rawAreaFigures(db, a), { connections: 1, warmupSeconds, seconds, check });
  done(raw);
  progress("eos query only");
  const store = await eosStoreQuery(db, a);
  const only = await runLoops(store, {
    connections: 1,
    warmupSeconds,
    seconds,
    check: (n) => n === expected.filled,
  });
  done(only);
  return [
    { name: "eos area", figures: eos },
    { name: "raw-sql area", figures: raw },
    { name: "eos query only", figures: only },
  ];
};

const num = (n: number, digits = 2) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? "met" : "MISSED");

const report = (db: BenchDatabase, a: AreaArranged, rows: Row[], plans?: { eos: string; raw: string }) => {
  console.log("");
  for (const { name, figures: f } of rows)
    console.log(
      `${name.padEnd(14)} p50 ${num(f.latencyP50Ms).padStart(8)} ms  p99 ${num(f.latencyP99Ms).padStart(8)} ms  ` +
        `avg ${num(f.latencyAverageMs).padStart(8)} ms  ${f.requests} requests, ` +
        `${f.errors + f.non2xx + f.mismatches} errors/non-2xx/bad`,
    );
  const p50 = (name: string) => rows.find((r) => r.name === name)?.figures.latencyP50Ms ?? Number.NaN;
  const [eos, raw] = [p50("eos area"), p50("raw-sql area")];
  const ratio = Math.round((eos / raw) * 100) / 100;
  const targets = {
    eosP50Ms: eos,
    rawP50Ms: raw,
    ratio,
    p50Met: eos < TARGET.p50Ms,
    ratioMet: ratio <= TARGET.ratio,
  };
  console.log(
    `\narea: EOS p50 ${num(eos)} ms ÷ raw SQL p50 ${num(raw)} ms = ×${ratio.toFixed(2)}; ` +
      `p50 < ${TARGET.p50Ms} ms: ${verdict(targets.p50Met)}; ≤ ×${TARGET.ratio}: ${verdict(targets.ratioMet)}`,
  );
  const { schools, tasks, students, filled } = a;
  const file = writeResults("collection-area", {
    database: db.label,
    settings,
    area: { schools, tasks, students, filled },
    rows,
    targets,
    sql: RAW_AREA_SQL,
    plans,
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
    const started = performance.now();
    const a = await arrangeArea(db, base);
    console.log(
      `  arranged in ${seconds(started)}: ${a.schools} schools, ${a.tasks} published copies, ` +
        `${a.students} students, ${a.filled} values inserted`,
    );
    const rows = await measure(db, base, a);
    const plans = process.env.BENCH_EXPLAIN ? await explainBoth(db, a) : undefined;
    if (plans) console.log(`\nEXPLAIN EOS:\n${plans.eos}\n\nEXPLAIN raw:\n${plans.raw}`);
    report(db, a, rows, plans);
  } finally {
    cleanups.delete(close);
    await close();
  }
};

const main = async (): Promise<void> => {
  const { schools, studentsPerSchool } = settings;
  console.log(`collection-area: seed:large ${schools} schools × ~${studentsPerSchool} students, 1 client`);
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
