import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { timetableRoutes } from "./timetable.routes.ts";
import { timetableFileRoutes } from "./timetable-files.routes.ts";
import { timetablePlanRoutes } from "./timetable-plan.routes.ts";
import type { PlanDeps } from "./timetable-plan.service.ts";

export type TimetableModuleDeps = PlanDeps;

/** Timetables: sets per term, lessons per class, the .xlsx import, and each person's iCalendar feed. */
export const timetableModule =
  (deps: TimetableModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(timetableRoutes({ db: deps.db, now: deps.now }));
    await api.register(timetableFileRoutes({ db: deps.db, now: deps.now }));
    await api.register(timetablePlanRoutes(deps));
  };
