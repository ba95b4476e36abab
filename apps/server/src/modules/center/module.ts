import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/db/client.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import type { Exports } from "../exports/index.ts";
import type { FileReaders } from "../files/index.ts";
import { appRoutes } from "./app.routes.ts";
import type { OpenRecorder } from "./open-recorder.ts";
import { usageRoutes } from "./usage.routes.ts";
import { scheduleUsageSweep } from "./usage.service.ts";

export type CenterModuleDeps = {
  db: Db;
  now: () => Date;
  recorder: OpenRecorder;
  jobs: Jobs;
  fileReaders?: FileReaders;
  exports: Exports;
};

/** The app centre: apps, the dispatcher's look-up, and the usage of apps. */
export const centerModule =
  (deps: CenterModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(
      appRoutes({
        ...deps,
        // A school's first app starts its daily usage sweep (a no-op when one is waiting).
        onAppAdded: (schoolId) => scheduleUsageSweep(deps.jobs, schoolId, deps.now()),
      }),
    );
    await api.register(usageRoutes({ db: deps.db, exports: deps.exports }));
  };
