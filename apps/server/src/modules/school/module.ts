import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { schoolRoutes } from "./school.routes.ts";
import { termRoutes } from "./term.routes.ts";

export type SchoolModuleDeps = Parameters<typeof schoolRoutes>[0] & Parameters<typeof termRoutes>[0];

/** Schools (found by domain) and their terms. */
export const schoolModule =
  (deps: SchoolModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(schoolRoutes({ db: deps.db, cache: deps.cache, defaultDomain: deps.defaultDomain }));
    await api.register(termRoutes({ db: deps.db, now: deps.now }));
  };
