import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CodeResolver } from "../auth/access.ts";
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

/**
 * Following background work (imports, exports, rule runs): a job's state, progress and result, shown to who
 * started it, to staff whose permission codes manage its kind, and to the school's administrators.
 */
export const jobRoutes =
  (deps: { jobs: Jobs; codesOf: CodeResolver }): FastifyPluginAsyncZod =>
  async (app) => {
    const readerOf = async (req: FastifyRequest) => {
      const auth = authOf(req);
      return deps.jobs.readerOf(auth, auth.userType === 0 ? await deps.codesOf(auth) : new Set());
    };
    app.get(
      "/v3/job/get",
      {
        config: signedIn,
        schema: {
          tags,
          summary:
            "One background job the caller started or manages (404 otherwise): state, progress, result",
          querystring: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: envelopeOf(jobViewSchema) },
        },
      },
      async (req) => {
        const view = await deps.jobs.get(authOf(req).schoolId, req.query.id, await readerOf(req));
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
          summary:
            "The background jobs the caller started or manages (administrators: all the school's), newest " +
            "first, optionally of one kind",
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
        const reader = await readerOf(req);
        return ok(await deps.jobs.list(authOf(req).schoolId, { kind, page, size, reader }));
      },
    );
  };
