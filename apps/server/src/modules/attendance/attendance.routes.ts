import {
  attendanceAbsentListSchema,
  attendanceAbsentQuerySchema,
  attendanceCheckinResultSchema,
  attendanceCheckinSchema,
  attendanceClassifyQuerySchema,
  attendanceClassifySchema,
  attendanceClassSchema,
  attendanceDayCountQuerySchema,
  attendanceDayCountSchema,
  attendanceHistoryQuerySchema,
  attendanceHistoryRowSchema,
  attendanceMarkBatchSchema,
  attendancePointInputSchema,
  attendancePointSchema,
  attendanceQrCodeSchema,
  attendanceQrOpenSchema,
  attendanceRosterQuerySchema,
  attendanceRosterSchema,
  envelopeOf,
  ok,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { idParam } from "../../platform/http/params.ts";
import { absentList, classify, countDay } from "./count.service.ts";
import { markClass, markHistory, myClasses, rosterOf } from "./mark.service.ts";
import { type AttendanceDeps, pointsOf, savePoint, setPointEnabled } from "./point.service.ts";
import { checkIn, currentCode, openQr } from "./qr.service.ts";
import { scheduleRollup } from "./rollup.service.ts";

const tags = ["Attendance"];
const admin = { access: { kind: "admin" as const } };
const teachers = { access: { kind: "user" as const, roles: ["tea" as const] } };
const students = { access: { kind: "user" as const, roles: ["stu" as const] } };

/** Attendance points, teachers' marks, the rotating QR check-in and the counts (SPEC 7 /signinStu/, /signin/count/). */
export const attendanceRoutes =
  (deps: AttendanceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/signinStu/point/list",
      {
        config: teachers,
        schema: {
          tags,
          summary: "The school's attendance points and its grades",
          response: {
            200: envelopeOf(
              z.object({
                points: z.array(attendancePointSchema),
                grades: z.array(z.object({ id: z.number(), name: z.string() })),
              }),
            ),
          },
        },
      },
      async (req) => ok(await pointsOf(deps.db, authOf(req).schoolId)),
    );
    app.post(
      "/signinStu/point/save",
      {
        config: admin,
        schema: {
          tags,
          summary:
            "Add or edit an attendance point (administrators); the end after the start, the school's grades",
          body: attendancePointInputSchema,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => {
        const auth = authOf(req);
        const saved = await savePoint(deps, auth, req.body);
        // The school's board reads closed days from the daily roll-up: its nightly job starts with its points.
        if (deps.jobs) await scheduleRollup(deps.jobs, auth.schoolId);
        return ok(saved);
      },
    );
    app.post(
      "/signinStu/point/enable",
      {
        config: admin,
        schema: {
          tags,
          summary: "Disable an attendance point (its records stay) or enable it again (administrators)",
          body: z.object({ id: idParam, enabled: z.boolean() }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await setPointEnabled(deps, authOf(req), req.body.id, req.body.enabled);
        return ok(null);
      },
    );
    app.get(
      "/signinStu/classes",
      {
        config: teachers,
        schema: {
          tags,
          summary: "The classes the caller may take attendance for (every class for administrators)",
          response: { 200: envelopeOf(z.array(attendanceClassSchema)) },
        },
      },
      async (req) => ok(await myClasses(deps.db, authOf(req))),
    );
    app.get(
      "/signinStu/roster",
      {
        config: teachers,
        schema: {
          tags,
          summary: "A class's students with their marks at a point on a day (today by default)",
          querystring: attendanceRosterQuerySchema,
          response: { 200: envelopeOf(attendanceRosterSchema) },
        },
      },
      async (req) => ok(await rosterOf(deps, authOf(req), req.query)),
    );
    app.post(
      "/signinStu/mark",
      {
        config: teachers,
        schema: {
          tags,
          summary:
            "Mark a class at a point on a day in one request; each mark replaces the student's record (the old one kept in its history)",
          body: attendanceMarkBatchSchema,
          response: { 200: envelopeOf(z.object({ saved: z.number(), changed: z.number() })) },
        },
      },
      async (req) => ok(await markClass(deps, authOf(req), req.body)),
    );
    app.get(
      "/signinStu/history",
      {
        config: teachers,
        schema: {
          tags,
          summary: "The marks a student's record replaced (the class leader and administrators)",
          querystring: attendanceHistoryQuerySchema,
          response: { 200: envelopeOf(z.array(attendanceHistoryRowSchema)) },
        },
      },
      async (req) => ok(await markHistory(deps, authOf(req), req.query)),
    );
    app.post(
      "/signinStu/qr/open",
      {
        config: teachers,
        schema: {
          tags,
          summary: "Show the rotating check-in QR of a class at a point today; answers the current code",
          body: attendanceQrOpenSchema,
          response: { 200: envelopeOf(attendanceQrCodeSchema) },
        },
      },
      async (req) => ok(await openQr(deps, authOf(req), req.body)),
    );
    app.get(
      "/signinStu/qr/code",
      {
        config: teachers,
        schema: {
          tags,
          summary: "The current code of a QR session (a new one every 10 seconds)",
          querystring: z.object({ sessionId: idParam }),
          response: { 200: envelopeOf(attendanceQrCodeSchema) },
        },
      },
      async (req) => ok(await currentCode(deps, authOf(req), req.query.sessionId)),
    );
    app.post(
      "/signinStu/qr/checkin",
      {
        config: students,
        schema: {
          tags,
          summary:
            "A student checks in with the code they scanned (its slot or the one before; once per student)",
          body: attendanceCheckinSchema,
          response: { 200: envelopeOf(attendanceCheckinResultSchema) },
        },
      },
      async (req) => ok(await checkIn(deps, authOf(req), req.body.c)),
    );
    app.get(
      "/signin/count/day",
      {
        config: teachers,
        schema: {
          tags,
          summary: "A day's counts at a point by class, grade or school (teachers: their classes)",
          querystring: attendanceDayCountQuerySchema,
          response: { 200: envelopeOf(attendanceDayCountSchema) },
        },
      },
      async (req) => ok(await countDay(deps, authOf(req), req.query)),
    );
    app.get(
      "/signin/count/absent",
      {
        config: teachers,
        schema: {
          tags,
          summary: "Students absent without leave on a day (teachers: their classes)",
          querystring: attendanceAbsentQuerySchema,
          response: { 200: envelopeOf(attendanceAbsentListSchema) },
        },
      },
      async (req) => ok(await absentList(deps, authOf(req), req.query)),
    );
    app.get(
      "/signinStu/classify",
      {
        config: teachers,
        schema: {
          tags,
          summary: "Records of a range of days by status category, for the school or a class or grade",
          querystring: attendanceClassifyQuerySchema,
          response: { 200: envelopeOf(attendanceClassifySchema) },
        },
      },
      async (req) => ok(await classify(deps, authOf(req), req.query)),
    );
  };
