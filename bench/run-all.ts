import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { tsxImportArgs } from "./lib/load.ts";

/**
 * Runs every bench/*.bench.ts in turn, each in its own process so that one benchmark's servers, pools and
 * WASM heaps cannot slow the next. `npm run bench -- by-domain` runs only the files whose names contain it.
 */
type Outcome = { file: string; code: number; seconds: number };

const here = import.meta.dirname;
const filters = process.argv.slice(2);

const benchFiles = (): string[] =>
  readdirSync(here)
    .filter((f) => f.endsWith(".bench.ts"))
    .filter((f) => filters.length === 0 || filters.some((part) => f.includes(part)))
    .sort();

/**
 * The young generation `npm start` gives the server (package.json): fewer scavenges and fewer short-lived objects
 * promoted, about a tenth less CPU a request in the auth-get profile. Every server a bench compares runs in its
 * process, the baselines included, so they all get it.
 */
const NODE_FLAGS = ["--max-semi-space-size=64"];

const runOne = (file: string): Promise<Outcome> =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [...NODE_FLAGS, ...tsxImportArgs(), join(here, file)], {
      stdio: "inherit",
      cwd: here,
    });
    const done = (code: number) => resolve({ file, code, seconds: (Date.now() - started) / 1000 });
    child.once("error", () => done(1));
    child.once("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });

const files = benchFiles();
if (files.length === 0) {
  console.error(`No benchmark matches ${filters.join(", ")}`);
  process.exit(1);
}
const outcomes: Outcome[] = [];
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  outcomes.push(await runOne(file));
}
console.log("\n=== summary ===");
for (const o of outcomes)
  console.log(`${o.code === 0 ? "ok  " : "FAIL"}  ${o.file}  (${o.seconds.toFixed(1)} s)`);
process.exit(outcomes.every((o) => o.code === 0) ? 0 : 1);
