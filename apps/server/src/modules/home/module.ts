import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { HomeDeps } from "./home.deps.ts";
import { homeRoutes } from "./home.routes.ts";

export type HomeModuleDeps = HomeDeps;

/** The signed-in person's home, the server-held menus, the school's client settings, teacher development data. */
export const homeModule =
  (deps: HomeModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(homeRoutes(deps));
  };
