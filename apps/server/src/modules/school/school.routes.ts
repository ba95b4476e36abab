import { byDomainQuerySchema, envelopeOf, ok, schoolInfoSchema } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  getBrandingByDomain,
  getSchoolByDomain,
  getSchoolForHost,
  type SchoolDeps,
} from "./school.service.ts";

const tags = ["Auth"];

/** Public school lookups that every sign-in page starts with. */
export const schoolRoutes =
  (deps: SchoolDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/auth/getschool/byDomain",
      {
        config: { access: { kind: "public" } },
        schema: {
          tags,
          summary: "The school (or area) a domain belongs to",
          querystring: byDomainQuerySchema,
          response: { 200: envelopeOf(schoolInfoSchema) },
        },
      },
      async (req) => ok(await getSchoolByDomain(deps, req.query.domain)),
    );

    app.get(
      "/auth/getschool/branding",
      {
        config: { access: { kind: "public" } },
        schema: {
          tags,
          summary: "What a sign-in page shows of the school beside its name: the logo's address, or null",
          querystring: byDomainQuerySchema,
          response: { 200: envelopeOf(z.object({ logo: z.string().nullable() })) },
        },
      },
      async (req) => ok(await getBrandingByDomain(deps, req.query.domain)),
    );

    app.get(
      "/auth/my/getschool",
      {
        config: { access: { kind: "public" } },
        schema: {
          tags,
          summary: "The school of the request's host, or of `domain`, else the default domain's school",
          querystring: z.object({ domain: z.string().max(253).optional() }),
          response: { 200: envelopeOf(schoolInfoSchema) },
        },
      },
      async (req) => ok(await getSchoolForHost(deps, req.hostname, req.query.domain || undefined)),
    );
  };
