import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import type { LoadFigures } from "./load.ts";

export type Measured = { name: string; description: string; figures: LoadFigures };

export type Ratio = { name: string; requestsPerSecond: number; latencyP99: number };

/** NaN rather than Infinity when the baseline measured nothing, so that JSON keeps a value (null). */
const divide = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 1000) / 1000 : Number.NaN);

/** `project ÷ baseline` for throughput (higher is better) and p99 latency (lower is better). */
export const ratio = (name: string, project: LoadFigures, baseline: LoadFigures): Ratio => ({
  name,
  requestsPerSecond: divide(project.requestsPerSecond, baseline.requestsPerSecond),
  latencyP99: divide(project.latencyP99Ms, baseline.latencyP99Ms),
});

const pad = (text: string, width: number, right = false) =>
  right ? text.padStart(width) : text.padEnd(width);
const num = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

export const formatTable = (rows: Measured[]): string => {
  const head = ["server", "req/s", "p99 ms", "avg ms", "requests", "errors", "non-2xx", "bad body"];
  const cells = rows.map(({ name, figures: f }) => [
    name,
    num(f.requestsPerSecond),
    num(f.latencyP99Ms, 1),
    num(f.latencyAverageMs, 2),
    num(f.requests),
    num(f.errors),
    num(f.non2xx),
    num(f.mismatches),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((text, i) => pad(text, widths[i], i > 0)).join("  ");
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...cells.map(line)].join("\n");
};

export const formatRatios = (ratios: Ratio[]): string =>
  ratios
    .map((r) => `${r.name}: req/s ×${r.requestsPerSecond.toFixed(3)}, p99 ×${r.latencyP99.toFixed(3)}`)
    .join("\n");

/** Where a benchmark leaves its figures: bench/results/<name>.json (git-ignored). */
export const writeResults = (name: string, payload: object): string => {
  const dir = join(import.meta.dirname, "..", "results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  const machine = { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? "unknown" };
  writeFileSync(
    file,
    `${JSON.stringify({ benchmark: name, date: new Date().toISOString(), machine, ...payload }, null, 2)}\n`,
  );
  return file;
};
