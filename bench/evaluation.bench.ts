import { client, databaseUrl, FIRST_LARGE_DOMAIN, seedLargeRegion } from "./lib/collection-setup.ts";
import { type BenchDatabase, openBenchDatabase } from "./lib/database.ts";
import { explainRule } from "./lib/evaluation-explain.ts";
import { arrangeEvaluation, type EvaluationArranged } from "./lib/evaluation-setup.ts";
import {
  type Comparison,
  compareScores,
  DROP_SCRATCH_SQL,
  RAW_SCORES_SQL,
  runRawScores,
  SCRATCH_TABLES_SQL,
} from "./lib/raw-evaluation.ts";
import { writeResults } from "./lib/report.ts";
import { cleanupsOnInterrupt, positive } from "./lib/run-guard.ts";
import { eosServer, listenLoopback } from "./lib/servers.ts";
import { signInOverHttp } from "./lib/sign-in.ts";

/**
 * Batch execution of evaluation rules on PostgreSQL (issue 7): one school from the large generator
 * (scripts/seed-large.ts, 1 school of about 2,000 students), 20 daily teacher tasks, 25 values per student and
 * task (about 1 million values), an indicator model of 5 × 6 indicators and 30 rules (fixed, item, option;
 * sum, avg, max, latest; count limits and caps), no conditions. EOS: POST /api/v3/computeRule/batchExecute,
 * then GET /api/v3/job/get until done, timed from the POST to done. Baseline: one hand-written set-based
 * statement computing the same rule and indicator scores into scratch tables, on the pg pool. The scores are
 * compared first (0 mismatches, or no figures). Target: EOS median ≤ 2 × the baseline's median.
 * BENCH_STUDENTS, BENCH_VALUES_PER_TASK and BENCH_RUNS shrink or grow it; BENCH_EXPLAIN=1 prints EXPLAIN
 * (ANALYZE, BUFFERS) of one rule's INSERT … SELECT and of the baseline.
 */
const settings = {
  students: positive(process.env.BENCH_STUDENTS, 2000),
  valuesPerTask: positive(process.env.BENCH_VALUES_PER_TASK, 25),
  runs: positive(process.env.BENCH_RUNS, 2),
  tasks: 20,
  roots: 5,
  leavesPerRoot: 6,
  explain: process.env.BENCH_EXPLAIN === "1",
};
const TARGET_RATIO = 2;

const cleanups = cleanupsOnInterrupt("the server and the database");

const seconds = (ms: number) => ms / 1000;
const num = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

const seedSchool = async (db: BenchDatabase): Promise<void> => {
  const [found] = await db.rawQuery("select 1 from school where domain = $1", [FIRST_LARGE_DOMAIN]);
  if (found) return console.log(`  ${FIRST_LARGE_DOMAIN} already there: not seeding again`);
  const started = performance.now();
  const region = { schools: 1, studentsPerSchool: settings.students };
  const lines = await seedLargeRegion(await databaseUrl(db), region);
  for (const line of lines.slice(0, 3)) console.log(`  ${line}`);
  console.log(`  seed:large took ${seconds(performance.now() - started).toFixed(1)} s`);
};

type Job = { state: string; result: unknown; error: string | null };
type RunResult = { rules: number; students: number; entries: number; errors: number };
type EosRun = { seconds: number; result: RunResult };

