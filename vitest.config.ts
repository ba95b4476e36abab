import { defineConfig } from "vitest/config";
import { postgresReachable } from "./apps/server/test/databases.ts";

const serverProject = (name: string, db: "pglite" | "postgres") => ({
  test: {
    name,
    root: "apps/server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    env: { TZ: "UTC", EOS_TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Server files reuse a worker's module graph: each builds its own app on its own database copy, no file
    // mocks modules, and importing the whole app once per file cost most of the suite's time (server
    // suites: 60 s on PostgreSQL and 110 s on PGlite instead of minutes).
    isolate: false,
  },
});

// One runner for every workspace: unit tests (packages, web) and the server's integration suite, in-process,
// on PGlite always and on PostgreSQL too when TEST_DATABASE_URL is set or 127.0.0.1:5432 answers.
export default defineConfig(async () => {
  const withPostgres = await postgresReachable();
  return {
    test: {
      // Two workers even on a 2-core machine: the database-bound server files wait on I/O half the time,
      // and the default (cores - 1 = one worker) made the suite take 14 minutes instead of 6.
      maxWorkers: 2,
      projects: [
        { test: { name: "packages", include: ["packages/*/src/**/*.test.ts"], env: { TZ: "UTC" } } },
        serverProject("server-pglite", "pglite"),
        ...(withPostgres ? [serverProject("server-postgres", "postgres")] : []),
        "apps/web/vitest.config.ts",
      ],
    },
  };
});
