import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { idParam } from "../../platform/http/params.ts";
import { bothPrefixes, design, formTags as tags } from "./form-routes.shared.ts";
import { formFromTemplate, removeTemplate, saveAsTemplate, templatesOf } from "./form-template.service.ts";

const templateId = z.union([z.string().trim().min(1).max(40), z.number().int().positive()]).transform(String);
const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  builtin: z.boolean(),
  itemCount: z.number(),
  createdAt: z.string().nullable(),
});

/** Form templates (SPEC 7 'custom template init and delete'): start forms from built-in or the school's own. */
export const formTemplateRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    for (const url of bothPrefixes("template/list"))
      app.get(
        url,
        {
          config: design,
          schema: {
            tags,
            summary: "Built-in templates and the school's own, in the caller's language",
            response: { 200: envelopeOf(z.array(templateSchema)) },
          },
        },
        async (req) => ok(await templatesOf(deps.db, authOf(req), languageOf(req))),
      );
    for (const url of bothPrefixes("template/save"))
      app.post(
        url,
        {
          config: design,
          schema: {
            tags,
            summary: "Save a form's current draft as a school template",
            body: z.object({ formId: idParam, name: z.string().trim().min(1).max(100) }),
            response: { 200: envelopeOf(z.object({ id: z.number() })) },
          },
        },
        async (req) => ok(await saveAsTemplate(deps.db, authOf(req), req.body)),
      );
    for (const url of bothPrefixes("template/init"))
      app.post(
        url,
        {
          config: design,
          schema: {
            tags,
            summary: "Create a new form from a template (items get fresh ids)",
            body: z.object({ templateId, name: z.string().trim().min(1).max(100).optional() }),
            response: { 200: envelopeOf(z.object({ id: z.number() })) },
          },
        },
        async (req) => ok(await formFromTemplate(deps.db, authOf(req), req.body, languageOf(req))),
      );
    for (const url of bothPrefixes("template/del"))
      app.post(
        url,
        {
          config: design,
          schema: {
            tags,
            summary: "Delete one of the school's templates (built-in ones stay)",
            body: z.object({ id: templateId }),
            response: { 200: envelopeOf(z.null()) },
          },
        },
        async (req) => ok(await removeTemplate(deps.db, authOf(req), req.body.id)),
      );
  };
