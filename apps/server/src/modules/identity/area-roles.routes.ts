import { envelopeOf, ok, schoolInfoSchema } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { schoolFetchFailed } from "../../platform/http/errors.ts";
import { findSchoolById } from "../school/index.ts";
import {
  areaLoginByPhone,
  areaPassForSession,
  authenticateAreaPass,
  chooseAreaRole,
  endPass,
  rolesOf,
} from "./area-roles.service.ts";
import { phoneSchema } from "./auth.schemas.ts";
import type { IdentityDeps } from "./identity.deps.ts";

const tags = ["Area sign-in"];
/** These routes authenticate with X-Area-Token themselves (an area pass is neither a session nor a visitor). */
const areaPassAccess = { access: { kind: "public" as const }, rateLimit: { max: 300, timeWindow: 60_000 } };
const areaTokenHeader = z.looseObject({
  "x-area-token": z.string().max(200).optional().describe("the area pass: a.<areaId>.<random>"),
});

const roleSchema = z.object({
  schoolId: z.number(),
  schoolName: z.string(),
  schoolType: z.number().describe("1 is the area's own site (area administrators)"),
  accountId: z.number(),
  type: z.number().describe("0 teacher, 1 student, 2 parent"),
  roleType: z.enum(["tea", "stu", "p"]),
  name: z.string(),
  isAdmin: z.boolean(),
});
const areaTokenSchema = z.object({ areaToken: z.string() });

/** Area mode (school type 1): sign in on the area's site, then choose a school and role (/chooseRole). */
export const areaRoleRoutes =
  (deps: IdentityDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/auth/area/login/phone",
      {
        config: areaPassAccess,
        schema: {
          tags,
          summary:
            "Phone code on an area's site (code from /auth/phone/sendCode) → an area pass and its roles",
          body: z.object({
            phone: phoneSchema,
            code: z.string().regex(/^\d{6}$/, "six digits"),
            schoolId: z.coerce.number().int().positive().describe("the area's own site"),
          }),
          response: { 200: envelopeOf(areaTokenSchema.extend({ roles: z.array(roleSchema) })) },
        },
      },
      async (req) => {
        const site = await findSchoolById(deps.db, req.body.schoolId);
        if (!site) throw schoolFetchFailed();
        return ok(await areaLoginByPhone(deps, site, req.body));
      },
    );

    app.post(
      "/auth/area/pass",
      {
        config: { access: { kind: "user" } },
        schema: {
          tags,
          summary: "An area pass for someone signed in on an area's site (by password, for instance)",
          response: { 200: envelopeOf(areaTokenSchema) },
        },
      },
      async (req) => ok(await areaPassForSession(deps, authOf(req))),
    );

    app.get(
      "/auth/area/myRoles",
      {
        config: areaPassAccess,
        schema: {
          tags,
          summary: "The schools and roles this person holds in the area (X-Area-Token)",
          headers: areaTokenHeader,
          response: { 200: envelopeOf(z.array(roleSchema)) },
        },
      },
      async (req) => {
        const pass = await authenticateAreaPass(deps, req.headers["x-area-token"]);
        return ok(await rolesOf(deps, pass));
      },
    );

    app.post(
      "/auth/area/chooseRole",
      {
        config: areaPassAccess,
        schema: {
          tags,
          summary:
            "An authorization code (for /auth/login/getToken) for one of the pass's roles (X-Area-Token)",
          headers: areaTokenHeader,
          body: z.object({
            targetSchoolId: z.coerce.number().int().positive(),
            accountId: z.coerce.number().int().positive(),
          }),
          response: {
            200: envelopeOf(z.object({ authorizationCode: z.string(), school: schoolInfoSchema })),
          },
        },
      },
      async (req) => {
        const pass = await authenticateAreaPass(deps, req.headers["x-area-token"]);
        return ok(await chooseAreaRole(deps, pass, req.body));
      },
    );

    app.post(
      "/auth/area/logout",
      {
        config: areaPassAccess,
        schema: {
          tags,
          summary: "End the area pass (X-Area-Token)",
          headers: areaTokenHeader,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await endPass(deps, await authenticateAreaPass(deps, req.headers["x-area-token"]));
        return ok(null);
      },
    );
  };
