import {
  calendarEventInputSchema,
  calendarRangeQuerySchema,
  calendarViewSchema,
  envelopeOf,
  ok,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { idParam } from "../../platform/http/params.ts";
import { icsOf } from "./calendar.ics.ts";
import {
  type CalendarDeps,
  calendarOf,
  exportableEvents,
  removeEvent,
  saveEvent,
} from "./calendar.service.ts";

const tags = ["School calendar"];
const signedIn = { access: { kind: "user" as const } };
const admin = { access: { kind: "admin" as const } };
const sidParams = z.object({ sid: idParam });

/** The school calendar: term weeks, holidays, exams and events; read by everyone, made by administrators. */
export const calendarRoutes =
  (deps: CalendarDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/schoolCalendar/:sid/queryInfoByTime",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "A school's events and term weeks between two days; sid must be the caller's school",
          params: sidParams,
          querystring: calendarRangeQuerySchema,
          response: { 200: envelopeOf(calendarViewSchema) },
        },
      },
      async (req) => ok(await calendarOf(deps, authOf(req), req.params.sid, req.query.start, req.query.end)),
    );
    app.post(
      "/commoncalendar/queryTime",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "The caller's school calendar between two days (the school from the token)",
          body: calendarRangeQuerySchema,
          response: { 200: envelopeOf(calendarViewSchema) },
        },
      },
      async (req) => {
        const auth = authOf(req);
        return ok(await calendarOf(deps, auth, auth.schoolId, req.body.start, req.body.end));
      },
    );
    app.post(
      "/schoolCalendar/save",
      {
        config: admin,
        schema: {
          tags,
          summary: "Add or edit an event (administrators)",
          body: calendarEventInputSchema,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await saveEvent(deps, authOf(req), req.body)),
    );
    app.post(
      "/schoolCalendar/delete",
      {
        config: admin,
        schema: {
          tags,
          summary: "Delete an event (administrators)",
          body: z.object({ id: idParam }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await removeEvent(deps, authOf(req), req.body.id);
        return ok(null);
      },
    );
    app.get(
      "/schoolCalendar/:sid/export.ics",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "The school calendar as an iCalendar file (events shown to the caller)",
          params: sidParams,
          produces: ["text/calendar"],
        },
      },
      async (req, reply) => {
        const { events, school } = await exportableEvents(deps, authOf(req), req.params.sid);
        const host = req.hostname.replace(/:\d+$/, "") || "eos";
        return reply
          .type("text/calendar; charset=utf-8")
          .header("content-disposition", `attachment; filename="calendar-${school.id}.ics"`)
          .send(icsOf(school, events, deps.now(), host));
      },
    );
  };
