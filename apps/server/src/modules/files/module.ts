import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { filesRoutes } from "./files.routes.ts";

export type FilesModuleDeps = Parameters<typeof filesRoutes>[0];

/** Uploading and serving stored files. */
export const filesModule =
  (deps: FilesModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    const { db, config, now, fileReaders } = deps;
    await api.register(filesRoutes({ db, config, now, fileReaders }));
  };
