import { Agent, request } from "node:http";
import type { LatencySpec } from "./latency.ts";
import { summarise } from "./latency.ts";

/**
 * The child side of runSequential: one client, one request at a time over a kept-alive connection (or paced
 * connections, see LatencySpec), each timed with performance.now() (autocannon's histogram keeps whole milliseconds, too coarse for a few-ms
 * route). Warms up, then measures, and prints one JSON line of figures.
 */
const spec = JSON.parse(process.argv[2] ?? "{}") as LatencySpec;
const agent = new Agent({ keepAlive: true, maxSockets: spec.paced?.connections ?? 1 });
const url = new URL(spec.url);

const once = (): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers: spec.headers,
        agent,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.once("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.once("error", reject);
      },
    );
    req.once("error", reject);
    req.end();
  });

type Tally = { non2xx: number; mismatches: number; errors: number };

/** One request: its latency counted from `from` (when it was due) into `latencies`, its outcome into `tally`. */
const timed = async (from: number, tally: Tally, latencies?: number[]) => {
  try {
    const { status, body } = await once();
    latencies?.push(performance.now() - from);
    if (status < 200 || status > 299) tally.non2xx++;
    else if (spec.expectBody !== undefined && body !== spec.expectBody) tally.mismatches++;
  } catch {
    tally.errors++;
  }
};

const sleepUntil = (at: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

const loop = async (seconds: number, latencies?: number[]): Promise<Tally> => {
  const end = performance.now() + seconds * 1000;
  const tally = { non2xx: 0, mismatches: 0, errors: 0 };
  if (!spec.paced) {
    while (performance.now() < end) await timed(performance.now(), tally, latencies);
    return tally;
  }
  // Each connection sends every `period` ms, the connections offset from each other by period ÷ connections.
  const { connections, rate } = spec.paced;
  const period = (1000 * connections) / rate;
  const start = performance.now();
  const connection = async (index: number) => {
    for (let due = start + (index * period) / connections; due < end; due += period) {
      await sleepUntil(due);
      await timed(due, tally, latencies);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => connection(i)));
  return tally;
};

if (spec.warmupSeconds > 0) await loop(spec.warmupSeconds);
const latencies: number[] = [];
const outcome = await loop(spec.seconds, latencies);
agent.destroy();
process.stdout.write(`${JSON.stringify(summarise(latencies, spec.seconds, outcome))}\n`);
