import {
  appListSchema,
  appOpenSchema,
  centerAppSaveSchema,
  centerAppSchema,
  centerTemplateSaveSchema,
  centerTemplateSchema,
  envelopeOf,
  ok,
  pageOf,
  pageQuerySchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import { idParam } from "../../platform/http/params.ts";
import type { FileReaders } from "../files/index.ts";
import {
  appListOf,
  centerTemplate,
  checkIcon,
  enableApp,
  openApp,
  pageAppsOf,
  removeApp,
  saveApp,
  saveCenterTemplate,
  sortApps,
} from "./app.service.ts";
import type { OpenRecorder } from "./open-recorder.ts";

const tags = ["App centre"];
const signedIn = { access: { kind: "user" as const } };
const admins = { access: { kind: "admin" as const, sites: ["school" as const] } };

export type AppRouteDeps = {
  db: Db;
  now: () => Date;
  recorder: OpenRecorder;
  onAppAdded?: (schoolId: number) => Promise<void>;
  /** Who may read which files (files module's port): an uploaded icon must be an image the admin may use. */
  fileReaders?: FileReaders;
};

/** The app centre's apps: a person's list and the dispatcher's look-up; the administrators' editing. */
export const appRoutes =
  (deps: AppRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/center/api/appList",
      {
        config: signedIn,
        schema: {
          tags,
          summary:
            "The apps the signed-in person may open, by category, categories and apps in the school's order",
          response: { 200: envelopeOf(appListSchema) },
        },
      },
      async (req) => ok(await appListOf(deps.db, authOf(req))),
    );

    app.get(
      "/center/api/app/getid",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "One app by id or code and how to open it (route, iframe, tab or trust); records the open",
          description:
            "403 when the person may not open it (disabled, or not for their role); 404 when unknown.",
          querystring: z.object({
            id: idParam.optional(),
            code: z.string().trim().min(1).max(64).optional(),
          }),
          response: { 200: envelopeOf(appOpenSchema) },
        },
      },
      async (req) => ok(await openApp(deps, authOf(req), req.query)),
    );

    app.get(
      "/center/api/getTemplateBySet",
      {
        config: signedIn,
        schema: {
          tags,
          summary:
            "The app centre's layout setting: categories (in the order the centre shows them) and iframeHosts (hosts whose links open in /TMS/iframeView)",
          response: { 200: envelopeOf(centerTemplateSchema) },
        },
      },
      async (req) => ok(await centerTemplate(deps.db, authOf(req).schoolId)),
    );

    app.post(
      "/v3/center/template/save",
      {
        config: admins,
        schema: {
          tags,
          summary: "Save the app centre's categories order and iframe hosts",
          body: centerTemplateSaveSchema,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await saveCenterTemplate(deps.db, authOf(req).schoolId, req.body);
        return ok(null);
      },
    );

    app.get(
      "/v3/center/app/page",
      {
        config: admins,
        schema: {
          tags,
          summary: "Every app of the school in its order (administrators)",
          querystring: pageQuerySchema,
          response: { 200: envelopeOf(pageOf(centerAppSchema)) },
        },
      },
      async (req) => ok(await pageAppsOf(deps.db, authOf(req).schoolId, req.query)),
    );

    app.post(
      "/v3/center/app/save",
      {
        config: admins,
        schema: {
          tags,
          summary: "Add an app (placed last) or, with id, edit one",
          description:
            "icon: an icon's name, or `file:<id>` of an image uploaded through /oss/upload to this school " +
            "(400 when the file is another school's, unknown, or not an image).",
          body: centerAppSaveSchema,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => {
        const auth = authOf(req);
        const schoolId = auth.schoolId;
        await checkIcon(deps.db, auth, req.body.icon, deps.fileReaders);
        const id = await saveApp(deps.db, schoolId, req.body);
        if (req.body.id === undefined) await deps.onAppAdded?.(schoolId);
        return ok({ id });
      },
    );

    app.post(
      "/v3/center/app/sort",
      {
        config: admins,
        schema: {
          tags,
          summary: "Put the school's apps in this order (every app once)",
          body: z.object({ ids: z.array(idParam).min(1).max(1000) }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await sortApps(deps.db, authOf(req).schoolId, req.body.ids);
        return ok(null);
      },
    );

    app.post(
      "/v3/center/app/enable",
      {
        config: admins,
        schema: {
          tags,
          summary: "Enable or disable an app (a disabled app is neither listed nor opened)",
          body: z.object({ id: idParam, enabled: z.boolean() }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await enableApp(deps.db, authOf(req).schoolId, req.body.id, req.body.enabled);
        return ok(null);
      },
    );

    app.post(
      "/v3/center/app/delete",
      {
        config: admins,
        schema: {
          tags,
          summary: "Delete an app",
          body: z.object({ id: idParam }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await removeApp(deps.db, authOf(req).schoolId, req.body.id);
        return ok(null);
      },
    );
  };
