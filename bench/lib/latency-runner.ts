import { Agent, request } from "node:http";
import type { LatencySpec } from "./latency.ts";
import { summarise } from "./latency.ts";

/**
 * The child side of runSequential: one client, one request at a time over a kept-alive connection, each
 * timed with performance.now() (autocannon's histogram keeps whole milliseconds, too coarse for a few-ms
 * route). Warms up, then measures, and prints one JSON line of figures.
 */
const spec = JSON.parse(process.argv[2] ?? "{}") as LatencySpec;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
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

const loop = async (seconds: number, latencies?: number[]) => {
  const end = performance.now() + seconds * 1000;
  let non2xx = 0;
  let mismatches = 0;
  let errors = 0;
  while (performance.now() < end) {
    const started = performance.now();
    try {
      const { status, body } = await once();
      latencies?.push(performance.now() - started);
      if (status < 200 || status > 299) non2xx++;
      else if (spec.expectBody !== undefined && body !== spec.expectBody) mismatches++;
    } catch {
      errors++;
    }
  }
  return { non2xx, mismatches, errors };
};

if (spec.warmupSeconds > 0) await loop(spec.warmupSeconds);
const latencies: number[] = [];
const outcome = await loop(spec.seconds, latencies);
agent.destroy();
process.stdout.write(`${JSON.stringify(summarise(latencies, spec.seconds, outcome))}\n`);
