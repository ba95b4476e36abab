import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { initAdminRoutes } from "./init-admin.routes.ts";
import { schoolAdminRoutes } from "./school-admin.routes.ts";

export type SchoolAdminModuleDeps = Parameters<typeof schoolAdminRoutes>[0];

/** The platform's administration of schools (areas are region's), and a new installation's first administrator. */
export const schoolAdminModule =
  (deps: SchoolAdminModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    const { db, cache, now, identity, config, fileReaders } = deps;
    await api.register(schoolAdminRoutes({ db, cache, now, identity, config, fileReaders }));
    await api.register(initAdminRoutes({ db, cache, setupCode: config.setupCode }));
  };
