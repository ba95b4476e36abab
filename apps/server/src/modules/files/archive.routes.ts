import { envelopeOf, fileRefSchema, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { createArchiveQueue, depress, depressState, directory } from "./archive.service.ts";
import type { FilesDeps } from "./files.ingest.ts";
import type { Caller } from "./files.service.ts";

const tags = ["Files"];
const signedIn = { access: { kind: "user" as const } };
const id = z.coerce.number().int().positive();
const counts = z.object({
  state: z.enum(["queued", "running", "done", "failed"]),
  total: z.number(),
  extracted: z.number(),
  bytes: z.number(),
  error: z.string().nullable(),
});

/** SPEC 7 depress, depressState, getDirectory: zip archives unpacked in the background. */
export const archiveRoutes =
  (deps: FilesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const queue = createArchiveQueue();
    app.addHook("onClose", async () => {
      await queue.drain();
    });
    const caller = (req: Parameters<typeof authOf>[0]): Caller => ({ kind: "user", auth: authOf(req) });

    app.post(
      "/oss/depress",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "Unpack an uploaded zip in the background (path, entry-count, size and ratio checks)",
          body: z.object({ id }),
          response: { 200: envelopeOf(counts.nullable()) },
        },
      },
      async (req) => {
        const state = await depress(deps, queue, caller(req), req.body.id);
        if (!state) return ok(null);
        const { entries: _entries, ...rest } = state;
        return ok(rest);
      },
    );

    app.get(
      "/oss/depressState",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "How the unpacking of an archive is going (null before depress)",
          querystring: z.object({ id }),
          response: { 200: envelopeOf(counts.nullable()) },
        },
      },
      async (req) => ok(await depressState(deps, caller(req), req.query.id)),
    );

    app.get(
      "/oss/getDirectory",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "The unpacked entries of an archive, each a file of its own",
          querystring: z.object({ id }),
          response: { 200: envelopeOf(z.array(z.object({ path: z.string(), file: fileRefSchema }))) },
        },
      },
      async (req) => ok(await directory(deps, caller(req), req.query.id)),
    );
  };
