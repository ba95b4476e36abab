import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { IdentityDeps } from "./identity.deps.ts";
import { listMyChildren, switchChild } from "./parent-children.service.ts";

const tags = ["Auth"];
const parentOnly = { access: { kind: "user" as const, roles: ["p" as const] } };

const childSchema = z.object({
  id: z.number(),
  name: z.string(),
  studentNo: z.string(),
  classId: z.number(),
  className: z.string(),
  relation: z.string(),
  current: z.boolean(),
});

/** A parent with several children switches between them without signing in again. */
export const parentChildrenRoutes =
  (deps: IdentityDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/auth/parent/children",
      {
        config: parentOnly,
        schema: {
          tags,
          summary: "The signed-in parent's children in this school; `current` marks the one being looked at",
          response: { 200: envelopeOf(z.array(childSchema)) },
        },
      },
      async (req) => ok(await listMyChildren(deps.db, authOf(req))),
    );

    app.post(
      "/auth/parent/switchChild",
      {
        config: parentOnly,
        schema: {
          tags,
          summary: "Look at another of one's children on this session (no new sign-in)",
          body: z.object({ studentId: z.coerce.number().int().positive() }),
          response: { 200: envelopeOf(childSchema) },
        },
      },
      async (req) => ok(await switchChild(deps.db, authOf(req), req.body.studentId)),
    );
  };
