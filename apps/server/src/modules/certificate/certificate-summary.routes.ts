import {
  areaCertificateSummarySchema,
  certificateSummaryQuerySchema,
  certificateSummarySchema,
  envelopeOf,
  ok,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { CertificateDeps } from "./certificate.access.ts";
import { areaCertificateSummary, certificateSummary } from "./certificate-summary.service.ts";

const tags = ["Summary"];

/** SPEC 7 '/v3/summary ... certificate': certificate counts for teachers and staff, and across an area. */
export const certificateSummaryRoutes =
  (deps: CertificateDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/summary/certificate",
      {
        config: { access: { kind: "user" as const, roles: ["tea" as const] } },
        schema: {
          tags,
          summary:
            "Certificates awarded in a term by certificate, class and grade (a class teacher's classes)",
          querystring: certificateSummaryQuerySchema,
          response: { 200: envelopeOf(certificateSummarySchema) },
        },
      },
      async (req) => ok(await certificateSummary(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/summary/area/certificate",
      {
        config: { access: { kind: "admin" as const } },
        schema: {
          tags,
          summary: "Each school of the area in its current term: certificates, awards and holders",
          response: { 200: envelopeOf(areaCertificateSummarySchema) },
        },
      },
      async (req) => ok(await areaCertificateSummary(deps, authOf(req))),
    );
  };
