import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaAdminRoutes } from "./area-admin.routes.ts";
import { areaBoardRoutes } from "./area-board.routes.ts";
import type { AreaBoardDeps } from "./area-board.service.ts";
import { regionRoutes } from "./region.routes.ts";

export type RegionModuleDeps = AreaBoardDeps;

/** Areas (regional bureaus): the platform's administration of them, and an area's view of its schools. */
export const regionModule =
  (deps: RegionModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(areaAdminRoutes({ db: deps.db }));
    await api.register(regionRoutes({ db: deps.db }));
    await api.register(areaBoardRoutes(deps));
  };
