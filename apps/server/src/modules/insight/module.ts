import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaProgressRoutes } from "./area.routes.ts";
import { dataAppMonitorRoutes } from "./dataapp-monitor.routes.ts";
import type { InsightAccessDeps } from "./insight.deps.ts";
import { monitorRoutes } from "./monitor.routes.ts";
import { scoreQueryRoutes } from "./score-query.routes.ts";
import { summaryRoutes } from "./summary.routes.ts";
import { areaSummaryRoutes } from "./summary-area.routes.ts";
import { usageRoutes } from "./usage.routes.ts";
import { usageTargetRoutes } from "./usage-target.routes.ts";

export type InsightModuleDeps = InsightAccessDeps;

/**
 * Read-side figures over the engines: usage by scene and by indicator, monitoring and the data-app monitor,
 * area progress, score summaries and score queries.
 */
export const insightModule =
  (deps: InsightModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    const { db, now, codesOf } = deps;
    await api.register(areaProgressRoutes({ db, now }));
    await api.register(usageRoutes({ db, now }));
    await api.register(monitorRoutes({ db, now, codesOf }));
    await api.register(dataAppMonitorRoutes({ db, now, codesOf }));
    await api.register(usageTargetRoutes({ db, now }));
    await api.register(summaryRoutes({ db, now, codesOf }));
    await api.register(areaSummaryRoutes({ db, now, codesOf }));
    await api.register(scoreQueryRoutes({ db, now, codesOf }));
  };
