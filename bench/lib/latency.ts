import { spawn } from "node:child_process";
import { join } from "node:path";
import { type LoadFigures, tsxImportArgs } from "./load.ts";

/**
 * One client, sequential GETs: latency with sub-millisecond resolution. With `paced`, that many connections
 * instead, each sending on a fixed schedule so that together they send `rate` requests a second, evenly spread;
 * a request is timed from when its schedule said to send it, so a late answer also counts against the requests
 * that had to wait for it (no coordinated omission).
 */
export type LatencySpec = {
  paced?: { connections: number; rate: number };
  url: string;
  headers?: Record<string, string>;
  warmupSeconds: number;
  seconds: number;
  /** The exact body every answer must carry, checked once by the parent. */
  expectBody?: string;
};

type Outcome = { non2xx: number; mismatches: number; errors: number };

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Figures (in the shape autocannon's are reported) from the measured latencies of one window. */
export const summarise = (latencies: number[], seconds: number, o: Outcome): LoadFigures => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    requestsPerSecond: round(sorted.length / seconds, 1),
    latencyAverageMs: round(sum / Math.max(1, sorted.length), 3),
    latencyP50Ms: round(at(0.5), 3),
    latencyP99Ms: round(at(0.99), 3),
    requests: sorted.length + o.errors,
    ok2xx: sorted.length - o.non2xx,
    non2xx: o.non2xx,
    errors: o.errors,
    timeouts: 0,
    mismatches: o.mismatches,
  };
};

/** Runs latency-runner.ts in a child process, so that the client does not share the server's event loop. */
export const runSequential = (spec: LatencySpec): Promise<LoadFigures> =>
  new Promise((resolve, reject) => {
    const runner = join(import.meta.dirname, "latency-runner.ts");
    const child = spawn(process.execPath, [...tsxImportArgs(), runner, JSON.stringify(spec)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      out += chunk;
    });
    child.once("error", reject);
    child.once("close", (code) => {
      if (code !== 0) return reject(new Error(`latency runner exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split("\n").at(-1) ?? "") as LoadFigures);
      } catch {
        reject(new Error(`latency runner printed no result: ${out.slice(0, 200)}`));
      }
    });
  });

/**
 * `connections` loops in this process, each calling `work` again as soon as it resolves (a database
 * baseline needs no HTTP client). Only calls finishing inside the measured window count. `check` answers
 * false for a result that is not the expected one.
 */
export const runLoops = async <T>(
  work: () => Promise<T>,
  opts: { connections: number; warmupSeconds: number; seconds: number; check?: (result: T) => boolean },
): Promise<LoadFigures> => {
  const from = performance.now() + opts.warmupSeconds * 1000;
  const end = from + opts.seconds * 1000;
  const latencies: number[] = [];
  const outcome: Outcome = { non2xx: 0, mismatches: 0, errors: 0 };
  const loop = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      try {
        const result = await work();
        const done = performance.now();
        if (done < from || done > end) continue;
        latencies.push(done - started);
        if (opts.check && !opts.check(result)) outcome.mismatches++;
      } catch {
        outcome.errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, loop));
  return summarise(latencies, opts.seconds, outcome);
};
