import { spawn } from "node:child_process";
import { join } from "node:path";

export type LoadSpec = {
  url: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** The exact body every response must carry: one checked answer, compared cheaply under load. */
  expectBody?: string;
  /** GET unless set; POST bodies are sent as they are, the same on every request. */
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
};

export type LoadFigures = {
  requestsPerSecond: number;
  latencyAverageMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  mismatches: number;
  /** 2xx answers during the warm-up, which is not measured but may still have stored something. */
  warmup2xx?: number;
};

/** tsx as an absolute loader, so that the child resolves it whatever its working directory. */
export const tsxImportArgs = (): string[] => ["--import", import.meta.resolve("tsx")];

/**
 * Runs autocannon in a child process. In-process load would share the server's event loop and measure
 * neither of them; on two cores the child takes one and the server the other.
 */
export const runLoad = (spec: LoadSpec): Promise<LoadFigures> =>
  new Promise((resolve, reject) => {
    const runner = join(import.meta.dirname, "load-runner.ts");
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
      if (code !== 0) return reject(new Error(`load runner exited with ${code}`));
      const last = out.trim().split("\n").at(-1) ?? "";
      try {
        resolve(JSON.parse(last) as LoadFigures);
      } catch {
        reject(new Error(`load runner printed no result: ${out.slice(0, 200)}`));
      }
    });
  });
