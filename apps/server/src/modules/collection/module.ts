import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import type { FileReaders } from "../files/index.ts";
import { dataAppRoutes } from "./dataapp.routes.ts";
import { progressRoutes } from "./progress.routes.ts";
import type { ProgressDeps } from "./progress.service.ts";
import { sceneRoutes } from "./scene.routes.ts";
import { taskRoutes } from "./task.routes.ts";

export type CollectionModuleDeps = ProgressDeps & { jobs: Jobs; fileReaders?: FileReaders };

/** Scenes and tasks, their progress and data apps (their usage and monitoring are insight's). */
export const collectionModule =
  (deps: CollectionModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    const { db, now, codesOf, sms } = deps;
    await api.register(sceneRoutes({ db, now, fileReaders: deps.fileReaders }));
    await api.register(taskRoutes({ db, now, jobs: deps.jobs }));
    await api.register(progressRoutes({ db, now, codesOf, sms, onValues: deps.onValues }));
    await api.register(dataAppRoutes({ db, now, codesOf }));
  };
