import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { openBenchDatabase } from "./lib/database.ts";
import { lighthouseRuns, medianRun, type PageRun } from "./lib/lighthouse.ts";
import { writeResults } from "./lib/report.ts";
import { cleanupsOnInterrupt, positive } from "./lib/run-guard.ts";
import { eosServer, listenLoopback } from "./lib/servers.ts";

/**
 * The phone sign-in page (/m/login at 390 px, an iPhone's user agent) as a parent opens it inside a chat app:
 * bytes transferred and the Lighthouse mobile performance score (simulated mobile throttling, median of 3 runs),
 * against the same app and page served uncompressed (the request's Accept-Encoding dropped) in the same run.
 * Needs the built web app: `npm run build -w apps/web`. Headless Chromium's language is en-US, so the page loads the
 * en-US catalogue (within 1 KB of zh-CN's on the wire); e2e/specs/shell.spec.ts measures the zh-CN page.
 */
const PAGE = "/m/login?domain=primary.demo";
const BUDGET_KB = 250;
const SCORE_GOAL = 90;
const RUNS = positive(process.env.BENCH_LIGHTHOUSE_RUNS, 3);
const WEB_DIST = join(import.meta.dirname, "..", "apps", "web", "dist");

type Target = { name: string; description: string; start: () => Promise<FastifyInstance> };

const kb = (bytes: number) => bytes / 1024;
const fixed = (n: number, digits = 1) => n.toFixed(digits);

const webDistReady = (): boolean => {
  if (!existsSync(join(WEB_DIST, "index.html"))) {
    console.error(`No built web app in ${WEB_DIST}: run npm run build -w apps/web first`);
    return false;
  }
  if (!readdirSync(join(WEB_DIST, "assets")).some((f) => f.endsWith(".br")))
    console.warn("The web build has no .br files (built before precompression): the eos row will say so");
  return true;
};

/** One request's table row: path, type, transferred and unpacked KB, Content-Encoding. */
const requestLines = (run: PageRun): string[] =>
  [...run.requests]
    .sort((a, b) => b.transferBytes - a.transferBytes)
    .map((r) => {
      const path =
        new URL(r.url).pathname + (r.type === "Fetch" || r.type === "XHR" ? new URL(r.url).search : "");
      const encoding = r.encoding || "-";
      return `  ${fixed(kb(r.transferBytes)).padStart(7)} KB  ${fixed(kb(r.resourceBytes)).padStart(7)} KB  ${encoding.padEnd(4)}  ${r.type.padEnd(10)} ${path}`;
    });

const summary = (name: string, runs: PageRun[]) => {
  const median = medianRun(runs);
  const scripts = median.requests.filter((r) => r.type === "Script");
  return {
    name,
    scores: runs.map((r) => r.score),
    medianScore: median.score,
    transferKb: Number(fixed(kb(median.transferBytes))),
    scriptCount: scripts.length,
    scriptTransferKb: Number(fixed(kb(scripts.reduce((sum, s) => sum + s.transferBytes, 0)))),
    metrics: median.metrics,
    median,
  };
};

const cleanups = cleanupsOnInterrupt("the servers, Chromium and the database");

const main = async () => {
  if (!webDistReady()) process.exit(1);
  const db = await openBenchDatabase();
  cleanups.add(() => db.close());
  console.log(
    `database: ${db.label}; page: ${PAGE}; ${RUNS} Lighthouse runs each (mobile, simulated throttling)`,
  );
  const targets: Target[] = [
    {
      name: "uncompressed",
      description: "EOS, the request's Accept-Encoding dropped: every file and answer as it is",
      start: async () => {
        const app = await eosServer(db.app, true, { webDist: WEB_DIST });
        app.addHook("onRequest", async (req) => {
          delete req.headers["accept-encoding"];
        });
        return app;
      },
    },
    {
      name: "eos",
      description: "EOS as shipped: precompressed files, API answers over 1 KB compressed",
      start: () => eosServer(db.app, true, { webDist: WEB_DIST }),
    },
  ];
  const results = [];
  for (const target of targets) {
    const app = await target.start();
    const close = () => app.close();
    cleanups.add(close);
    const base = await listenLoopback(app);
    // One plain load first, so that the first Lighthouse run does not pay for the server's own warm-up.
    await fetch(`${base}${PAGE}`).then((res) => res.text());
    const runs = await lighthouseRuns(`${base}${PAGE}`, RUNS);
    await close();
    cleanups.delete(close);
    const s = summary(target.name, runs);
    results.push({ ...s, description: target.description });
    console.log(`\n${target.name}: ${target.description}`);
    console.log(`  scores ${s.scores.join(", ")} → median ${s.medianScore}`);
    console.log(
      `  median run: ${s.transferKb} KB transferred, ${s.scriptCount} scripts ${s.scriptTransferKb} KB; ` +
        `FCP ${fixed(s.metrics.fcpMs, 0)} ms, LCP ${fixed(s.metrics.lcpMs, 0)} ms, TBT ${fixed(s.metrics.tbtMs, 0)} ms`,
    );
    console.log("  transferred  unpacked  enc   type       path");
    for (const line of requestLines(s.median)) console.log(line);
  }
  await db.close();
  const [baseline, eos] = results;
  const ratio = eos.transferKb / baseline.transferKb;
  console.log("\n=== phone sign-in page ===");
  console.log(
    `transferred: ${eos.transferKb} KB vs ${baseline.transferKb} KB uncompressed (×${fixed(ratio, 3)})`,
  );
  console.log(
    `Lighthouse mobile performance (median of ${RUNS}): ${eos.medianScore} vs ${baseline.medianScore}`,
  );
  console.log(
    `budget ${BUDGET_KB} KB: ${eos.transferKb < BUDGET_KB ? "met" : "MISSED"}; ` +
      `score ≥ ${SCORE_GOAL}: ${eos.medianScore >= SCORE_GOAL ? "met" : "MISSED"}`,
  );
  const file = writeResults("phone-sign-in", {
    page: PAGE,
    runs: RUNS,
    database: db.label,
    results: results.map(({ median, ...rest }) => ({ ...rest, requests: median.requests })),
    ratio: { transfer: ratio },
  });
  console.log(`results: ${file}`);
};

await main();
process.exit(0);
