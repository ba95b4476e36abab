import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { noticeRoutes } from "./notice.routes.ts";

export type NoticeModuleDeps = Parameters<typeof noticeRoutes>[0];

/** In-app notices: the caller's list, and marking them read. */
export const noticeModule =
  (deps: NoticeModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(noticeRoutes({ db: deps.db, now: deps.now }));
  };
