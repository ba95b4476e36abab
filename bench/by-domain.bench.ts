import type { FastifyInstance } from "fastify";
import { type BenchDatabase, openBenchDatabase, RAW_SCHOOL_SQL } from "./lib/database.ts";
import { runLoad } from "./lib/load.ts";
import { formatRatios, formatTable, type Measured, ratio, writeResults } from "./lib/report.ts";
import { cleanupsOnInterrupt, positive } from "./lib/run-guard.ts";
import { eosServer, helloServer, listenLoopback, rawSqlServer } from "./lib/servers.ts";

/**
 * GET /api/auth/getschool/byDomain, the call every sign-in page starts with, against its baselines measured
 * in the same run: Fastify hello-world and Fastify with the one raw query the lookup could be.
 * Servers run one after another, never together, each on a free loopback port.
 */
type Target = {
  name: string;
  description: string;
  path: string;
  /** Whether a parsed body is the right answer; checked on the preflight answer, which load compares to. */
  check: (body: Answer) => boolean;
  start: () => Promise<FastifyInstance>;
};

type Answer = { hello?: unknown; success?: unknown; errorCode?: unknown; data?: { domain?: unknown } | null };

const isPrimary = (body: Answer) => body.data?.domain === "primary.demo";
const isSuccessEnvelope = (body: Answer) =>
  body.success === true && body.errorCode === null && isPrimary(body);

const settings = {
  seconds: positive(process.env.BENCH_SECONDS, 10),
  warmupSeconds: 2,
  connections: 50,
  /** The query path without the app's cache, as an extra row: BENCH_UNCACHED=1. */
  uncached: process.env.BENCH_UNCACHED === "1",
};

const EOS_PATH = "/api/auth/getschool/byDomain?domain=primary.demo";

const targetsFor = (db: BenchDatabase): Target[] => [
  {
    name: "hello-world",
    description: "raw Fastify, GET /hello",
    path: "/hello",
    check: (body) => body.hello === "world",
    start: helloServer,
  },
  {
    name: "raw-sql",
    description: `raw Fastify + ${RAW_SCHOOL_SQL}`,
    path: "/school?domain=primary.demo",
    check: isPrimary,
    start: () => rawSqlServer(db.rawLookup),
  },
  {
    name: "eos",
    description: `EOS buildApp, in-memory cache, GET ${EOS_PATH}`,
    path: EOS_PATH,
    check: isSuccessEnvelope,
    start: () => eosServer(db.app),
  },
  ...(settings.uncached
    ? [
        {
          name: "eos-uncached",
          description: `EOS buildApp, cache that never keeps, GET ${EOS_PATH}`,
          path: EOS_PATH,
          check: isSuccessEnvelope,
          start: () => eosServer(db.app, false),
        },
      ]
    : []),
];

/** Called when the run is interrupted, so that no server or throw-away database outlives it. */
const cleanups = cleanupsOnInterrupt("the server under load and the database");

/**
 * One request before the load: a broken server fails the run with its answer rather than a count, and the
 * checked body becomes what every response under load must equal (these answers are deterministic).
 */
const preflight = async (url: string, check: Target["check"]): Promise<string> => {
  const res = await fetch(url);
  const body = await res.text();
  let parsed: Answer | undefined;
  try {
    parsed = JSON.parse(body) as Answer;
  } catch {
    parsed = undefined;
  }
  if (!res.ok || !parsed || !check(parsed))
    throw new Error(`${url} answered ${res.status}: ${body.slice(0, 300)}`);
  return body;
};

const measure = async (target: Target): Promise<Measured> => {
  const app = await target.start();
  const close = () => app.close();
  cleanups.add(close);
  try {
    const url = `${await listenLoopback(app)}${target.path}`;
    const expectBody = await preflight(url, target.check);
    process.stdout.write(
      `  ${target.name.padEnd(13)} ${settings.warmupSeconds} s warm-up + ${settings.seconds} s ... `,
    );
    const { connections, seconds, warmupSeconds } = settings;
    const figures = await runLoad({ url, expectBody, connections, seconds, warmupSeconds });
    process.stdout.write(`${Math.round(figures.requestsPerSecond).toLocaleString("en-US")} req/s\n`);
    return { name: target.name, description: target.description, figures };
  } finally {
    cleanups.delete(close);
    await close();
  }
};

const measureAll = async (db: BenchDatabase): Promise<Measured[]> => {
  if (!(await db.rawLookup("primary.demo")))
    throw new Error("the database has no school with domain primary.demo");
  const measured: Measured[] = [];
  for (const target of targetsFor(db)) measured.push(await measure(target));
  return measured;
};

const report = (database: string, measured: Measured[]): void => {
  const by = (name: string) => measured.find((m) => m.name === name)!.figures;
  const ratios = [
    ratio("EOS ÷ hello-world", by("eos"), by("hello-world")),
    ratio("EOS ÷ raw SQL", by("eos"), by("raw-sql")),
    ...(settings.uncached ? [ratio("EOS uncached ÷ raw SQL", by("eos-uncached"), by("raw-sql"))] : []),
  ];
  console.log(`\n${formatTable(measured)}\n\n${formatRatios(ratios)}`);
  const failed = measured.filter((m) => m.figures.non2xx + m.figures.errors + m.figures.mismatches > 0);
  for (const m of failed) console.log(`WARNING: ${m.name} had errors, non-2xx answers or unexpected bodies`);
  if (failed.length === 0) console.log("Every response of every server was a 2xx with the expected body.");
  console.log(
    "EOS serves this lookup from its cache after the first request; BENCH_UNCACHED=1 adds the query path.",
  );
  const servers = Object.fromEntries(
    measured.map((m) => [m.name, { description: m.description, ...m.figures }]),
  );
  const file = writeResults("by-domain", { database, settings, servers, ratios });
  console.log(`Figures written to ${file}`);
};

const main = async (): Promise<void> => {
  console.log(`by-domain: ${settings.connections} connections per server, one server at a time`);
  const db = await openBenchDatabase();
  cleanups.add(db.close);
  console.log(`database: ${db.label}`);
  let measured: Measured[];
  try {
    measured = await measureAll(db);
  } finally {
    cleanups.delete(db.close);
    await db.close();
  }
  report(db.label, measured);
};

await main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
