import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { type RolesDeps, userPermissions } from "./permissions.service.ts";
import { addRole, assignRoles, changeRole, removeRole, roleList } from "./roles.service.ts";

const id = z.coerce.number().int().positive();
const roleManagers = {
  access: { kind: "user" as const, roles: ["tea" as const], code: "roles.manage" as const },
};
const signedIn = { access: { kind: "user" as const } };

const roleItem = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.string(),
  codes: z.array(z.string()),
  teacherIds: z.array(z.number()),
  teachers: z.array(z.object({ id: z.number(), name: z.string() })),
});
const roleBody = z.object({
  name: z.string().trim().min(1).max(30),
  codes: z.array(z.string().max(40)).max(100).describe("permission codes from the catalogue"),
});
const done = { 200: envelopeOf(z.null()) };

/** Custom teacher roles (/v3/teaRole) and the caller's permissions (/center). */
export const rolesRoutes =
  (deps: RolesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["Roles"];
    app.get(
      "/v3/teaRole/list",
      {
        config: roleManagers,
        schema: {
          tags,
          summary: "The school's teacher roles",
          response: { 200: envelopeOf(z.array(roleItem)) },
        },
      },
      async (req) => ok(await roleList(deps, authOf(req))),
    );
    app.post(
      "/v3/teaRole/add",
      {
        config: roleManagers,
        schema: {
          tags,
          summary: "Create a teacher role; only codes the caller holds",
          body: roleBody,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await addRole(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/teaRole/update",
      {
        config: roleManagers,
        schema: {
          tags,
          summary: "Rename a role or change its codes",
          body: roleBody.extend({ id }),
          response: done,
        },
      },
      async (req) => {
        await changeRole(deps, authOf(req), req.body);
        return ok(null);
      },
    );
    app.post(
      "/v3/teaRole/remove",
      {
        config: roleManagers,
        schema: {
          tags,
          summary: "Delete a role and its assignments",
          body: z.object({ id }),
          response: done,
        },
      },
      async (req) => {
        await removeRole(deps, authOf(req), req.body.id);
        return ok(null);
      },
    );
    app.post(
      "/v3/teaRole/assign",
      {
        config: roleManagers,
        schema: {
          tags,
          summary: "Set a teacher's roles",
          body: z.object({ teacherId: id, roleIds: z.array(id).max(50) }),
          response: done,
        },
      },
      async (req) => {
        await assignRoles(deps, authOf(req), req.body);
        return ok(null);
      },
    );
    app.get(
      "/center/api/isAdmin",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "Whether the caller administers the school",
          response: { 200: envelopeOf(z.boolean()) },
        },
      },
      async (req) => {
        const auth = authOf(req);
        return ok(auth.isAdmin && auth.userType === 0);
      },
    );
    app.post(
      "/center/permissions/getUserInfo",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "The caller's roles and button permission codes",
          response: {
            200: envelopeOf(
              z.object({
                isAdmin: z.boolean(),
                roles: z.array(z.object({ id: z.number().nullable(), key: z.string(), name: z.string() })),
                codes: z.array(z.string()),
              }),
            ),
          },
        },
      },
      async (req) => ok(await userPermissions(deps, authOf(req))),
    );
  };
