import autocannon from "autocannon";
import type { LoadFigures, LoadSpec } from "./load.ts";

/**
 * The child side of runLoad: warms the server up, then measures it, and prints one JSON line.
 * Bodies are compared with a string that the parent checked once; parsing every response here would
 * make the load generator, not the server, the limit for the fastest targets.
 */
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

const figures = (r: autocannon.Result): LoadFigures => ({
  requestsPerSecond: round(r.requests.average, 1),
  latencyAverageMs: round(r.latency.average),
  latencyP50Ms: round(r.latency.p50),
  latencyP99Ms: round(r.latency.p99),
  requests: r.requests.total,
  ok2xx: r["2xx"],
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  mismatches: r.mismatches,
});

const spec = JSON.parse(process.argv[2] ?? "{}") as LoadSpec;
const base = {
  url: spec.url,
  connections: spec.connections,
  expectBody: spec.expectBody,
  method: spec.method ?? "GET",
  headers: spec.headers,
  body: spec.body,
};
const warmup =
  spec.warmupSeconds > 0 ? await autocannon({ ...base, duration: spec.warmupSeconds }) : undefined;
const result = await autocannon({ ...base, duration: spec.seconds });
process.stdout.write(`${JSON.stringify({ ...figures(result), warmup2xx: warmup?.["2xx"] ?? 0 })}\n`);
