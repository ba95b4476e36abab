import {
  envelopeOf,
  ok,
  pageOf,
  timetableByOrgQuerySchema,
  timetableByTeacherQuerySchema,
  timetableDayQuerySchema,
  timetableDaySchema,
  timetableEntrySchema,
  timetableIdSchema,
  timetableMoveSchema,
  timetablePlaceSchema,
  timetablePublishSchema,
  timetableSchema,
  timetableSetListQuerySchema,
  timetableSetQuerySchema,
  timetableSetSaveSchema,
  timetableSetSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { moveEntry, placeEntry, removeEntry } from "./timetable-entry.service.ts";
import { myDay, timetableByOrg, timetableByTeacher, timetableSet } from "./timetable-read.service.ts";
import { publishSet, removeSet, saveSet, setPage, type TimetableDeps } from "./timetable-set.service.ts";

const tags = ["Timetable"];
const base = "/timetable/manage/api";
const signedIn = { config: { access: { kind: "user" as const } } };
const teachers = { config: { access: { kind: "user" as const, roles: ["tea" as const] } } };
const admins = { config: { access: { kind: "admin" as const, sites: ["school" as const] } } };
const done = envelopeOf(z.null());

/**
 * Timetables (SPEC 7 App centre): everyone reads the published sets they may see (a teacher their own week, a
 * student or parent their class's, an administrator everything, drafts too); school administrators build sets
 * and place, move and remove lessons. Clashes are refused with their reason.
 */
export const timetableRoutes =
  (deps: TimetableDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${base}/getTimetableSetList`,
      {
        ...signedIn,
        schema: {
          tags,
          summary: "The school's timetable sets, newest first (drafts only for administrators)",
          querystring: timetableSetListQuerySchema,
          response: { 200: envelopeOf(pageOf(timetableSetSchema)) },
        },
      },
      async (req) => ok(await setPage(deps, authOf(req), req.query)),
    );
    app.get(
      `${base}/getTimetableSet`,
      {
        ...signedIn,
        schema: {
          tags,
          summary:
            "One set with its lessons: every class's (or orgId's) for staff, the class of a student or of a parent's current child otherwise",
          querystring: timetableSetQuerySchema,
          response: { 200: envelopeOf(timetableSchema) },
        },
      },
      async (req) => ok(await timetableSet(deps, authOf(req), req.query)),
    );
    app.get(
      `${base}/getTimetableByTeaId`,
      {
        ...teachers,
        schema: {
          tags,
          summary:
            "A teacher's week in a set (the set in force this week unless setId): the caller's own, or any teacher's for an administrator",
          querystring: timetableByTeacherQuerySchema,
          response: { 200: envelopeOf(timetableSchema) },
        },
      },
      async (req) => ok(await timetableByTeacher(deps, authOf(req), req.query)),
    );
    app.get(
      `${base}/getTimetableByOrgId`,
      {
        ...signedIn,
        schema: {
          tags,
          summary:
            "A class's week in a set (the set in force this week unless setId): staff any class, a student their own, a parent the current child's",
          querystring: timetableByOrgQuerySchema,
          response: { 200: envelopeOf(timetableSchema) },
        },
      },
      async (req) => ok(await timetableByOrg(deps, authOf(req), req.query)),
    );
    app.get(
      `${base}/myDay`,
      {
        ...signedIn,
        schema: {
          tags,
          summary:
            "The caller's lessons of a date (today in the school's time zone unless date): a teacher's own, a student's or a parent's current child's class's",
          querystring: timetableDayQuerySchema,
          response: { 200: envelopeOf(timetableDaySchema) },
        },
      },
      async (req) => ok(await myDay(deps, authOf(req), req.query.date)),
    );
    app.post(
      `${base}/saveTimetableSet`,
      {
        ...admins,
        schema: {
          tags,
          summary: "Create a timetable set (a draft, of the current term unless termId) or edit one",
          body: timetableSetSaveSchema,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await saveSet(deps, authOf(req), req.body)),
    );
    app.post(
      `${base}/deleteTimetableSet`,
      {
        ...admins,
        schema: {
          tags,
          summary: "Delete a set with its lessons",
          body: timetableIdSchema,
          response: { 200: done },
        },
      },
      async (req) => {
        await removeSet(deps, authOf(req), req.body.id);
        return ok(null);
      },
    );
    app.post(
      `${base}/publishTimetableSet`,
      {
        ...admins,
        schema: {
          tags,
          summary: "Publish a set (teachers, students and parents see it), or take it back to a draft",
          body: timetablePublishSchema,
          response: { 200: done },
        },
      },
      async (req) => {
        await publishSet(deps, authOf(req), req.body.id, req.body.publish);
        return ok(null);
      },
    );
    app.post(
      `${base}/placeEntry`,
      {
        ...admins,
        schema: {
          tags,
          summary:
            "Put a lesson in a class's cell, replacing the one there; refused with the reason when a teacher or room is elsewhere that period, or the cell is outside the set",
          body: timetablePlaceSchema,
          response: { 200: envelopeOf(timetableEntrySchema) },
        },
      },
      async (req) => ok(await placeEntry(deps, authOf(req), languageOf(req), req.body)),
    );
    app.post(
      `${base}/moveEntry`,
      {
        ...admins,
        schema: {
          tags,
          summary:
            "Move a lesson to a free cell (of its class or orgId's); clashes are refused with the reason",
          body: timetableMoveSchema,
          response: { 200: envelopeOf(timetableEntrySchema) },
        },
      },
      async (req) => ok(await moveEntry(deps, authOf(req), languageOf(req), req.body)),
    );
    app.post(
      `${base}/removeEntry`,
      {
        ...admins,
        schema: { tags, summary: "Remove a lesson", body: timetableIdSchema, response: { 200: done } },
      },
      async (req) => {
        await removeEntry(deps, authOf(req), req.body.id);
        return ok(null);
      },
    );
  };
