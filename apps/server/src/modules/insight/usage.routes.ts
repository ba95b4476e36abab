import {
  envelopeOf,
  notUsedSchoolSchema,
  ok,
  pageOf,
  sceneUsageSchema,
  schoolSceneUsageSchema,
  taskUsageSchema,
  usageFilters,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { sendXlsx } from "../../platform/files/xlsx.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { idParam } from "../../platform/http/params.ts";
import type { InsightDeps } from "./insight.deps.ts";
import { statsTags as tags } from "./insight-routes.shared.ts";
import { exportSchoolUsage, pageSceneUsage, pageSchoolUsage } from "./usage.service.ts";
import { exportNotUsed, exportTaskUsage, pageNotUsed, pageTaskUsage } from "./usage-task.service.ts";

/** Area administrators on the area's site; the service refuses any other site. */
const areaAdmin = { access: { kind: "admin" as const } };
const paging = {
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
};
const bySceneUse = z.object({ sceneId: idParam, used: z.enum(usageFilters).default("all") });
const byTaskUse = z.object({ sceneId: idParam.optional(), keyword: z.string().trim().max(100).optional() });
const byNotUsed = z.object({ sceneId: idParam.optional() });

/**
 * Usage statistics (SPEC 7 /v3/usedCount): which schools use the area's scenes, which do not; usage by target
 * level in insight's usage-target.routes.ts.
 */
export const usageRoutes =
  (deps: InsightDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/usedCount/scene/page",
      {
        config: areaAdmin,
        schema: {
          tags,
          summary: "The area's scenes with how many schools copied, use and filled each",
          querystring: z.object({ keyword: z.string().trim().max(100).optional(), ...paging }),
          response: { 200: envelopeOf(pageOf(sceneUsageSchema)) },
        },
      },
      async (req) => ok(await pageSceneUsage(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/usedCount/scene/schools",
      {
        config: areaAdmin,
        schema: {
          tags,
          summary: "The area's schools for one scene: used (published tasks in their copy) or not",
          querystring: bySceneUse.extend(paging),
          response: { 200: envelopeOf(pageOf(schoolSceneUsageSchema)) },
        },
      },
      async (req) => ok(await pageSchoolUsage(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/usedCount/scene/export",
      { config: areaAdmin, schema: { tags, summary: "The same list as .xlsx", querystring: bySceneUse } },
      async (req, reply) => {
        const { file, name } = await exportSchoolUsage(deps, authOf(req), req.query, languageOf(req));
        return sendXlsx(reply, `${name}.xlsx`, file);
      },
    );
    app.get(
      "/v3/usedCount/task/page",
      {
        config: areaAdmin,
        schema: {
          tags,
          summary:
            "Tasks the area's schools published from the area's scenes (or one scene), with their fills",
          querystring: byTaskUse.extend(paging),
          response: { 200: envelopeOf(pageOf(taskUsageSchema)) },
        },
      },
      async (req) => ok(await pageTaskUsage(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/usedCount/task/export",
      { config: areaAdmin, schema: { tags, summary: "Usage by task as .xlsx", querystring: byTaskUse } },
      async (req, reply) => {
        const { file, name } = await exportTaskUsage(deps, authOf(req), req.query, languageOf(req));
        return sendXlsx(reply, `${name}.xlsx`, file);
      },
    );
    app.get(
      "/v3/usedCount/notUsed/page",
      {
        config: areaAdmin,
        schema: {
          tags,
          summary: "The area's schools that use none of its scenes (or not the one given)",
          querystring: byNotUsed.extend(paging),
          response: { 200: envelopeOf(pageOf(notUsedSchoolSchema)) },
        },
      },
      async (req) => ok(await pageNotUsed(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/usedCount/notUsed/export",
      {
        config: areaAdmin,
        schema: { tags, summary: "The schools not using as .xlsx", querystring: byNotUsed },
      },
      async (req, reply) => {
        const { file, name } = await exportNotUsed(deps, authOf(req), req.query, languageOf(req));
        return sendXlsx(reply, `${name}.xlsx`, file);
      },
    );
  };
