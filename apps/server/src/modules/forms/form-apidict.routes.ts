import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { API_DICT_DEFAULTS, queryApiDict } from "./form-apidict.service.ts";
import { bothPrefixes, fillerAccess, jsonText, formTags as tags } from "./form-routes.shared.ts";

/** Per filler (visitor token or person): the server must not become a fast proxy for anyone. */
const limit = {
  max: 60,
  timeWindow: 60_000,
  keyGenerator: (req: FastifyRequest) =>
    req.visitor
      ? `ad:v${req.visitor.visitorId}`
      : req.auth
        ? `ad:u${req.auth.schoolId}:${req.auth.userId}`
        : req.ip,
};

/** queryApiDict (SPEC 7 'Forms'): options of an item with apiUrlInfos, fetched from an allow-listed host. */
export const formApiDictRoutes =
  (deps: { apiDictHosts?: readonly string[] }): FastifyPluginAsyncZod =>
  async (app) => {
    const limits = { ...API_DICT_DEFAULTS, hosts: deps.apiDictHosts ?? [] };
    for (const url of bothPrefixes("wx/queryApiDict"))
      app.post(
        url,
        {
          config: { ...fillerAccess, rateLimit: limit },
          schema: {
            tags,
            summary:
              "Options from an item's apiUrlInfos: GET url with paramJson as query parameters, only to API_DICT_HOSTS",
            body: z.object({
              url: z.string().trim().min(1).max(2000),
              paramJson: z
                .union([z.string().max(4000), jsonText(z.record(z.string(), z.unknown()))])
                .optional(),
            }),
            response: { 200: envelopeOf(z.array(z.object({ id: z.string(), name: z.string() }))) },
          },
        },
        async (req) => ok(await queryApiDict(limits, req.body)),
      );
  };
