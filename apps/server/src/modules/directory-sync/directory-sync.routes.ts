import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import {
  addAppBody,
  externalAppSchema,
  removeAppBody,
  schoolParam,
  syncBody,
  syncStatusSchema,
  updateAppBody,
} from "./directory-sync.schemas.ts";
import { type SyncServiceDeps, startSync, syncStatus } from "./directory-sync.service.ts";
import {
  addExternalApp,
  editExternalApp,
  listExternalApps,
  removeExternalApp,
} from "./external-app.service.ts";

const tags = ["School"];
/** Platform administrators for any school; a school's own administrator for their school. */
const managers = { access: { kind: "admin" as const, sites: ["platform" as const, "school" as const] } };
/** The school's own administrator (the teacher list's sync). */
const schoolAdmins = { access: { kind: "admin" as const, sites: ["school" as const] } };
const jobAnswer = envelopeOf(z.object({ jobId: z.number() }));

/** SPEC 7 School 'add external app', 'sync all external data'; Teachers 'sync from external system'. */
export const directorySyncRoutes =
  (deps: SyncServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/v3/school/addExternalApp",
      {
        config: managers,
        schema: {
          tags,
          summary:
            "Register the school's work-chat (WeCom) or DingTalk app; its secret is sealed, never returned",
          body: addAppBody,
          response: { 200: envelopeOf(z.object({ appId: z.number() })) },
        },
      },
      async (req) => ok(await addExternalApp(deps, authOf(req), req.body)),
    );

    app.get(
      "/v3/school/externalApp/list",
      {
        config: managers,
        schema: {
          tags,
          summary: "The school's external apps (secrets are never returned)",
          querystring: schoolParam,
          response: { 200: envelopeOf(z.array(externalAppSchema)) },
        },
      },
      async (req) => ok(await listExternalApps(deps, authOf(req), req.query.id)),
    );

    app.post(
      "/v3/school/externalApp/update",
      {
        config: managers,
        schema: {
          tags,
          summary: "Edit an external app; left out, the secret stays as stored",
          body: updateAppBody,
          response: { 200: envelopeOf(externalAppSchema) },
        },
      },
      async (req) => ok(await editExternalApp(deps, authOf(req), req.body)),
    );

    app.post(
      "/v3/school/externalApp/remove",
      {
        config: managers,
        schema: {
          tags,
          summary: "Remove an external app; what it synced stays",
          body: removeAppBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await removeExternalApp(deps, authOf(req), req.body);
        return ok(null);
      },
    );

    app.post(
      "/v3/school/syncAllExternalData",
      {
        config: managers,
        schema: {
          tags,
          summary: "Queue the sync of departments and teachers from every external app (409 while one runs)",
          description:
            "A background job (follow it with externalSync/status). Departments are created or renamed, never " +
            "deleted; members are matched by their sign-in link, then by mobile, else made teachers; a dry run only counts.",
          body: syncBody,
          response: { 200: jobAnswer },
        },
      },
      async (req) => ok(await startSync(deps, authOf(req), req.body)),
    );

    app.post(
      "/v3/tea/syncExternal",
      {
        config: schoolAdmins,
        schema: {
          tags: ["Teachers"],
          summary:
            "Sync the school's teachers and departments from its external apps (as syncAllExternalData)",
          body: syncBody.omit({ id: true }),
          response: { 200: jobAnswer },
        },
      },
      async (req) => ok(await startSync(deps, authOf(req), { dryRun: req.body.dryRun })),
    );

    app.get(
      "/v3/school/externalSync/status",
      {
        config: managers,
        schema: {
          tags,
          summary: "The school's sync running or last run (state, progress, counts) and the last real sync",
          querystring: schoolParam,
          response: { 200: envelopeOf(syncStatusSchema) },
        },
      },
      async (req) => ok(await syncStatus(deps, authOf(req), req.query.id)),
    );
  };
