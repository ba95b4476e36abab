import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const repoRoot = resolve(import.meta.dirname, "../../..");

const freePort = () =>
  new Promise<number>((done) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });

const waitFor = async (url: string, ms: number): Promise<Response> => {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
};

// The production start path once, on the embedded database (the PostgreSQL run would repeat it as is).
describe.runIf(process.env.EOS_TEST_DB !== "postgres")("npm start on a fresh data directory", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "eos-start-"));
  let child: ChildProcess | undefined;
  let output = "";
  afterAll(() => {
    child?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates and seeds the database, serves the API, prints the sign-in accounts and stops on SIGTERM", async () => {
    const port = await freePort();
    child = spawn("npm", ["start", "--silent"], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        NODE_ENV: "development",
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    child.stdout?.on("data", (d) => {
      output += String(d);
    });
    child.stderr?.on("data", (d) => {
      output += String(d);
    });
    const res = await waitFor(
      `http://127.0.0.1:${port}/api/auth/getschool/byDomain?domain=primary.demo`,
      90_000,
    );
    const body = await res.json();
    expect(body).toMatchObject({ success: true, data: { name: "Demo Primary School", type: 0 } });
    expect(output).toContain(`http://localhost:${port}`);
    expect(output).toContain("Demo@2026");
    expect(output).toContain("areaadmin");

    // npm passes the signal on; the server finishes in-flight work, closes the database and exits.
    // 'close', not 'exit': npm may exit before the server it started has written its last lines to the pipe they
    // share; the pipe closes only when both have gone.
    const exited = new Promise<void>((done) => child?.once("close", () => done()));
    process.kill(-child.pid!, "SIGTERM");
    await exited;
    expect(output).toContain("shutting down");
    expect(output).not.toContain("Error");
  }, 120_000);
});
