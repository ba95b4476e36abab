import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { exportsRoutes } from "./exports.routes.ts";

export type ExportsModuleDeps = Parameters<typeof exportsRoutes>[0];

/** A person's background exports: the list with expiring download links. */
export const exportsModule =
  (deps: ExportsModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(exportsRoutes(deps));
  };
