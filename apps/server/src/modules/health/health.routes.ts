import {
  envelopeOf,
  healthAlertHandleSchema,
  healthAlertQuerySchema,
  healthAlertSchema,
  healthBaseInfoSchema,
  healthBoardSchema,
  healthExportQuerySchema,
  healthListQuerySchema,
  healthRecordSchema,
  healthRosterQuerySchema,
  healthRosterSchema,
  healthSaveBatchSchema,
  healthSaveResultSchema,
  healthSettingInputSchema,
  healthSettingSchema,
  ok,
  pageOf,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { sendXlsx } from "../../platform/files/xlsx.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import type { Exports } from "../exports/index.ts";
import { handleAlert, listAlerts } from "./alert.service.ts";
import { exportChecks, startChecksExport } from "./export.service.ts";
import { baseInfo, boardOf, type HealthDeps, listChecks, rosterOf, saveChecks } from "./record.service.ts";
import { scheduleHealthRetention } from "./retention.service.ts";
import { saveSetting, settingView, thresholdsOf } from "./setting.service.ts";

const tags = ["Health checks"];
const staff = { access: { kind: "user" as const, roles: ["tea" as const] } };
const staffOrParents = { access: { kind: "user" as const, roles: ["tea" as const, "p" as const] } };
const admin = { access: { kind: "admin" as const, sites: ["school" as const] } };
const viewers = { access: { kind: "user" as const, roles: ["tea" as const], code: "health.view" as const } };
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");

export type HealthRoutesDeps = HealthDeps & { jobs: Jobs; exports: Exports };

/**
 * /temperature/api: the App centre's temperature app (SPEC 7): morning checks of temperature and symptoms
 * (stored only with the guardian's health consent), alerts over the school's thresholds, the board, the
 * audited export and the settings. Health data: the class leader, health.view and administrators; a parent
 * their own child's.
 */
export const healthRoutes =
  (deps: HealthRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/temperature/api/user/getBaseInfo",
      {
        config: staffOrParents,
        schema: {
          tags,
          summary:
            "The signed-in person's start of the temperature app: who, the school, today, thresholds, the classes " +
            "they may record for, whether they may view; a parent's children with today's check (with consent)",
          response: { 200: envelopeOf(healthBaseInfoSchema) },
        },
      },
      async (req) => ok(await baseInfo(deps, authOf(req))),
    );
    app.post(
      "/temperature/api/record/save",
      {
        config: staff,
        schema: {
          tags,
          summary:
            "Save a class's morning checks on a day (per-student results: stored, or refused without the " +
            "guardian's health consent); a second check the same day replaces the first and keeps it in history",
          body: healthSaveBatchSchema,
          response: { 200: envelopeOf(healthSaveResultSchema) },
        },
      },
      async (req) => {
        const auth = authOf(req);
        const result = await saveChecks(deps, auth, req.body, languageOf(req));
        // A school's first checks start its daily retention sweep (nothing is scheduled twice).
        if (result.stored > 0) await scheduleHealthRetention(deps.jobs, auth.schoolId, deps.now());
        return ok(result);
      },
    );
    app.get(
      "/temperature/api/record/roster",
      {
        config: staff,
        schema: {
          tags,
          summary: "A class's students on a day for recording: consent, checked, and the check where visible",
          querystring: healthRosterQuerySchema,
          response: { 200: envelopeOf(healthRosterSchema) },
        },
      },
      async (req) => ok(await rosterOf(deps, authOf(req), req.query)),
    );
    app.get(
      "/temperature/api/record/list",
      {
        config: staffOrParents,
        schema: {
          tags,
          summary:
            "Checks of a class on a day, or of a student over a range (class leader, health.view, " +
            "administrators; a parent their own child's); paged",
          querystring: healthListQuerySchema,
          response: { 200: envelopeOf(pageOf(healthRecordSchema)) },
        },
      },
      async (req) => ok(await listChecks(deps, authOf(req), req.query)),
    );
    app.get(
      "/temperature/api/record/board",
      {
        config: staff,
        schema: {
          tags,
          summary: "A day's board: checked, fever and symptom counts by class, unhandled alerts",
          querystring: z.object({ day: day.optional() }),
          response: { 200: envelopeOf(healthBoardSchema) },
        },
      },
      async (req) => ok(await boardOf(deps, authOf(req), req.query.day)),
    );
    app.get(
      "/temperature/api/record/export",
      {
        config: viewers,
        schema: {
          tags,
          summary:
            "The checks a query selects as .xlsx (health.view, administrators), up to 20,000 (more: 400); with " +
            "async=1 made in the background without a limit, answering { jobId } (the file is then on the " +
            "Downloads page). Every export is audited",
          querystring: healthExportQuerySchema.extend({ async: z.literal("1").optional() }),
        },
      },
      async (req, reply) => {
        const userAgent = req.headers["user-agent"];
        const { async: background, ...q } = req.query;
        const meta = { ip: req.ip ?? null, userAgent: typeof userAgent === "string" ? userAgent : null };
        if (background)
          return ok({ jobId: await startChecksExport(deps, authOf(req), q, languageOf(req), meta) });
        const { fileName, data } = await exportChecks(deps, authOf(req), q, languageOf(req), meta);
        return sendXlsx(reply, fileName, data);
      },
    );
    app.get(
      "/temperature/api/alert/list",
      {
        config: staff,
        schema: {
          tags,
          summary:
            "Alerts over the thresholds (class leader: their classes; health.view, administrators); paged",
          querystring: healthAlertQuerySchema,
          response: { 200: envelopeOf(pageOf(healthAlertSchema)) },
        },
      },
      async (req) => ok(await listAlerts(deps, authOf(req), req.query)),
    );
    app.post(
      "/temperature/api/alert/handle",
      {
        config: staff,
        schema: {
          tags,
          summary: "Handle an alert with a note (once)",
          body: healthAlertHandleSchema,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await handleAlert(deps, authOf(req), req.body)),
    );
    app.get(
      "/temperature/api/setting",
      {
        config: staff,
        schema: {
          tags,
          summary: "The school's thresholds and retention (retentionDays null: school year plus one)",
          response: { 200: envelopeOf(healthSettingSchema) },
        },
      },
      async (req) => ok(settingView(await thresholdsOf(deps.db, authOf(req).schoolId))),
    );
    app.post(
      "/temperature/api/setting",
      {
        config: admin,
        schema: {
          tags,
          summary: "Change the thresholds and retention (administrators); schedules the retention sweep",
          body: healthSettingInputSchema,
          response: { 200: envelopeOf(healthSettingSchema) },
        },
      },
      async (req) => {
        const auth = authOf(req);
        const saved = await saveSetting(deps.db, auth.schoolId, req.body, deps.now());
        await scheduleHealthRetention(deps.jobs, auth.schoolId, deps.now());
        return ok(saved);
      },
    );
  };
