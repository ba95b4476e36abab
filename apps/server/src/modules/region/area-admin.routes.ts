import { envelopeOf, ok, pageOf } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { addArea, editArea, listAreas } from "./area-admin.service.ts";
import { areaBody, areaItemSchema, areaPageQuery } from "./region.schemas.ts";

const tags = ["School administration"];
const platform = { access: { kind: "admin" as const, sites: ["platform" as const] } };
const answer = { 200: envelopeOf(z.object({ id: z.number() })) };

/** Areas (regional bureaus), for platform administrators: list with school counts, add, rename. */
export const areaAdminRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/area/page",
      {
        config: platform,
        schema: {
          tags,
          summary: "Areas a page at a time, with their school counts and own site",
          querystring: areaPageQuery,
          response: { 200: envelopeOf(pageOf(areaItemSchema)) },
        },
      },
      async (req) => ok(await listAreas(deps.db, req.query)),
    );

    app.post(
      "/v3/area/add",
      { config: platform, schema: { tags, summary: "Add an area", body: areaBody, response: answer } },
      async (req) => ok(await addArea(deps.db, req.body)),
    );

    app.post(
      "/v3/area/update",
      {
        config: platform,
        schema: {
          tags,
          summary: "Rename an area or change its code",
          body: areaBody.extend({ id: z.coerce.number().int().positive() }),
          response: answer,
        },
      },
      async (req) => ok(await editArea(deps.db, req.body)),
    );
  };
