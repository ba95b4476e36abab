import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import { idParam } from "../../platform/http/params.ts";
import { copyItem, deleteItem, saveItem, saveSort } from "./form-item.service.ts";
import { bothPrefixes, design, jsonText, parentId as pid, formTags as tags } from "./form-routes.shared.ts";

const savedItem = envelopeOf(z.object({ id: z.number(), item: z.record(z.string(), z.unknown()) }));

/** One item of a draft at a time: add or edit, delete, copy, reorder and move (SPEC 7 'Forms'). */
export const formItemRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    for (const url of bothPrefixes("item/save"))
      app.post(
        url,
        {
          config: design,
          schema: {
            tags,
            summary:
              "Add an item (no saved id; pid: the container, group, column or tab to put it in) or update one in place",
            body: z.object({
              formId: idParam,
              item: jsonText(z.record(z.string(), z.unknown())),
              pid,
              index: z.coerce.number().int().min(0).optional(),
            }),
            response: { 200: savedItem },
          },
        },
        async (req) => ok(await saveItem(deps.db, authOf(req), req.body)),
      );
    for (const url of bothPrefixes("item/del"))
      app.post(
        url,
        {
          config: design,
          schema: {
            tags,
            summary: "Delete an item and what it holds from the draft",
            body: z.object({ formId: idParam, id: idParam }),
            response: { 200: envelopeOf(z.null()) },
          },
        },
        async (req) => ok(await deleteItem(deps.db, authOf(req), req.body)),
      );
    for (const url of bothPrefixes("item/copy"))
      app.post(
        url,
        {
          config: design,
          schema: {
            tags,
            summary: "Copy an item with what it holds (fresh ids), placed right after it",
            body: z.object({ formId: idParam, id: idParam }),
            response: { 200: savedItem },
          },
        },
        async (req) => ok(await copyItem(deps.db, authOf(req), req.body)),
      );
    for (const url of bothPrefixes("item/saveSort"))
      app.post(
        url,
        {
          config: design,
          schema: {
            tags,
            summary: "Reorder and move items: each gets a parent (0 or null: top level) and a sort key",
            body: z.object({
              formId: idParam,
              order: jsonText(
                z
                  .array(z.object({ id: idParam, pid, sort: z.coerce.number().int() }))
                  .min(1)
                  .max(2000),
              ),
            }),
            response: { 200: envelopeOf(z.null()) },
          },
        },
        async (req) => ok(await saveSort(deps.db, authOf(req), req.body)),
      );
  };
