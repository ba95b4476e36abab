import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaAdminRoutes } from "./area-admin.routes.ts";
import { regionRoutes } from "./region.routes.ts";

export type RegionModuleDeps = Parameters<typeof regionRoutes>[0];

/** Areas (regional bureaus): the platform's administration of them, and an area's view of its schools. */
export const regionModule =
  (deps: RegionModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(areaAdminRoutes({ db: deps.db }));
    await api.register(regionRoutes({ db: deps.db }));
  };
