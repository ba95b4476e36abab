import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { practiceRoutes } from "./practice.routes.ts";

export type PracticeModuleDeps = Parameters<typeof practiceRoutes>[0];

/** Practice activities: places, sign-up and quit, tasks, scores (one by one, in batch, from .xlsx), charts. */
export const practiceModule =
  (deps: PracticeModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(practiceRoutes(deps));
  };
