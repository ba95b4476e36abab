import { envelopeOf, ok, pageOf, pageQuerySchema } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../auth/access-guard.ts";
import type { Db } from "../db/client.ts";
import { auditPage } from "./audit.service.ts";

const auditItemSchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string().describe("e.g. idCard.unmask"),
  actorType: z.number().describe("0 teacher, 1 student, 2 parent"),
  actorId: z.number(),
  actorName: z.string(),
  targetType: z.string().describe("student | teacher | parent"),
  targetId: z.number(),
  targetName: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

const auditQuery = pageQuerySchema.extend({
  action: z.string().max(40).optional(),
  targetType: z.enum(["student", "teacher", "parent"]).optional(),
  targetId: z.coerce.number().int().positive().optional(),
  from: z.iso.datetime({ offset: true }).optional().describe("from this instant (inclusive)"),
  to: z.iso.datetime({ offset: true }).optional().describe("before this instant"),
});

const viewer = { access: { kind: "user" as const, roles: ["tea" as const], code: "audit.view" as const } };

/** The school's audit log: who unmasked whose personal data, when and from where. Read-only. */
export const auditRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/audit/page",
      {
        config: viewer,
        schema: {
          tags: ["Audit"],
          summary: "The school's audit log, newest first, paged; searchable by who or whom",
          querystring: auditQuery,
          response: { 200: envelopeOf(pageOf(auditItemSchema)) },
        },
      },
      async (req) => ok(await auditPage(deps.db, authOf(req).schoolId, req.query)),
    );
  };
