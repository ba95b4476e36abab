import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { rolesRoutes } from "./roles.routes.ts";

export type RolesModuleDeps = Parameters<typeof rolesRoutes>[0];

/** Roles and the permission codes they grant. */
export const rolesModule =
  (deps: RolesModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(rolesRoutes({ db: deps.db, cache: deps.cache }));
  };
