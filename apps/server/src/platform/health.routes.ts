import { envelopeOf, ok } from "@eos/contracts";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Cache } from "./cache/cache.ts";
import type { Db } from "./db/client.ts";

const status = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.boolean().optional(),
  cache: z.boolean().optional(),
});

/** Liveness (the process answers) and readiness (its database and cache answer too). */
export const healthRoutes =
  (deps: { db: Db; cache: Cache }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/healthz",
      { schema: { tags: ["Operations"], response: { 200: envelopeOf(status) } }, logLevel: "warn" },
      async () => ok({ status: "ok" as const }),
    );
    app.get(
      "/readyz",
      {
        schema: { tags: ["Operations"], response: { 200: envelopeOf(status), 503: envelopeOf(status) } },
        logLevel: "warn",
      },
      async (_req, reply) => {
        const database = await deps.db
          .execute(sql`select 1`)
          .then(() => true)
          .catch(() => false);
        const cache = await deps.cache.ping();
        const ready = database && cache;
        reply.status(ready ? 200 : 503);
        return {
          ...ok({ status: ready ? ("ok" as const) : ("unavailable" as const), database, cache }),
          success: ready,
        };
      },
    );
  };
