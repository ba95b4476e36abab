import {
  appCountQuerySchema,
  appMonitorDetailQuerySchema,
  appMonitorQuerySchema,
  appMonitorRowSchema,
  appStudentSchema,
  appUseQuerySchema,
  appUseSchema,
  envelopeOf,
  ok,
  pageOf,
  schoolAppCountSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { sendXlsx } from "../../platform/files/xlsx.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import {
  exportAppCount,
  exportAppMonitor,
  exportAppStudents,
  exportAppUses,
  pageAppCount,
  pageAppMonitor,
  pageAppStudents,
  pageAppUses,
} from "./dataapp-monitor.service.ts";
import type { InsightAccessDeps } from "./insight.deps.ts";
import { statsTags as tags } from "./insight-routes.shared.ts";

/** School staff who follow every class: administrators and holders of collection.stats (area staff: the area). */
const monitors = {
  access: { kind: "user" as const, roles: ["tea" as const], code: "collection.stats" as const },
};
/** The data app monitor: staff, and class leaders over their own classes (the service decides, monitorAccess). */
const appMonitors = { access: { kind: "user" as const, roles: ["tea" as const] } };
const unpaged = { page: true, size: true } as const;

/** Monitoring of data apps (SPEC 7 /v3/dataapp/monitor) and their usage (SPEC 7 /appCount), computed in SQL. */
export const dataAppMonitorRoutes =
  (deps: InsightAccessDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/dataapp/monitor/page",
      {
        config: appMonitors,
        schema: {
          tags,
          summary:
            "Data apps with their task's completion in the current period and last fill, flagged low, stale or off; filtered, sorted and paged in SQL",
          querystring: appMonitorQuerySchema,
          response: { 200: envelopeOf(pageOf(appMonitorRowSchema)) },
        },
      },
      async (req) => ok(await pageAppMonitor(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/dataapp/monitor/export",
      {
        config: appMonitors,
        schema: { tags, summary: "The results as .xlsx", querystring: appMonitorQuerySchema.omit(unpaged) },
      },
      async (req, reply) => {
        const { file, name } = await exportAppMonitor(deps, authOf(req), req.query, languageOf(req));
        return sendXlsx(reply, `${name}.xlsx`, file);
      },
    );
    app.get(
      "/v3/dataapp/monitor/details",
      {
        config: appMonitors,
        schema: {
          tags,
          summary: "One data app's students with their values in the current period, paged",
          querystring: appMonitorDetailQuerySchema,
          response: { 200: envelopeOf(pageOf(appStudentSchema)) },
        },
      },
      async (req) => ok(await pageAppStudents(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/dataapp/monitor/details/export",
      {
        config: appMonitors,
        schema: {
          tags,
          summary: "One data app's students as .xlsx",
          querystring: appMonitorDetailQuerySchema.omit(unpaged),
        },
      },
      async (req, reply) => {
        const { file, name } = await exportAppStudents(deps, authOf(req), req.query, languageOf(req));
        return sendXlsx(reply, `${name}.xlsx`, file);
      },
    );
    app.get(
      "/v3/appCount/page",
      {
        config: monitors,
        schema: {
          tags,
          summary: "Per school: data apps, on, used and not used in the period (local dates, both included)",
          querystring: appCountQuerySchema,
          response: { 200: envelopeOf(pageOf(schoolAppCountSchema)) },
        },
      },
      async (req) => ok(await pageAppCount(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/appCount/export",
      {
        config: monitors,
        schema: {
          tags,
          summary: "Usage per school as .xlsx",
          querystring: appCountQuerySchema.omit(unpaged),
        },
      },
      async (req, reply) => {
        const { file, name } = await exportAppCount(deps, authOf(req), req.query, languageOf(req));
        return sendXlsx(reply, `${name}.xlsx`, file);
      },
    );
    app.get(
      "/v3/appCount/apps",
      {
        config: monitors,
        schema: {
          tags,
          summary: "One school's data apps, used (on, with values in the period) or not, paged",
          querystring: appUseQuerySchema,
          response: { 200: envelopeOf(pageOf(appUseSchema)) },
        },
      },
      async (req) => ok(await pageAppUses(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/appCount/apps/export",
      {
        config: monitors,
        schema: {
          tags,
          summary: "Used or not used apps as .xlsx",
          querystring: appUseQuerySchema.omit(unpaged),
        },
      },
      async (req, reply) => {
        const { file, name } = await exportAppUses(deps, authOf(req), req.query, languageOf(req));
        return sendXlsx(reply, `${name}.xlsx`, file);
      },
    );
  };
