import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { idParam } from "../../platform/http/params.ts";
import { bothPrefixes, fillerAccess, schoolOfCaller, formTags as tags } from "./form-routes.shared.ts";
import { formTermCascade, formTerms, formYears } from "./form-term.service.ts";

const termOut = z.object({
  id: z.number(),
  schoolYearId: z.number(),
  name: z.string(),
  stime: z.string(),
  etime: z.string(),
  isNow: z.enum(["Y", "N"]),
});
const yearOut = z.object({
  id: z.number(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isNow: z.enum(["Y", "N"]),
});
/** A cascade node as pickers read it: value and label, the year's terms as children. */
const cascadeOut = z.object({
  value: z.string(),
  label: z.string(),
  isNow: z.enum(["Y", "N"]),
  children: z.array(z.object({ value: z.string(), label: z.string(), isNow: z.enum(["Y", "N"]) })),
});

/**
 * The school's years and terms for term (56) and year (57) items. Fillers, visitors of a public form
 * included, read them here: the school's own term routes are for signed-in people only.
 */
export const formTermRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    for (const url of bothPrefixes("school/yearList"))
      app.get(
        url,
        {
          config: fillerAccess,
          schema: {
            tags,
            summary: "The school's years, oldest first; isNow marks the year of the current term",
            response: { 200: envelopeOf(z.array(yearOut)) },
          },
        },
        async (req) => ok(await formYears(deps.db, schoolOfCaller(req))),
      );
    for (const url of bothPrefixes("school/termList"))
      app.get(
        url,
        {
          config: fillerAccess,
          schema: {
            tags,
            summary: "The school's terms, oldest first, or those of one year (yearId)",
            querystring: z.object({ yearId: idParam.optional() }),
            response: { 200: envelopeOf(z.array(termOut)) },
          },
        },
        async (req) => ok(await formTerms(deps.db, schoolOfCaller(req), req.query.yearId)),
      );
    for (const url of bothPrefixes("school/yearTermCascade"))
      app.get(
        url,
        {
          config: fillerAccess,
          schema: {
            tags,
            summary: "Years with their terms as a cascade (value, label, children)",
            response: { 200: envelopeOf(z.array(cascadeOut)) },
          },
        },
        async (req) => ok(await formTermCascade(deps.db, schoolOfCaller(req))),
      );
  };
