/**
 * What the crash drills share: a throw-away PostgreSQL database, the built server started on it (and SIGKILLed),
 * and the HTTP calls of a signed-in administrator of primary.demo.
 */
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const root = join(import.meta.dirname, "../..");
const MAIN = join(root, "apps/server/dist/main.js");

export type Envelope<T> = { success: boolean; errorCode: unknown; errorDesc: unknown; data: T };

const newestSource = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? max : Math.max(max, newestSource(path));
    return Math.max(max, statSync(path).mtimeMs);
  }, 0);

/** Builds apps/server when dist/main.js is missing or older than its sources. */
export const buildIfStale = () => {
  const sources = ["apps/server/src", "packages/contracts/src", "packages/forms-core/src"];
  const newest = Math.max(...sources.map((d) => newestSource(join(root, d))));
  if (existsSync(MAIN) && statSync(MAIN).mtimeMs >= newest) return;
  console.log("building apps/server (dist/main.js is missing or older than the sources)");
  execSync("npm run build -w apps/server", { cwd: root, stdio: "inherit" });
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/** A database of its own on the administrator's server (DRILL_ADMIN_URL), created afresh and dropped at the end. */
export const drillDatabase = (name: string) => {
  const adminUrl = process.env.DRILL_ADMIN_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    url: url.toString(),
    create: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      await admin(`create database ${name}`);
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
};

/** `node apps/server/dist/main.js` on a database and a data directory, kept across restarts. */
export const drillServer = (databaseUrl: string) => {
  const dataDir = mkdtempSync(join(tmpdir(), "eos-drill-"));
  const start = async (port: number): Promise<ChildProcess> => {
    const child = spawn(process.execPath, [MAIN], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const up = await fetch(`http://127.0.0.1:${port}/api/auth/getschool/byDomain?domain=primary.demo`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return child;
      await new Promise((r) => setTimeout(r, 250));
    }
    child.kill("SIGKILL");
    throw new Error("the server did not answer within 180 s");
  };
  return { start, removeDataDir: () => rmSync(dataDir, { recursive: true, force: true }) };
};

/** SIGKILL, resolved once the process is gone. */
export const killed = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });

export const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/** A call that must succeed: its data, or an error naming the answer. */
export const call = async <T>(url: string, init?: RequestInit): Promise<T> => {
  const res = await fetch(url, init);
  const text = await res.text();
  const body = JSON.parse(text) as Envelope<T>;
  if (!body.success) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return body.data;
};

/** The administrator of primary.demo's bearer token. */
export const signInAdmin = async (base: string): Promise<string> => {
  const school = await call<{ id: number }>(`${base}/api/auth/getschool/byDomain?domain=primary.demo`);
  const pwd = createHash("sha256").update("Demo@2026").digest("hex");
  const { authorizationCode } = await call<{ authorizationCode: string }>(
    `${base}/api/auth/login/pwd`,
    post({ name: "admin", pwd, type: 0, schoolId: school.id }),
  );
  return (await call<{ token: string }>(`${base}/api/auth/login/getToken`, post({ authorizationCode })))
    .token;
};
