import {
  envelopeOf,
  monitorQuerySchema,
  monitorRowSchema,
  monitorValueSchema,
  monitorValuesQuerySchema,
  ok,
  pageOf,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { sendXlsx } from "../../platform/files/xlsx.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import type { InsightAccessDeps } from "./insight.deps.ts";
import { statsTags as tags } from "./insight-routes.shared.ts";
import { exportMonitor, pageMonitor, valuesScopeOf } from "./monitor.service.ts";
import { exportOffendingValues, pageOffendingValues } from "./monitor-range.service.ts";

/**
 * Staff: administrators and holders of collection.stats see every class, class leaders their own classes;
 * the service refuses other teachers (monitorAccess).
 */
const monitors = { access: { kind: "user" as const, roles: ["tea" as const] } };

/** Data quality monitoring of the school's tasks (an area's site: its schools'): low completion, bulk fills, duplicates. */
export const monitorRoutes =
  (deps: InsightAccessDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/exposed/taskMonitor/page",
      {
        config: monitors,
        schema: {
          tags,
          summary:
            "Findings of one kind, paged in SQL: open tasks below a completion threshold, bulk fills on behalf of others, or students with more than one value in a period (area staff: all the area's schools)",
          querystring: monitorQuerySchema,
          response: { 200: envelopeOf(pageOf(monitorRowSchema)) },
        },
      },
      async (req) => ok(await pageMonitor(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/exposed/taskMonitor/export",
      {
        config: monitors,
        schema: {
          tags,
          summary: "The findings as .xlsx",
          querystring: monitorQuerySchema.omit({ page: true, size: true }),
        },
      },
      async (req, reply) => {
        const { file, name } = await exportMonitor(deps, authOf(req), req.query, languageOf(req));
        return sendXlsx(reply, `${name}.xlsx`, file);
      },
    );
    app.get(
      "/v3/exposed/taskMonitor/values",
      {
        config: monitors,
        schema: {
          tags,
          summary:
            "One task's values outside the ranges its form states (outOfRange drill-down): who filled, whom about, item, value, range; paged in SQL",
          querystring: monitorValuesQuerySchema,
          response: { 200: envelopeOf(pageOf(monitorValueSchema)) },
        },
      },
      async (req) => ok(await pageOffendingValues(deps, await valuesScopeOf(deps, authOf(req)), req.query)),
    );
    app.get(
      "/v3/exposed/taskMonitor/values/export",
      {
        config: monitors,
        schema: {
          tags,
          summary: "The task's out-of-range values as .xlsx",
          querystring: monitorValuesQuerySchema.omit({ page: true, size: true }),
        },
      },
      async (req, reply) => {
        const scope = await valuesScopeOf(deps, authOf(req));
        const { file, name } = await exportOffendingValues(deps, scope, req.query, languageOf(req));
        return sendXlsx(reply, `${name}.xlsx`, file);
      },
    );
  };
