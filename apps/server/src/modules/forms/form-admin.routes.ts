import {
  envelopeOf,
  formDraftSchema,
  formListItemSchema,
  formSettingsSchema,
  ok,
  pageOf,
  pageQuerySchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthContext } from "../../platform/auth/access.ts";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { idParam } from "../../platform/http/params.ts";
import {
  addForm,
  deleteForm,
  getDraft,
  listForms,
  releaseForm,
  saveDraft,
  saveSettings,
  updateStyles,
} from "./form-admin.service.ts";
import { bothPrefixes, design, jsonText, formTags as tags, wireItems } from "./form-routes.shared.ts";

const name = z.string().trim().min(1).max(100);

/** Form definitions: create, read, replace the draft, settings, delete, release (SPEC 7 'Forms'). */
export const formDefinitionRoutes =
  (deps: {
    db: Db;
    beforeDelete?: (auth: AuthContext, formId: number) => Promise<void>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    for (const url of bothPrefixes("admin/add"))
      app.post(
        url,
        {
          config: design,
          schema: {
            tags,
            summary: "Create a form; items without ids get them from the server",
            body: z.object({ name, items: jsonText(wireItems).optional() }),
            response: { 200: envelopeOf(z.object({ id: z.number() })) },
          },
        },
        async (req) => ok(await addForm(deps.db, authOf(req), req.body)),
      );
    for (const url of bothPrefixes("admin/byid"))
      app.get(
        url,
        {
          config: design,
          schema: {
            tags,
            summary: "The draft being designed, with its settings and release state",
            querystring: z.object({ id: idParam }),
            response: { 200: envelopeOf(formDraftSchema) },
          },
        },
        async (req) => ok(await getDraft(deps.db, authOf(req), req.query.id)),
      );
    for (const url of bothPrefixes("admin/save"))
      app.post(
        url,
        {
          config: design,
          schema: {
            tags,
            summary: "Replace the whole draft; answers the items with their ids",
            body: z.object({ id: idParam, name: name.optional(), items: jsonText(wireItems) }),
            response: { 200: envelopeOf(z.object({ id: z.number(), items: wireItems })) },
          },
        },
        async (req) => ok(await saveDraft(deps.db, authOf(req), req.body)),
      );
    for (const url of bothPrefixes("admin/saveSetting"))
      app.post(
        url,
        {
          config: design,
          schema: {
            tags,
            summary: "Form-level settings (and optionally the name)",
            body: z.object({ id: idParam, name: name.optional(), settings: jsonText(formSettingsSchema) }),
            response: { 200: envelopeOf(z.null()) },
          },
        },
        async (req) => ok(await saveSettings(deps.db, authOf(req), req.body)),
      );
    for (const url of bothPrefixes("admin/del"))
      app.post(
        url,
        {
          config: design,
          schema: {
            tags,
            summary: "Delete a form (kept for its stored values, hidden everywhere)",
            body: z.object({ id: idParam }),
            response: { 200: envelopeOf(z.null()) },
          },
        },
        async (req) => {
          await deps.beforeDelete?.(authOf(req), req.body.id);
          return ok(await deleteForm(deps.db, authOf(req), req.body.id));
        },
      );
    for (const url of bothPrefixes("admin/release"))
      app.post(
        url,
        {
          config: design,
          schema: {
            tags,
            summary:
              "Release the draft as a new immutable version; lint problems answer 400 -100910 with the list in data",
            body: z.object({ id: idParam }),
            response: { 200: envelopeOf(z.object({ id: z.number(), version: z.number() })) },
          },
        },
        async (req) => ok(await releaseForm(deps.db, authOf(req), req.body.id, languageOf(req))),
      );
    for (const url of bothPrefixes("admin/page"))
      app.get(
        url,
        {
          config: design,
          schema: {
            tags,
            summary: "Forms of the school, searched by name (keyword), sorted by updatedAt or name",
            querystring: pageQuerySchema,
            response: { 200: envelopeOf(pageOf(formListItemSchema)) },
          },
        },
        async (req) => ok(await listForms(deps.db, authOf(req), req.query)),
      );
    for (const url of bothPrefixes("admin/updateStyleBatch"))
      app.post(
        url,
        {
          config: design,
          schema: {
            tags,
            summary: "Merge typeJson keys into several items of the draft",
            body: z.object({
              formId: idParam,
              items: jsonText(
                z
                  .array(
                    z.object({
                      id: idParam,
                      typeJson: z.union([z.record(z.string(), z.unknown()), z.string().max(20_000)]),
                    }),
                  )
                  .min(1)
                  .max(2000),
              ),
            }),
            response: { 200: envelopeOf(z.null()) },
          },
        },
        async (req) => ok(await updateStyles(deps.db, authOf(req), req.body)),
      );
  };
