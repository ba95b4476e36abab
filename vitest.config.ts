import { defineConfig } from "vitest/config";
import { postgresReachable } from "./apps/server/test/databases.ts";

const ALL_SERVER_TESTS = ["src/**/*.test.ts", "test/**/*.test.ts"];

/**
 * With PostgreSQL at hand, the server's files run on it (the production database, the app as eos_app under
 * row-level security) and only these run on PGlite as well, where the database matters for it: `npm start` on a
 * fresh data directory, the database platform (schema, tenancy, pool), the form values' reliability and fuzz
 * runs, and the files that check the code rather than a database (the layout's rules), which run there only.
 * PGlite's flows beyond these are the browser suite's: its server runs on PGlite. Without PostgreSQL, everything
 * runs on PGlite.
 */
const ON_PGLITE_TOO = [
  "test/**/*.test.ts",
  "src/platform/db/**/*.test.ts",
  "src/modules/forms/form-value.fuzz.test.ts",
  "src/modules/forms/form-value.reliability.test.ts",
  "src/modules/timetable/solver/solver.test.ts",
];

const serverProject = (name: string, db: "pglite" | "postgres", include = ALL_SERVER_TESTS) => ({
  test: {
    name,
    root: "apps/server",
    include,
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

// One runner for every workspace: unit tests (packages, web) and the server's integration suite, in-process, on
// PostgreSQL when TEST_DATABASE_URL is set or 127.0.0.1:5432 answers (and a few files on PGlite too), else PGlite.
export default defineConfig(async () => {
  const withPostgres = await postgresReachable();
  return {
    test: {
      // Two workers even on a 2-core machine: the database-bound server files wait on I/O half the time,
      // and the default (cores - 1 = one worker) made the suite take 14 minutes instead of 6.
      maxWorkers: 2,
      projects: [
        { test: { name: "packages", include: ["packages/*/src/**/*.test.ts"], env: { TZ: "UTC" } } },
        serverProject("server-pglite", "pglite", withPostgres ? ON_PGLITE_TOO : ALL_SERVER_TESTS),
        ...(withPostgres ? [serverProject("server-postgres", "postgres")] : []),
        "apps/web/vitest.config.ts",
      ],
    },
  };
});
