import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../auth/access-guard.ts";
import { notFound } from "../http/errors.ts";
import type { Jobs } from "./jobs.ts";

export const jobViewSchema = z.object({
  id: z.number(),
  kind: z.string(),
  state: z.enum(["queued", "running", "done", "failed", "cancelled"]),
  percent: z.number(),
  done: z.number(),
  total: z.number(),
  result: z.unknown(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});

const signedIn = { access: { kind: "user" as const } };
const tags = ["Jobs"];

/** Following background work (imports, exports, rule runs): a job's state, progress and result. */
export const jobRoutes =
  (deps: { jobs: Jobs }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/job/get",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "One background job of the caller's school: state, progress and result",
          querystring: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: envelopeOf(jobViewSchema) },
        },
      },
      async (req) => {
        const view = await deps.jobs.get(authOf(req).schoolId, req.query.id);
        if (!view) throw notFound();
        return ok(view);
      },
    );
    app.get(
      "/v3/job/page",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "The school's background jobs, newest first, optionally of one kind",
          querystring: z.object({
            kind: z.string().trim().min(1).max(100).optional(),
            page: z.coerce.number().int().min(1).default(1),
            size: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response: { 200: envelopeOf(z.object({ list: z.array(jobViewSchema), total: z.number() })) },
        },
      },
      async (req) => {
        const { kind, page, size } = req.query;
        return ok(await deps.jobs.list(authOf(req).schoolId, { kind, page, size }));
      },
    );
  };
