import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import { type AppDeps, buildApp } from "../src/app.ts";
import { createMemoryCache } from "../src/platform/cache/memory-cache.ts";
import type { Config } from "../src/platform/config.ts";
import { type Database, openDatabase } from "../src/platform/db/client.ts";
import { adminQuery, testAppPostgresUrl, testPostgresUrl, withDatabase } from "./databases.ts";

export type TestApp = {
  app: FastifyInstance;
  /** The owner's connection, for arranging and checking beside the routes (the app itself runs as eos_app). */
  database: Database;
  /** The app's own connection: on PostgreSQL the role eos_app under row-level security; on PGlite `database`. */
  appDatabase: Database;
  /** inject() that parses the envelope; tests read its fields freely. */
  // biome-ignore lint/suspicious/noExplicitAny: a parsed JSON body in tests
  call: (opts: InjectOptions) => Promise<{ status: number; body: any; res: LightMyRequestResponse }>;
  close: () => Promise<void>;
};

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  port: 0,
  host: "127.0.0.1",
  dataDir: "/nonexistent",
  databaseUrl: undefined,
  redisUrl: undefined,
  defaultDomain: "single.demo",
  seed: "none",
  logLevel: "silent",
  nodeEnv: "test",
  dataKey: randomBytes(32),
  smsProvider: "outbox",
  webDist: undefined,
  bodyLimit: 1024 * 1024,
  trustProxy: false,
  trustedRedirectHosts: [],
  jobsPoll: false,
  ...overrides,
});

export type TestDatabase = {
  /** The owner's connection: what tests arrange and check with (no row-level security). */
  database: Database;
  /** What the app is built on: on PostgreSQL the role eos_app under row-level security, as in production. */
  appDatabase: Database;
  drop: () => Promise<void>;
};

/** A fresh copy of the seeded template database for one test file. */
export const openTestDatabase = async (): Promise<TestDatabase> => {
  if (process.env.EOS_TEST_DB === "postgres") {
    const name = `eos_t_${process.pid}_${randomBytes(4).toString("hex")}`;
    await adminQuery(`create database ${name} template ${inject("postgresTemplate")}`);
    const database = await openDatabase({
      kind: "postgres",
      url: withDatabase(testPostgresUrl(), name),
      max: 4,
    });
    const appDatabase = await openDatabase({
      kind: "postgres",
      url: withDatabase(testAppPostgresUrl(), name),
      max: 4,
      scoped: true,
    });
    return {
      database,
      appDatabase,
      drop: async () => {
        await appDatabase.close();
        await database.close();
        await adminQuery(`drop database if exists ${name} with (force)`);
      },
    };
  }
  const dump = new Blob([readFileSync(inject("pgliteTemplate"))]);
  const database = await openDatabase({ kind: "pglite", loadDataDir: dump });
  return { database, appDatabase: database, drop: () => database.close() };
};

export const createTestApp = async (
  overrides: Partial<Config> = {},
  now?: () => Date,
  /** Ports a test hands its own implementation of (the one-card sign-in sink). */
  ports: Pick<AppDeps, "cardSigninSink"> = {},
): Promise<TestApp> => {
  const { database, appDatabase, drop } = await openTestDatabase();
  const cache = createMemoryCache(10_000, () => (now ? now().getTime() : Date.now()));
  const app = await buildApp({ config: testConfig(overrides), database: appDatabase, cache, now, ...ports });
  const call: TestApp["call"] = async (opts) => {
    const res = await app.inject(opts);
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {
      // not JSON: the test reads the text
    }
    return { status: res.statusCode, body, res };
  };
  return {
    app,
    database,
    appDatabase,
    call,
    close: async () => {
      await app.close();
      await drop();
    },
  };
};
