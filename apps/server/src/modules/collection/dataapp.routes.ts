import {
  dataAppDataQuerySchema,
  dataAppDataSchema,
  dataAppItemSchema,
  dataAppPageQuerySchema,
  dataAppSaveSchema,
  dataAppSchema,
  dataAppStateSchema,
  envelopeOf,
  ok,
  pageOf,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { sendXlsx } from "../../platform/files/xlsx.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { idParam } from "../../platform/http/params.ts";
import { byId, created, follow, manage } from "./collection-routes.shared.ts";
import {
  type DataAppDeps,
  dataAppById,
  itemsOfTask,
  pageDataAppsOf,
  removeDataApp,
  saveDataApp,
  setDataAppState,
} from "./dataapp.service.ts";
import { dataAppData, exportDataApp } from "./dataapp-data.service.ts";

const tags = ["Data apps"];

/**
 * Data apps (reports) over a task's values: managed by collection staff, seen by the task's followers when on.
 * Reads are open to teachers; the service hides apps that are off from those who do not manage them.
 */
export const dataAppRoutes =
  (deps: DataAppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/dataapp/report/page",
      {
        config: follow,
        schema: {
          tags,
          summary: "Data apps, paged (followers: only those switched on, over published tasks)",
          querystring: dataAppPageQuerySchema,
          response: { 200: envelopeOf(pageOf(dataAppSchema)) },
        },
      },
      async (req) => ok(await pageDataAppsOf(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/dataapp/report/byid",
      {
        config: follow,
        schema: {
          tags,
          summary: "One data app",
          querystring: byId,
          response: { 200: envelopeOf(dataAppSchema) },
        },
      },
      async (req) => ok(await dataAppById(deps, authOf(req), req.query.id)),
    );
    app.get(
      "/v3/dataapp/report/items",
      {
        config: manage,
        schema: {
          tags,
          summary: "The items of a task's released form a data app can show and filter on",
          querystring: z.object({ taskId: idParam }),
          response: { 200: envelopeOf(z.array(dataAppItemSchema)) },
        },
      },
      async (req) => ok(await itemsOfTask(deps, authOf(req).schoolId, req.query.taskId)),
    );
    app.post(
      "/v3/dataapp/report/save",
      {
        config: manage,
        schema: {
          tags,
          summary: "Create (no id) or update a data app: task, columns, filters and sort",
          body: dataAppSaveSchema,
          response: { 200: envelopeOf(created) },
        },
      },
      async (req) => ok(await saveDataApp(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/dataapp/report/state",
      {
        config: manage,
        schema: {
          tags,
          summary: "Switch a data app on (followers see it) or off (its managers only)",
          body: dataAppStateSchema,
          response: { 200: envelopeOf(z.object({ id: z.number(), state: z.number() })) },
        },
      },
      async (req) => ok(await setDataAppState(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/dataapp/report/del",
      {
        config: manage,
        schema: { tags, summary: "Delete a data app", body: byId, response: { 200: envelopeOf(z.null()) } },
      },
      async (req) => {
        await removeDataApp(deps, authOf(req), req.body.id);
        return ok(null);
      },
    );
    app.get(
      "/v3/dataapp/report/data",
      {
        config: follow,
        schema: {
          tags,
          summary: "A page of the app's rows in the caller's data scope, filtered and sorted in SQL",
          querystring: dataAppDataQuerySchema,
          response: { 200: envelopeOf(dataAppDataSchema) },
        },
      },
      async (req) => ok(await dataAppData(deps, authOf(req), req.query, languageOf(req))),
    );
    app.get(
      "/v3/dataapp/report/export",
      {
        config: follow,
        schema: {
          tags,
          summary: "The app's rows in the caller's data scope as .xlsx",
          querystring: dataAppDataQuerySchema.omit({ page: true, size: true }),
        },
      },
      async (req, reply) => {
        const { file, name } = await exportDataApp(deps, authOf(req), req.query, languageOf(req));
        return sendXlsx(reply, `${name}.xlsx`, file);
      },
    );
  };
