import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import { currentTerm, makeCurrent, saveTerm, saveYear, schoolYears } from "./term.service.ts";

const tags = ["Terms"];
const signedIn = { access: { kind: "user" as const } };
/** Administrators, and teachers whose role grants the code. */
const admin = { access: { kind: "user" as const, roles: ["tea" as const], code: "terms.edit" as const } };
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");
const id = z.coerce.number().int().positive();

const termSchema = z.object({
  id: z.number(),
  schoolYearId: z.number(),
  name: z.string(),
  stime: z.string(),
  etime: z.string(),
  isNow: z.enum(["Y", "N"]),
});
const yearSchema = z.object({
  id: z.number(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  terms: z.array(termSchema),
});

/** School years and terms: list, create and edit, and which term is current. */
export const termRoutes =
  (deps: { db: Db; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/schoolYear/list",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "School years with their terms",
          response: { 200: envelopeOf(z.array(yearSchema)) },
        },
      },
      async (req) => ok(await schoolYears(deps.db, authOf(req))),
    );
    app.get(
      "/v3/term/current",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "The current term, and whether today (in the school's time zone) lies outside it",
          response: {
            200: envelopeOf(
              z.object({ term: termSchema.nullable(), today: z.string(), mismatch: z.boolean() }),
            ),
          },
        },
      },
      async (req) => ok(await currentTerm(deps.db, authOf(req), deps.now())),
    );
    app.post(
      "/v3/schoolYear/save",
      {
        config: admin,
        schema: {
          tags,
          summary: "Add or edit a school year",
          body: z.object({
            id: id.optional(),
            name: z.string().trim().min(1).max(40),
            startDate: day,
            endDate: day,
          }),
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await saveYear(deps.db, authOf(req), req.body)),
    );
    app.post(
      "/v3/term/save",
      {
        config: admin,
        schema: {
          tags,
          summary: "Add or edit a term within its school year",
          body: z.object({
            id: id.optional(),
            schoolYearId: id,
            name: z.string().trim().min(1).max(40),
            stime: day,
            etime: day,
          }),
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await saveTerm(deps.db, authOf(req), req.body)),
    );
    app.post(
      "/v3/term/setCurrent",
      {
        config: admin,
        schema: {
          tags,
          summary: "Make a term the current one",
          body: z.object({ id }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await makeCurrent(deps.db, authOf(req), req.body.id);
        return ok(null);
      },
    );
  };
