import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { InsightDeps } from "./insight.deps.ts";
import { usageTargetRoutes } from "./usage-target.routes.ts";

export type InsightModuleDeps = InsightDeps;

/** Read-side figures over the engines: usage by indicator. */
export const insightModule =
  (deps: InsightModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(usageTargetRoutes({ db: deps.db, now: deps.now }));
  };
