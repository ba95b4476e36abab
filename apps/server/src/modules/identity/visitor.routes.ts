import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../platform/auth/access-guard.ts";
import { enterSchool } from "../../platform/db/tenant-context.ts";
import { schoolFetchFailed } from "../../platform/http/errors.ts";
import { findSchoolById } from "../school/index.ts";
import { userSchema } from "./auth.schemas.ts";
import type { IdentityDeps } from "./identity.deps.ts";
import { userOf } from "./login.service.ts";
import { issueVisitorToken, visitorUserOf } from "./visitor.service.ts";

const tags = ["Auth"];
const visitorUserSchema = z.object({
  id: z.number(),
  roleType: z.literal("visitor"),
  schoolId: z.number(),
  areaId: z.number().nullable(),
});

/** Visitor tokens for public pages, and the visitor route that tells a page who it is serving. */
export const visitorRoutes =
  (deps: IdentityDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/auth/visitor/token",
      {
        // Each token is a database row: a tight limit per address keeps a script from filling the table.
        config: { access: { kind: "public" }, rateLimit: { max: 20, timeWindow: 60_000 } },
        schema: {
          tags,
          summary: "A visitor token (2 hours) for a school's public pages",
          body: z.object({ schoolId: z.coerce.number().int().positive() }),
          response: {
            200: envelopeOf(z.object({ token: z.string(), expiresIn: z.number(), user: visitorUserSchema })),
          },
        },
      },
      async (req) => {
        const school = await findSchoolById(deps.db, req.body.schoolId);
        if (!school) throw schoolFetchFailed();
        enterSchool(school.id, school.areaid);
        return ok(await issueVisitorToken(deps, school, req.ip));
      },
    );

    app.get(
      "/auth/visitor/userInfo",
      {
        config: { access: { kind: "visitor" } },
        schema: {
          tags,
          summary: "Who a visitor page serves: the visitor, or the signed-in user",
          response: { 200: envelopeOf(z.union([visitorUserSchema, userSchema])) },
        },
      },
      async (req) => {
        const caller = callerOf(req);
        return ok(caller.kind === "visitor" ? visitorUserOf(caller.visitor) : userOf(caller.auth));
      },
    );
  };
