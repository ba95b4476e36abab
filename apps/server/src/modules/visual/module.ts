import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { visualRoutes } from "./visual.routes.ts";

export type VisualModuleDeps = Parameters<typeof visualRoutes>[0];

/** Visualisation: attendance counts across levels, the school's and teachers' boards, the usage log. */
export const visualModule =
  (deps: VisualModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(visualRoutes(deps));
  };