/** POST batchExecute, then GET job/get every 50 ms until the job is done; seconds from the POST to done. */
const runEos = async (base: string, token: string, a: EvaluationArranged): Promise<EosRun> => {
  const api = client(base, token);
  const started = performance.now();
  const { jobId } = await api.post<{ jobId: number }>("/v3/computeRule/batchExecute", {
    modelId: a.modelId,
    termId: a.termId,
  });
  for (;;) {
    const job = await api.get<Job>(`/v3/job/get?id=${jobId}`);
    if (job.state === "done")
      return { seconds: seconds(performance.now() - started), result: job.result as RunResult };
    if (job.state === "failed" || job.state === "cancelled")
      throw new Error(`batch execution job ${jobId} ${job.state}: ${job.error}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Dead rows of the previous run reclaimed between runs (autovacuum's work in production), not timed. */
const vacuum = (db: BenchDatabase) =>
  db.rawQuery("vacuum analyze score_entry, rule_score, rule_error, indicator_score, eos_bench_rule_score");

const describeComparison = (c: Comparison) =>
  `indicator scores: EOS ${num(c.eosIndicatorRows)} rows, SQL ${num(c.rawIndicatorRows)}, ` +
  `${num(c.indicatorMismatches)} mismatches; rule scores: EOS ${num(c.eosRuleRows)} rows, ` +
  `SQL ${num(c.rawRuleRows)}, ${num(c.ruleMismatches)} mismatches`;

type Timed = { eos: EosRun[]; raw: number[] };

/** One run of each to settle and to compare; then the timed runs, EOS and SQL alternating. */
const measure = async (db: BenchDatabase, base: string, token: string, a: EvaluationArranged) => {
  const scope = { schoolId: a.schoolId, modelId: a.modelId, termId: a.termId };
  const settleEos = await runEos(base, token, a);
  const settleRaw = await runRawScores(db, scope);
  const { entries, errors } = settleEos.result;
  console.log(
    `  settle: EOS ${settleEos.seconds.toFixed(2)} s (${num(entries)} score entries, ${num(errors)} ` +
      `logged errors), SQL ${settleRaw.toFixed(2)} s`,
  );
  const comparison = await compareScores(db, scope);
  console.log(`  verify: ${describeComparison(comparison)}`);
  if (comparison.indicatorMismatches + comparison.ruleMismatches > 0)
    throw new Error("EOS's scores differ from the baseline's: the timings would not count");
  const timed: Timed = { eos: [], raw: [] };
  for (let i = 1; i <= settings.runs; i++) {
    await vacuum(db);
    const eos = await runEos(base, token, a);
    const raw = await runRawScores(db, scope);
    timed.eos.push(eos);
    timed.raw.push(raw);
    console.log(`  run ${i}: EOS ${eos.seconds.toFixed(2)} s, SQL ${raw.toFixed(2)} s`);
  }
  return { settle: { eos: settleEos, raw: settleRaw }, comparison, timed };
};

type Measured = Awaited<ReturnType<typeof measure>>;

const report = (db: BenchDatabase, a: EvaluationArranged, m: Measured) => {
  const eos = median(m.timed.eos.map((r) => r.seconds));
  const raw = median(m.timed.raw);
  const ratio = Math.round((eos / raw) * 100) / 100;
  const met = ratio <= TARGET_RATIO;
  console.log(
    `\nvalues ${num(a.values)} (${num(a.items)} item values), rules ${a.rules}, students ${num(a.students)}, ` +
      `tasks ${a.taskIds.length}`,
  );
  console.log(
    `EOS batch execution median ${eos.toFixed(2)} s ÷ hand-written SQL median ${raw.toFixed(2)} s = ` +
      `×${ratio.toFixed(2)}; target ≤ ×${TARGET_RATIO}: ${met ? "met" : "MISSED"}`,
  );
  console.log(
    "EOS also writes the lineage (one score_entry row per scored value) and the error log; the baseline " +
      "writes only the scores. Rules with a condition run in Node in pages of 1,000 values: not measured here.",
  );
  const { students, values, items, rules, schoolId, modelId, termId } = a;
  const file = writeResults("evaluation", {
    database: db.label,
    settings,
    school: { domain: FIRST_LARGE_DOMAIN, schoolId, modelId, termId, students, values, items, rules },
    settle: m.settle,
    comparison: m.comparison,
    runs: m.timed,
    target: { eosMedianSeconds: eos, rawMedianSeconds: raw, ratio, ratioTarget: TARGET_RATIO, met },
    sql: RAW_SCORES_SQL,
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
    const admin = await signInOverHttp(base, FIRST_LARGE_DOMAIN, "admin", 0);
    const started = performance.now();
    const a = await arrangeEvaluation(db, base, admin, settings);
    console.log(
      `  ${FIRST_LARGE_DOMAIN}: ${num(a.students)} students, ${a.taskIds.length} tasks, ${a.rules} rules, ` +
        `${num(a.values)} values and ${num(a.items)} item values inserted ` +
        `(${seconds(performance.now() - started).toFixed(1)} s)`,
    );
    console.log("  conditions: none (rules with a condition are evaluated in Node in batches)");
    await db.rawQuery(SCRATCH_TABLES_SQL);
    const measured = await measure(db, base, admin.token, a);
    report(db, a, measured);
    if (settings.explain) await explainRule(db, a);
  } finally {
    cleanups.delete(close);
    await close();
    await db.rawQuery(DROP_SCRATCH_SQL).catch(() => {});
  }
};

const main = async (): Promise<void> => {
  const { students, valuesPerTask, tasks, runs } = settings;
  console.log(
    `evaluation: seed:large 1 school × ~${num(students)} students, ${tasks} tasks × ${valuesPerTask} values ` +
      `per student, ${settings.roots * settings.leavesPerRoot} rules; one run each to settle, then ${runs}`,
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
