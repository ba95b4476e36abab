// `npm run dev`: the server in watch mode and the web app's Vite dev server (which proxies /api to the
// server) side by side, their lines prefixed, both stopped on Ctrl-C or as soon as either one exits.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const isWindows = process.platform === "win32";
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

const env = {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR || "./data",
  PORT: process.env.PORT || "8080",
  // Children write into pipes, not the terminal: keep their colours when ours are on.
  ...(color ? { FORCE_COLOR: "1" } : {}),
};

const services = [
  {
    name: "server",
    colour: "36",
    command: "npx",
    args: ["tsx", "watch", "--clear-screen=false", "apps/server/src/main.ts"],
  },
  { name: "web", colour: "35", command: "npm", args: ["run", "dev", "-w", "apps/web"] },
];

const prefixLines = (stream, prefix, out) => {
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
    out.write(`${prefix} ${line}\n`);
  });
};

/**
 * Each child leads its own process group, so that stopping it also stops what it started (npx → tsx →
 * node, npm → vite) rather than leaving orphans on the port.
 */
const start = ({ name, colour, command, args }) => {
  const prefix = paint(colour, `[${name}]`);
  const child = spawn(isWindows ? `${command}.cmd` : command, args, {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: !isWindows,
    shell: isWindows,
  });
  prefixLines(child.stdout, prefix, process.stdout);
  prefixLines(child.stderr, prefix, process.stderr);
  const exited = new Promise((resolve) => {
    child.once("error", (error) => {
      process.stderr.write(`${prefix} could not start: ${error.message}\n`);
      resolve(1);
    });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return { name, prefix, child, exited, running: true };
};

/** The whole group even after its leader exited: a grandchild (vite under npm) may outlive it. */
const signalGroup = (proc, signal) => {
  if (proc.child.pid === undefined) return;
  try {
    if (isWindows) {
      if (proc.running) proc.child.kill(signal);
    } else process.kill(-proc.child.pid, signal);
  } catch {
    // already gone
  }
};

const running = services.map(start);
for (const proc of running) {
  proc.exited.then(() => {
    proc.running = false;
  });
}

let stopping = false;
const stopAll = async (reason, code) => {
  if (stopping) return;
  stopping = true;
  const left = running.filter((p) => p.running).map((p) => p.name);
  process.stdout.write(`${paint("33", "[dev]")} ${reason}; stopping ${left.join(" and ") || "nothing"}\n`);
  for (const proc of running) signalGroup(proc, "SIGTERM");
  // The server drains requests for up to 10 s before it exits on its own; after that, insist.
  const force = setTimeout(() => {
    for (const proc of running) signalGroup(proc, "SIGKILL");
  }, 12_000);
  await Promise.all(running.map((p) => p.exited));
  clearTimeout(force);
  process.exit(code);
};

process.on("SIGINT", () => void stopAll("Ctrl-C", 0));
process.on("SIGTERM", () => void stopAll("SIGTERM", 0));
process.on("SIGHUP", () => void stopAll("SIGHUP", 0));
for (const proc of running) {
  proc.exited.then((code) => void stopAll(`${proc.name} exited with code ${code}`, code));
}
