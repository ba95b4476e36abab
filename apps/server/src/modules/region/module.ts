import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { regionRoutes } from "./region.routes.ts";

export type RegionModuleDeps = Parameters<typeof regionRoutes>[0];

/** An area's view of its schools. */
export const regionModule =
  (deps: RegionModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(regionRoutes({ db: deps.db }));
  };
