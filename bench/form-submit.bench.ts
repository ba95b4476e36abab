import type { FastifyInstance } from "fastify";
import { type BenchDatabase, openBenchDatabase, openPglite } from "./lib/database.ts";
import { answersFor, FORM_ITEM_COUNT, fiftyItems, type SavedItem } from "./lib/fifty-item-form.ts";
import { type LoadFigures, runLoad } from "./lib/load.ts";
import { writeResults } from "./lib/report.ts";
import { cleanupsOnInterrupt, positive } from "./lib/run-guard.ts";
import { eosServer, listenLoopback } from "./lib/servers.ts";
import { call, postJson, signInOverHttp } from "./lib/sign-in.ts";

/**
 * Submitting a 50-item form (text, numbers, dates, radios, checkboxes; no uploads) through
 * POST /api/app/eos/form/wx/add with N concurrent clients (autocannon in a child process, the same body every
 * time, no Idempotency-Key: each request is a new submission), in value rows stored per second, against the
 * baseline in the same run: N concurrent loops each doing, per submission, BEGIN, one INSERT into form_value,
 * 50 single-row INSERTs into form_value_item, COMMIT, with the same values, through the driver the project
 * uses (pg pool of 10 / PGlite). On PGlite and, when one answers, on PostgreSQL. Target (issue 3): EOS ≥ 0.5
 * of the raw rows/s. Afterwards the rows are counted: every accepted submission must be stored, each whole.
 */
const TARGET_RATIO = 0.5;
const settings = {
  seconds: positive(process.env.BENCH_SECONDS, 10),
  warmupSeconds: 2,
  connections: positive(process.env.BENCH_CONNECTIONS, 10),
};
const SUBMIT = "/api/app/eos/form/wx/add";

type Setup = {
  schoolId: number;
  formId: number;
  version: number;
  token: string;
  body: string;
  /** Who the preflight submission was stored as, for the raw rows. */
  filler: { user_id: number; user_type: number; user_name: string };
};
type Side = {
  submissions: number;
  rowsPerSecond: number;
  latencyP99Ms: number;
  latencyAverageMs: number;
  /**
   * CPU of this process per stored submission, warm-up included: the EOS server or the raw loops, with the
   * driver (and PGlite itself when it serves). Steadier than rows/s on a busy machine; PostgreSQL's CPU is not in it.
   */
  cpuMsPerSubmission: number;
};

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
type Count = { values: number; items: number; halfStored: number };

const cleanups = cleanupsOnInterrupt("servers and databases");

/** Values and value rows of the form, and how many values do not have every row a submission carries. */
const countStored = async (db: BenchDatabase, s: Setup): Promise<Count> => {
  const [row] = await db.rawQuery<{ values: string; items: string; half: string }>(
    `select count(*) as values, coalesce(sum(n), 0) as items, count(*) filter (where n <> $3) as half
       from (select v.id, (select count(*) from form_value_item i
                            where i.school_id = v.school_id and i.form_value_id = v.id) as n
               from form_value v where v.school_id = $1 and v.form_id = $2) per_value`,
    [s.schoolId, s.formId, FORM_ITEM_COUNT],
  );
  return { values: Number(row.values), items: Number(row.items), halfStored: Number(row.half) };
};

/**
 * The count once it stops moving: a handler whose client has gone (autocannon stops with requests in flight)
 * may still commit after the server has closed.
 */
const settled = async (db: BenchDatabase, s: Setup): Promise<Count> => {
  let last = await countStored(db, s);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await countStored(db, s);
    if (now.values === last.values && now.items === last.items) return now;
    last = now;
  }
};

