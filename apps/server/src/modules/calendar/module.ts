import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { calendarRoutes } from "./calendar.routes.ts";

export type CalendarModuleDeps = Parameters<typeof calendarRoutes>[0];

/** The school calendar: events, term weeks, and its iCalendar export. */
export const calendarModule =
  (deps: CalendarModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(calendarRoutes({ db: deps.db, now: deps.now }));
  };
