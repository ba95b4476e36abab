import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { directorySyncRoutes } from "./directory-sync.routes.ts";

export type DirectorySyncModuleDeps = Parameters<typeof directorySyncRoutes>[0];

/** Syncing a school's directory from its work-chat and DingTalk apps. */
export const directorySyncModule =
  (deps: DirectorySyncModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(directorySyncRoutes({ db: deps.db, dataKey: deps.dataKey, jobs: deps.jobs }));
  };
