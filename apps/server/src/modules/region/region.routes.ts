import { envelopeOf, ok, pageOf, pageQuerySchema } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import { listAreaSchools } from "./region-schools.service.ts";

const schoolItem = z.object({
  id: z.number(),
  name: z.string(),
  domain: z.string(),
  loginType: z.number(),
  teacherCount: z.number(),
  studentCount: z.number(),
});

/** Area-level views for area administrators (SPEC 7 /region/...). */
export const regionRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/region/commom/schoolList",
      {
        config: { access: { kind: "admin" } },
        schema: {
          tags: ["Region"],
          summary: "The schools of the area, paged and searchable (area administrators on the area's site)",
          querystring: pageQuerySchema.pick({ page: true, size: true, keyword: true }),
          response: { 200: envelopeOf(pageOf(schoolItem)) },
        },
      },
      async (req) => ok(await listAreaSchools(deps.db, authOf(req), req.query)),
    );
  };
