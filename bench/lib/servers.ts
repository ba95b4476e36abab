import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { buildApp } from "@eos/server/src/app.ts";
import type { Cache } from "@eos/server/src/platform/cache/cache.ts";
import { createMemoryCache } from "@eos/server/src/platform/cache/memory-cache.ts";
import type { Config } from "@eos/server/src/platform/config.ts";
import type { Database } from "@eos/server/src/platform/db/client.ts";
import Fastify, { type FastifyInstance } from "fastify";
import type { RawSchoolRow } from "./database.ts";

/** Listens on a free loopback port and answers the base URL. */
export const listenLoopback = async (app: FastifyInstance): Promise<string> => {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
};

/** The floor: what Fastify alone costs per request on this machine. */
export const helloServer = async (): Promise<FastifyInstance> => {
  const app = Fastify({ logger: false });
  app.get("/hello", async () => ({ hello: "world" }));
  return app;
};

/** Fastify plus the one hand-written query, answered in the same envelope shape as EOS. */
export const rawSqlServer = async (
  lookup: (domain: string) => Promise<RawSchoolRow | undefined>,
): Promise<FastifyInstance> => {
  const app = Fastify({ logger: false });
  app.get("/school", async (req, reply) => {
    const domain = String((req.query as { domain?: string }).domain ?? "").toLowerCase();
    const row = await lookup(domain);
    if (!row)
      return reply.status(404).send({ success: false, errorCode: 404, errorDesc: "not found", data: null });
    return { success: true, errorCode: null, errorDesc: null, data: row };
  });
  return app;
};

/** What the tests use too: quiet, no data dir, no web bundle needed. */
export const benchConfig = (): Config => ({
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
});

/** A cache that never keeps anything: every lookup reaches the database. */
const noCache = (): Cache => ({ ...createMemoryCache(), get: async () => undefined, set: async () => {} });

/**
 * The real app, as main.ts composes it, with the in-process cache (or none, to see the query path).
 * `overrides` change the config, e.g. nodeEnv "production" so that background jobs are polled as in production.
 */
export const eosServer = async (
  database: Database,
  cached = true,
  overrides: Partial<Config> = {},
): Promise<FastifyInstance> => {
  const cache = cached ? createMemoryCache() : noCache();
  const app = await buildApp({ config: { ...benchConfig(), ...overrides }, database, cache });
  app.addHook("onClose", () => cache.close());
  return app;
};
