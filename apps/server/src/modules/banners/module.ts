import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bannersRoutes } from "./banners.routes.ts";

export type BannersModuleDeps = Parameters<typeof bannersRoutes>[0];

/** Banners of the home and portal, their images, and the school's recommended teachers. */
export const bannersModule =
  (deps: BannersModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(bannersRoutes({ db: deps.db, now: deps.now, fileReaders: deps.fileReaders }));
  };
