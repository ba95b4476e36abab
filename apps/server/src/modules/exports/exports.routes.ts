import { downloadsQuerySchema, envelopeOf, exportItemSchema, ok, pageOf } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { CodeResolver } from "../../platform/auth/access.ts";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import type { Exports } from "./exports.service.ts";

const signedIn = { access: { kind: "user" as const } };
const tags = ["Exports"];

/** SPEC 7 `/v3/stu/searchFileDownLoadList`: a person's background exports and their download links. */
export const exportsRoutes =
  (deps: { exports: Exports; jobs: Jobs; codesOf: CodeResolver }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/stu/searchFileDownLoadList",
      {
        config: signedIn,
        schema: {
          tags,
          summary:
            "The caller's background exports (administrators: the school's; staff also those of kinds they " +
            "manage, as /v3/job/page), newest first, optionally by name; finished ones carry a link valid " +
            "for an hour at most and never beyond the file's expiry",
          querystring: downloadsQuerySchema,
          response: { 200: envelopeOf(pageOf(exportItemSchema)) },
        },
      },
      async (req) => {
        const auth = authOf(req);
        const codes = auth.userType === 0 ? await deps.codesOf(auth) : new Set<string>();
        const reader = deps.jobs.readerOf(auth, codes);
        const { page, size, name } = req.query;
        const found = await deps.exports.list(auth.schoolId, reader, { page, size, name: name || undefined });
        return ok({ ...found, page, size });
      },
    );
  };
