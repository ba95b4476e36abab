import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthRoutes } from "./health.routes.ts";

export type HealthModuleDeps = Parameters<typeof healthRoutes>[0];

/** Morning health checks: records with consent, alerts, the board, the audited export, settings, retention. */
export const healthModule =
  (deps: HealthModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(healthRoutes(deps));
  };
