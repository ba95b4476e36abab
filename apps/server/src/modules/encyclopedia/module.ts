import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { encyclopediaRoutes } from "./encyclopedia.routes.ts";

export type EncyclopediaModuleDeps = Parameters<typeof encyclopediaRoutes>[0];

/** A school's encyclopedia (knowledge base): types, articles, search. */
export const encyclopediaModule =
  (deps: EncyclopediaModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(encyclopediaRoutes({ db: deps.db, now: deps.now, fileReaders: deps.fileReaders }));
  };
