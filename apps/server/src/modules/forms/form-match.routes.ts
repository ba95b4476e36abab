import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import { idParam } from "../../platform/http/params.ts";
import { matchInfo, saveMatches } from "./form-match.service.ts";
import { qrVariables, saveQrVariables } from "./form-qr.service.ts";
import {
  bothPrefixes,
  design,
  fillerAccess,
  jsonText,
  schoolOfCaller,
  formTags as tags,
} from "./form-routes.shared.ts";

const signedIn = { access: { kind: "user" as const } };

/** getMatchInfo / saveMatch (profile pre-fill) and QR variables get / add (SPEC 7 'Forms'). */
export const formMatchRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    for (const url of bothPrefixes("getMatchInfo"))
      app.get(
        url,
        {
          config: signedIn,
          schema: {
            tags,
            summary: "Items matched to profile fields (dbItemName), each with the caller's own value",
            querystring: z.object({ formId: idParam }),
            response: {
              200: envelopeOf(
                z.object({
                  fields: z.array(z.string()),
                  items: z.array(z.object({ itemId: z.number(), dbItemName: z.string(), val: z.string() })),
                }),
              ),
            },
          },
        },
        async (req) => ok(await matchInfo(deps.db, authOf(req), req.query.formId)),
      );
    for (const url of bothPrefixes("saveMatch"))
      app.post(
        url,
        {
          config: design,
          schema: {
            tags,
            summary: "Replace the form's matches of items to profile fields",
            body: z.object({
              formId: idParam,
              items: jsonText(
                z
                  .array(
                    z.object({
                      itemId: idParam,
                      dbItemName: z.enum(["name", "userType", "studentNo", "className", "gradeName"]),
                    }),
                  )
                  .max(500),
              ),
            }),
            response: { 200: envelopeOf(z.null()) },
          },
        },
        async (req) => ok(await saveMatches(deps.db, authOf(req), req.body)),
      );
    for (const url of bothPrefixes("qrVariable/get"))
      app.get(
        url,
        {
          config: fillerAccess,
          schema: {
            tags,
            summary:
              "Variables a QR code item (type 58) may embed as {name}: built-in ones and the form's own",
            querystring: z.object({ formId: idParam }),
            response: {
              200: envelopeOf(
                z.object({
                  builtin: z.array(z.string()),
                  custom: z.array(z.object({ name: z.string(), value: z.string() })),
                }),
              ),
            },
          },
        },
        async (req) =>
          ok(await qrVariables(deps.db, schoolOfCaller(req), req.query.formId, req.auth === null)),
      );
    for (const url of bothPrefixes("qrVariable/add"))
      app.post(
        url,
        {
          config: design,
          schema: {
            tags,
            summary: "Replace the form's own QR variables (name and fixed value)",
            body: z.object({
              formId: idParam,
              variables: jsonText(
                z
                  .array(z.object({ name: z.string().trim().min(1).max(40), value: z.string().max(500) }))
                  .max(100),
              ),
            }),
            response: { 200: envelopeOf(z.null()) },
          },
        },
        async (req) => ok(await saveQrVariables(deps.db, authOf(req), req.body)),
      );
  };
