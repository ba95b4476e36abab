import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import { dutyList, removeDuty, saveDuty } from "./duty.service.ts";

const tags = ["Duties"];
const staff = { access: { kind: "user" as const, roles: ["tea" as const] } };
const orgEditors = { access: { kind: "user" as const, roles: ["tea" as const], code: "org.edit" as const } };
const id = z.coerce.number().int().positive();

const dutyItem = z.object({
  teacherId: z.number(),
  teacherName: z.string(),
  orgId: z.number(),
  orgName: z.string(),
  duty: z.enum(["leader", "subject"]),
  subject: z.string(),
});

const dutyBody = z.object({
  teacherId: id,
  orgId: id.describe("a class"),
  duty: z.enum(["leader", "subject"]).describe("class leader or subject teacher"),
  subject: z.string().trim().max(20).optional().describe("for a subject teacher"),
});

/** Class leaders and subject teachers (SPEC 6 duties); they decide which classes a teacher sees. */
export const dutyRoutes =
  (deps: {
    db: Db;
    onChange?: (schoolId: number, teacherId: number) => Promise<void>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/duty/list",
      {
        config: staff,
        schema: {
          tags,
          summary: "Class leaders and subject teachers, by teacher or class",
          querystring: z.object({ teacherId: id.optional(), orgId: id.optional() }),
          response: { 200: envelopeOf(z.array(dutyItem)) },
        },
      },
      async (req) => ok(await dutyList(deps.db, authOf(req), req.query)),
    );
    app.post(
      "/v3/duty/save",
      {
        config: orgEditors,
        schema: {
          tags,
          summary: "Name a class leader or add a subject teacher to a class",
          body: dutyBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        const auth = authOf(req);
        await saveDuty(deps.db, auth, req.body);
        await deps.onChange?.(auth.schoolId, req.body.teacherId);
        return ok(null);
      },
    );
    app.post(
      "/v3/duty/del",
      {
        config: orgEditors,
        schema: {
          tags,
          summary: "Remove a class leader or subject teacher from a class",
          body: dutyBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        const auth = authOf(req);
        await removeDuty(deps.db, auth, req.body);
        await deps.onChange?.(auth.schoolId, req.body.teacherId);
        return ok(null);
      },
    );
  };
