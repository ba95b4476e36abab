import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import { unmaskIdCard } from "./id-card.service.ts";
import type { IdCardKeys } from "./id-card.ts";

const unmasker = {
  access: { kind: "user" as const, roles: ["tea" as const], code: "people.unmask" as const },
};
const body = z.object({ id: z.coerce.number().int().positive() });
const result = envelopeOf(z.object({ idCard: z.string().nullable() }));
const description =
  "Requires the people.unmask permission. Each answer that reveals a number is written to the audit log " +
  "(who, whom, when, from which address). Lists and exports only ever carry the masked form.";

/** The audited way to read a full ID card number. */
export const idCardRoutes =
  (deps: { db: Db; keys: IdCardKeys }): FastifyPluginAsyncZod =>
  async (app) => {
    const holders = [
      { url: "/v3/stu/idCard/unmask", kind: "student", tag: "Students" },
      { url: "/v3/tea/idCard/unmask", kind: "teacher", tag: "Teachers" },
    ] as const;
    for (const h of holders) {
      app.post(
        h.url,
        {
          config: unmasker,
          schema: {
            tags: [h.tag],
            summary: `A ${h.kind}'s full ID card number (audited)`,
            description,
            body,
            response: { 200: result },
          },
        },
        async (req) => {
          const userAgent = req.headers["user-agent"];
          return ok(
            await unmaskIdCard(deps.db, deps.keys, authOf(req), h.kind, req.body.id, {
              ip: req.ip ?? null,
              userAgent: typeof userAgent === "string" ? userAgent : null,
            }),
          );
        },
      );
    }
  };
