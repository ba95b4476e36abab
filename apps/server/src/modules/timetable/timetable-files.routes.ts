import {
  envelopeOf,
  ok,
  timetableFeedSchema,
  timetableImportQuerySchema,
  timetableImportResultSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { importSummary, readImportUpload, sendImportTemplate } from "../org/index.ts";
import { timetableError } from "./timetable.messages.ts";
import { createFeed, feedCalendar, feedStatus, revokeFeed } from "./timetable-feed.service.ts";
import { timetableColumns } from "./timetable-import.rows.ts";
import { describeTimetableProblems, importTimetable, templateExample } from "./timetable-import.service.ts";
import type { TimetableDeps } from "./timetable-set.service.ts";

const tags = ["Timetable"];
const signedIn = { config: { access: { kind: "user" as const } } };
const admins = { config: { access: { kind: "admin" as const, sites: ["school" as const] } } };

/** Timetable files: the .xlsx import with its template, and each person's secret iCalendar feed. */
export const timetableFileRoutes =
  (deps: TimetableDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/timetable/manage/api/importTemplate",
      {
        ...admins,
        schema: {
          tags,
          summary:
            "The .xlsx template for importing a set's lessons (class, day, period, subject, teacher, room)",
          querystring: z.object({ setId: timetableImportQuerySchema.shape.setId }),
        },
      },
      async (req, reply) => {
        const lang = languageOf(req);
        return sendImportTemplate(reply, lang, {
          columns: timetableColumns,
          sheet: ["课表", "Timetable"],
          file: "timetable-template.xlsx",
          example: await templateExample(deps, authOf(req), lang, req.query.setId),
        });
      },
    );
    app.post(
      "/timetable/manage/api/import",
      {
        ...admins,
        schema: {
          tags,
          summary: importSummary("a set's lessons, each row replacing the lesson in its class's cell"),
          querystring: timetableImportQuerySchema,
          response: { 200: envelopeOf(timetableImportResultSchema) },
        },
      },
      async (req) => {
        const lang = languageOf(req);
        const { data, dryRun } = await readImportUpload(req, req.query.dryRun);
        const result = await importTimetable(deps, authOf(req), lang, data, {
          setId: req.query.setId,
          dryRun,
        });
        return ok({ ...result, problems: describeTimetableProblems(result.problems, lang) });
      },
    );
    app.get(
      "/timetable/api/ical/status",
      {
        ...signedIn,
        schema: {
          tags,
          summary: "Whether the caller has a calendar feed (its URL is shown only when made)",
          response: { 200: envelopeOf(timetableFeedSchema) },
        },
      },
      async (req) => ok(await feedStatus(deps, authOf(req))),
    );
    app.post(
      "/timetable/api/ical/create",
      {
        ...signedIn,
        schema: {
          tags,
          summary:
            "Make the caller a secret calendar feed URL of their timetable; an earlier URL stops working",
          response: { 200: envelopeOf(timetableFeedSchema) },
        },
      },
      async (req) => ok(await createFeed(deps, authOf(req))),
    );
    app.post(
      "/timetable/api/ical/revoke",
      {
        ...signedIn,
        schema: {
          tags,
          summary: "Revoke the caller's calendar feed URL",
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await revokeFeed(deps, authOf(req));
        return ok(null);
      },
    );
    app.get(
      "/timetable/ical/:file",
      {
        config: { access: { kind: "public" }, rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: {
          tags,
          summary:
            "A person's timetable as iCalendar (text/calendar), read by calendar apps with the secret URL; public by its secret",
          params: z.object({ file: z.string().max(200) }),
        },
      },
      async (req, reply) => {
        const m = /^(.+)\.ics$/.exec(req.params.file);
        if (!m) throw timetableError(404, "feedNotFound");
        const body = await feedCalendar(deps, m[1] as string);
        return reply
          .type("text/calendar; charset=utf-8")
          .header("cache-control", "private, max-age=300")
          .send(body);
      },
    );
  };