/** Signs in, creates and releases the form, submits once (the preflight) and checks what was stored. */
const setUp = async (db: BenchDatabase, base: string): Promise<Setup> => {
  const { token, schoolId } = await signInOverHttp(base);
  const headers = { authorization: `Bearer ${token}` };
  const form = await call<{ id: number }>(
    `${base}/api/v3/eos/form/admin/add`,
    postJson({ name: "压测表单 50 项", items: fiftyItems() }, headers),
  );
  const { version } = await call<{ version: number }>(
    `${base}/api/v3/eos/form/admin/release`,
    postJson({ id: form.id }, headers),
  );
  const saved = await call<{ items: SavedItem[] }>(`${base}/api/v3/eos/form/admin/byid?id=${form.id}`, {
    headers,
  });
  if (saved.items.length !== FORM_ITEM_COUNT) throw new Error(`the form has ${saved.items.length} items`);
  const body = JSON.stringify({ formId: form.id, items: answersFor(saved.items) });
  const { formValId } = await call<{ formValId: number }>(`${base}${SUBMIT}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body,
  });
  const [filler] = await db.rawQuery<Setup["filler"]>(
    "select user_id, user_type, user_name from form_value where school_id = $1 and id = $2",
    [schoolId, formValId],
  );
  const setup = { schoolId, formId: form.id, version, token, body, filler };
  const first = await countStored(db, setup);
  if (first.items !== FORM_ITEM_COUNT || first.halfStored !== 0)
    throw new Error(`the preflight submission stored ${first.items} rows, not ${FORM_ITEM_COUNT}`);
  return setup;
};

const eosSide = async (app: FastifyInstance, base: string, s: Setup) => {
  const { connections, seconds, warmupSeconds } = settings;
  const headers = { authorization: `Bearer ${s.token}`, "content-type": "application/json" };
  const cpu = process.cpuUsage();
  const f = await runLoad({
    url: `${base}${SUBMIT}`,
    method: "POST",
    headers,
    body: s.body,
    connections,
    seconds,
    warmupSeconds,
  });
  await app.close();
  const used = cpuMs(cpu);
  const side: Side = {
    cpuMsPerSubmission: used / Math.max(1, f.ok2xx + (f.warmup2xx ?? 0)),
    submissions: f.ok2xx,
    rowsPerSecond: (f.ok2xx * FORM_ITEM_COUNT) / seconds,
    latencyP99Ms: f.latencyP99Ms,
    latencyAverageMs: f.latencyAverageMs,
  };
  return { side, figures: f };
};

const INSERT_VALUE = `insert into form_value (school_id, form_id, version, user_id, user_type, user_name)
  values ($1, $2, $3, $4, $5, $6) returning id`;
const INSERT_ITEM = `insert into form_value_item (school_id, form_value_id, item_id, item_type, val, val_other)
  values ($1, $2, $3, $4, $5, $6)`;

/** N loops of hand-written transactions; only those finishing inside the measured window count. */
const rawSide = async (db: BenchDatabase, s: Setup): Promise<{ side: Side; committed: number }> => {
  const answers = (JSON.parse(s.body) as { items: ReturnType<typeof answersFor> }).items;
  const from = performance.now() + settings.warmupSeconds * 1000;
  const end = from + settings.seconds * 1000;
  const latencies: number[] = [];
  let committed = 0;
  const submit = () =>
    db.rawTransaction(async (q) => {
      const { user_id, user_type, user_name } = s.filler;
      const [{ id }] = await q<{ id: string }>(INSERT_VALUE, [
        s.schoolId,
        s.formId,
        s.version,
        user_id,
        user_type,
        user_name,
      ]);
      for (const a of answers)
        await q(INSERT_ITEM, [s.schoolId, id, a.itemId, a.itemType, a.val, a.valOther]);
    });
  const loop = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      await submit();
      committed++;
      const done = performance.now();
      if (done >= from && done <= end) latencies.push(done - started);
    }
  };
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: settings.connections }, loop));
  const used = cpuMs(cpu);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const avg = latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length);
  const side: Side = {
    cpuMsPerSubmission: used / Math.max(1, committed),
    submissions: latencies.length,
    rowsPerSecond: (latencies.length * FORM_ITEM_COUNT) / settings.seconds,
    latencyP99Ms: Math.round(at(0.99) * 10) / 10,
    latencyAverageMs: Math.round(avg * 100) / 100,
  };
  return { side, committed };
};

const round = (n: number) => Math.round(n);

const runOn = async (db: BenchDatabase) => {
  console.log(`\n${db.label}`);
  const app = await eosServer(db.app);
  const close = () => app.close();
  cleanups.add(close);
  const base = await listenLoopback(app);
  const setup = await setUp(db, base);
  process.stdout.write(`  eos  ${settings.warmupSeconds} s warm-up + ${settings.seconds} s ... `);
  const eos = await eosSide(app, base, setup);
  cleanups.delete(close);
  process.stdout.write(`${round(eos.side.rowsPerSecond).toLocaleString("en-US")} rows/s\n`);
  const afterEos = await settled(db, setup);
  const accepted = 1 + (eos.figures.warmup2xx ?? 0) + eos.figures.ok2xx;
  process.stdout.write(`  raw  ${settings.warmupSeconds} s warm-up + ${settings.seconds} s ... `);
  const raw = await rawSide(db, setup);
  process.stdout.write(`${round(raw.side.rowsPerSecond).toLocaleString("en-US")} rows/s\n`);
  const afterRaw = await countStored(db, setup);
  return { database: db.label, kind: db.database.kind, eos, raw, accepted, afterEos, afterRaw };
};

type Run = Awaited<ReturnType<typeof runOn>>;

const check = (r: Run): string[] => {
  const problems: string[] = [];
  const f: LoadFigures = r.eos.figures;
  if (f.non2xx + f.errors > 0)
    problems.push(`EOS: ${f.non2xx} non-2xx answers, ${f.errors} errors (${f.timeouts} timeouts)`);
  if (r.afterEos.values < r.accepted)
    problems.push(`EOS: ${r.accepted} accepted but ${r.afterEos.values} stored`);
  // Up to one request per connection is in flight when the warm-up ends and again when the run ends: the
  // server stores it, autocannon no longer counts its answer.
  if (r.afterEos.values - r.accepted > 2 * settings.connections)
    problems.push(`EOS: ${r.afterEos.values - r.accepted} stored beyond the answered`);
  if (r.afterRaw.values - r.afterEos.values !== r.raw.committed)
    problems.push(`raw: ${r.raw.committed} committed, ${r.afterRaw.values - r.afterEos.values} stored`);
  if (r.afterRaw.halfStored > 0)
    problems.push(`${r.afterRaw.halfStored} values without all ${FORM_ITEM_COUNT} rows`);
  return problems;
};

const report = (runs: Run[]) => {
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(16) : c.padStart(12))).join(" ");
  console.log(`\n${line(["", "rows/s", "subm./s", "p99 ms", "avg ms", "CPU ms/subm.", "ratio"])}`);
  const targets = [];
  for (const r of runs) {
    const ratio =
      r.raw.side.rowsPerSecond > 0 ? r.eos.side.rowsPerSecond / r.raw.side.rowsPerSecond : Number.NaN;
    for (const [name, s] of [
      ["eos", r.eos.side],
      ["raw", r.raw.side],
    ] as const)
      console.log(
        line([
          `${r.kind} ${name}`,
          round(s.rowsPerSecond).toLocaleString("en-US"),
          (s.submissions / settings.seconds).toFixed(1),
          s.latencyP99Ms.toFixed(1),
          s.latencyAverageMs.toFixed(2),
          s.cpuMsPerSubmission.toFixed(2),
          name === "eos" ? `×${ratio.toFixed(3)}` : "",
        ]),
      );
    console.log(
      `  stored: ${r.accepted} submissions answered with success by EOS, ${r.afterEos.values} values with ` +
        `${r.afterEos.items} rows (${r.afterEos.values - r.accepted} answered after autocannon stopped counting); ` +
        `${r.raw.committed} raw transactions, ${r.afterRaw.values - r.afterEos.values} values; ` +
        `values missing rows: ${r.afterRaw.halfStored}`,
    );
    for (const p of check(r)) console.log(`  WARNING: ${p}`);
    const met = ratio >= TARGET_RATIO;
    console.log(`  target EOS ≥ ${TARGET_RATIO} × raw rows/s on ${r.kind}: ${met ? "met" : "MISSED"}`);
    if (!met) console.log(`  WARNING: EOS reached ×${ratio.toFixed(3)} of the raw rows/s`);
    targets.push({ database: r.database, ratio, met, problems: check(r) });
  }
  const file = writeResults("form-submit", { settings, itemsPerSubmission: FORM_ITEM_COUNT, runs, targets });
  console.log(`Figures written to ${file}`);
};

const main = async () => {
  console.log(
    `form-submit: ${FORM_ITEM_COUNT}-item form, ${settings.connections} concurrent clients, one side at a time`,
  );
  const runs: Run[] = [];
  const openers = [
    openPglite,
    async () => {
      const db = await openBenchDatabase();
      if (db.database.kind === "postgres") return db;
      await db.close();
      console.log("\nno PostgreSQL at 127.0.0.1:5432 (or DATABASE_URL): PGlite only");
      return undefined;
    },
  ];
  for (const open of openers) {
    const db = await open();
    if (!db) continue;
    cleanups.add(db.close);
    try {
      runs.push(await runOn(db));
    } finally {
      cleanups.delete(db.close);
      await db.close();
    }
  }
  report(runs);
};

await main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
