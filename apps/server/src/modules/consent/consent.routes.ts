import {
  childConsentSchema,
  consentChangeInputSchema,
  consentEventSchema,
  consentPageQuerySchema,
  consentRowSchema,
  envelopeOf,
  ok,
  pageOf,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { idParam } from "../../platform/http/params.ts";
import {
  type ConsentDeps,
  childrenConsents,
  consentHistory,
  consentPage,
  decide,
} from "./consent.service.ts";

const tags = ["Guardian consent"];
const parents = { access: { kind: "user" as const, roles: ["p" as const] } };
const staffOrParents = { access: { kind: "user" as const, roles: ["tea" as const, "p" as const] } };
const viewers = { access: { kind: "user" as const, roles: ["tea" as const], code: "consent.view" as const } };

/**
 * /v3/consent: a guardian's consent to each kind of a child's sensitive data (health, location, face), given
 * and withdrawn on the parent's phone; the ledger of a student; the school's list for those who check it.
 */
export const consentRoutes =
  (deps: ConsentDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/consent/mine",
      {
        config: parents,
        schema: {
          tags,
          summary: "The signed-in guardian's children with the state of each kind of consent",
          response: { 200: envelopeOf(z.array(childConsentSchema)) },
        },
      },
      async (req) => ok(await childrenConsents(deps, authOf(req))),
    );
    app.post(
      "/v3/consent/give",
      {
        config: parents,
        schema: {
          tags,
          summary: "Give consent to a kind of one's own child's data (a second give writes nothing)",
          body: consentChangeInputSchema,
          response: { 200: envelopeOf(childConsentSchema) },
        },
      },
      async (req) => ok(await decide(deps, authOf(req), req.body, "give")),
    );
    app.post(
      "/v3/consent/withdraw",
      {
        config: parents,
        schema: {
          tags,
          summary: "Withdraw (or refuse) consent to a kind of one's own child's data",
          body: consentChangeInputSchema,
          response: { 200: envelopeOf(childConsentSchema) },
        },
      },
      async (req) => ok(await decide(deps, authOf(req), req.body, "withdraw")),
    );
    app.get(
      "/v3/consent/history",
      {
        config: staffOrParents,
        schema: {
          tags,
          summary:
            "A student's consent ledger, newest first (the child's guardians, the class leader, administrators, consent.view)",
          querystring: z.object({ studentId: idParam }),
          response: { 200: envelopeOf(z.array(consentEventSchema)) },
        },
      },
      async (req) => ok(await consentHistory(deps, authOf(req), req.query.studentId)),
    );
    app.get(
      "/v3/consent/page",
      {
        config: viewers,
        schema: {
          tags,
          summary: "The school's students with their state of one kind, searched, filtered and paged",
          querystring: consentPageQuerySchema,
          response: { 200: envelopeOf(pageOf(consentRowSchema)) },
        },
      },
      async (req) => ok(await consentPage(deps, authOf(req), req.query)),
    );
  };
