import {
  envelopeOf,
  ok,
  visualCountAllQuerySchema,
  visualCountAllSchema,
  visualSchoolBoardQuerySchema,
  visualSchoolBoardSchema,
  visualTeacherBoardSchema,
  visualTrendQuerySchema,
  visualTrendSchema,
  visualUsageQuerySchema,
  visualUsageSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { countAll, schoolBoard, teacherBoard, trend, usageLog, type VisualDeps } from "./visual.service.ts";

const tags = ["Visualisation"];
const teachers = { access: { kind: "user" as const, roles: ["tea" as const] } };
const viewers = {
  access: { kind: "user" as const, roles: ["tea" as const], code: "attendance.view" as const },
};
const schoolAdmins = { access: { kind: "admin" as const, sites: ["school" as const] } };

/** Counts across levels and the school's and teacher's boards (SPEC 7 countAll, /v3/visual/, /v3/teaVisualized/). */
export const visualRoutes =
  (deps: VisualDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/vocate/v2/vocateManage/jwinfo/countAll",
      {
        config: teachers,
        schema: {
          tags,
          summary:
            "Attendance counts by point, class, grade or school for a day or range (teachers: their classes; an area's administrators: by school)",
          querystring: visualCountAllQuerySchema,
          response: { 200: envelopeOf(visualCountAllSchema) },
        },
      },
      async (req) => ok(await countAll(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/visual/huashang/board",
      {
        config: viewers,
        schema: {
          tags,
          summary:
            "The school's live attendance board of a day: rates by grade, the late trend, absences, the canteen",
          querystring: visualSchoolBoardQuerySchema,
          response: { 200: envelopeOf(visualSchoolBoardSchema) },
        },
      },
      async (req) => ok(await schoolBoard(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/visual/ershi/trend",
      {
        config: viewers,
        schema: {
          tags,
          summary: "Daily present, late and absent rates over a range, for the school and by grade",
          querystring: visualTrendQuerySchema,
          response: { 200: envelopeOf(visualTrendSchema) },
        },
      },
      async (req) => ok(await trend(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/teaVisualized/board",
      {
        config: teachers,
        schema: {
          tags,
          summary:
            "The teacher's board: their classes today (marked, unmarked, absent) and this week's rates",
          response: { 200: envelopeOf(visualTeacherBoardSchema) },
        },
      },
      async (req) => ok(await teacherBoard(deps, authOf(req))),
    );
    app.get(
      "/sys/api/log/v2/list",
      {
        config: schoolAdmins,
        schema: {
          tags,
          summary: "Platform usage of the school: app opens and sign-ins per day, by role",
          querystring: visualUsageQuerySchema,
          response: { 200: envelopeOf(visualUsageSchema) },
        },
      },
      async (req) => ok(await usageLog(deps, authOf(req), req.query)),
    );
  };
