import {
  attendanceSettingSchema,
  chronicListSchema,
  chronicQuerySchema,
  envelopeOf,
  leaveApplySchema,
  leaveCancelSchema,
  leaveChildSchema,
  leaveDecideSchema,
  leaveMineQuerySchema,
  leavePageSchema,
  leaveReviewQuerySchema,
  leaveStatuses,
  ok,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import {
  applyLeave,
  attendanceSettingOf,
  cancelLeave,
  chronicList,
  decideLeave,
  type LeaveDeps,
  leaveChildren,
  myLeaves,
  reviewLeaves,
  saveAttendanceSetting,
} from "./leave.service.ts";

const tags = ["Attendance"];
const admin = { access: { kind: "admin" as const } };
const teachers = { access: { kind: "user" as const, roles: ["tea" as const] } };
const parents = { access: { kind: "user" as const, roles: ["p" as const] } };

/** Leave asked by guardians and decided by class leaders; chronic absence; the school's attendance settings. */
export const leaveRoutes =
  (deps: LeaveDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/signinStu/leave/children",
      {
        config: parents,
        schema: {
          tags,
          summary: "The guardian's children a leave can be asked for",
          response: { 200: envelopeOf(z.array(leaveChildSchema)) },
        },
      },
      async (req) => ok(await leaveChildren(deps, authOf(req))),
    );
    app.post(
      "/signinStu/leave/apply",
      {
        config: parents,
        schema: {
          tags,
          summary:
            "A guardian asks leave for their child (from a week ago at the earliest, a month at most), with a reason and optionally a photo they uploaded",
          body: leaveApplySchema,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await applyLeave(deps, authOf(req), req.body)),
    );
    app.get(
      "/signinStu/leave/mine",
      {
        config: parents,
        schema: {
          tags,
          summary: "The guardian's leave requests, pending first",
          querystring: leaveMineQuerySchema,
          response: { 200: envelopeOf(leavePageSchema) },
        },
      },
      async (req) => ok(await myLeaves(deps, authOf(req), req.query)),
    );
    app.post(
      "/signinStu/leave/cancel",
      {
        config: parents,
        schema: {
          tags,
          summary: "The guardian withdraws their pending request (409 once decided)",
          body: leaveCancelSchema,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await cancelLeave(deps, authOf(req), req.body.id);
        return ok(null);
      },
    );
    app.get(
      "/signinStu/leave/review",
      {
        config: teachers,
        schema: {
          tags,
          summary:
            "Leave requests of the classes the caller leads (every class for administrators), by status and class, paged",
          querystring: leaveReviewQuerySchema,
          response: { 200: envelopeOf(leavePageSchema) },
        },
      },
      async (req) => ok(await reviewLeaves(deps, authOf(req), req.query)),
    );
    app.post(
      "/signinStu/leave/decide",
      {
        config: teachers,
        schema: {
          tags,
          summary:
            "The class leader or an administrator approves (marks the days 'leave') or refuses a pending request; 409 when already settled",
          body: leaveDecideSchema,
          response: {
            200: envelopeOf(z.object({ id: z.number(), status: z.enum(leaveStatuses) })),
          },
        },
      },
      async (req) => ok(await decideLeave(deps, authOf(req), req.body)),
    );
    app.get(
      "/signinStu/chronic",
      {
        config: teachers,
        schema: {
          tags,
          summary:
            "Students at or over the chronic-absence threshold this term (class leaders: their classes; administrators: all)",
          querystring: chronicQuerySchema,
          response: { 200: envelopeOf(chronicListSchema) },
        },
      },
      async (req) => ok(await chronicList(deps, authOf(req), req.query)),
    );
    app.get(
      "/signinStu/setting",
      {
        config: teachers,
        schema: {
          tags,
          summary: "The school's attendance settings: chronic-absence threshold, SMS on absence",
          response: { 200: envelopeOf(attendanceSettingSchema) },
        },
      },
      async (req) => ok(await attendanceSettingOf(deps, authOf(req))),
    );
    app.post(
      "/signinStu/setting/save",
      {
        config: admin,
        schema: {
          tags,
          summary: "Save the school's attendance settings (administrators)",
          body: attendanceSettingSchema,
          response: { 200: envelopeOf(attendanceSettingSchema) },
        },
      },
      async (req) => ok(await saveAttendanceSetting(deps, authOf(req), req.body)),
    );
  };
