import { envelopeOf, fileRefSchema, ok } from "@eos/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../platform/auth/access-guard.ts";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/client.ts";
import { uncompressed } from "../../platform/http/compression.ts";
import { archiveRoutes } from "./archive.routes.ts";
import type { FileReaders } from "./file-access.ts";
import { filesDepsOf } from "./files.deps.ts";
import { commitSpooled, spoolStream, tooLarge } from "./files.ingest.ts";
import { capFor, largestLimit, uploadKinds } from "./files.kinds.ts";
import { filesError } from "./files.messages.ts";
import { sendFile } from "./files.serve.ts";
import {
  fileOfLink,
  isExist,
  ossConfig,
  readableFile,
  scaleWidths,
  servedFile,
  signedLink,
  snapshot,
  toRef,
  uploadBase64,
  uploaderOf,
} from "./files.service.ts";

const tags = ["Files"];
/** Signed-in users of the school, and visitors (visitor forms take uploads too). */
const anyone = { access: { kind: "visitor" as const } };
/** Uploads per caller (a visitor session, or a user) and minute: enough for any form, not for a flood. */
const uploading = {
  ...anyone,
  rateLimit: {
    max: 120,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) =>
      req.visitor
        ? `oss:v${req.visitor.visitorId}`
        : req.auth
          ? `oss:u${req.auth.schoolId}:${req.auth.userType}:${req.auth.userId}`
          : req.ip,
  },
};
const id = z.coerce.number().int().positive();
const width = z.coerce
  .number()
  .int()
  .refine((w) => (scaleWidths as readonly number[]).includes(w), `one of ${scaleWidths.join(", ")}`);
const kind = z.enum(uploadKinds);
const uploaded = fileRefSchema.extend({ kind: z.string(), sha256: z.string() });

const fieldOf = (value: unknown): string | undefined =>
  value && typeof value === "object" && "value" in value
    ? String((value as { value: unknown }).value)
    : undefined;

/** SPEC 7 object storage: upload, read back (scaled for display), duplicates, links, archives. */
export const filesRoutes =
  (base: { db: Db; config: Config; now: () => Date; fileReaders?: FileReaders }): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = filesDepsOf(base);
    const largest = largestLimit(deps.limits);
    const describe = (row: Parameters<typeof toRef>[0]) => ({
      ...toRef(row),
      kind: row.kind,
      sha256: row.sha256,
    });

    app.get(
      "/oss/config",
      {
        config: anyone,
        schema: {
          tags,
          summary: "Storage backend, upload caps per kind (bytes) and image display widths",
          response: {
            200: envelopeOf(
              z.object({
                backend: z.enum(["local", "s3"]),
                limits: z.object({
                  image: z.number(),
                  audio: z.number(),
                  video: z.number(),
                  attachment: z.number(),
                }),
                imageWidth: z.number(),
                scaleWidths: z.array(z.number()),
              }),
            ),
          },
        },
      },
      async () => ok(ossConfig(deps)),
    );

    app.post(
      "/oss/upload",
      {
        config: uploading,
        schema: {
          tags,
          summary:
            "Upload one file (multipart field `file`); `kind` (query or an earlier field) names what the item takes",
          querystring: z.object({ kind: kind.optional() }),
          response: { 200: envelopeOf(uploaded) },
        },
      },
      async (req) => {
        const caller = callerOf(req);
        const fromQuery = req.query.kind;
        const part = await req.file({
          limits: { fileSize: fromQuery ? capFor(deps.limits, fromQuery) : largest, files: 1 },
        });
        if (!part) throw filesError(400, "missing");
        const parsed = kind.safeParse(fieldOf(part.fields.kind));
        const expected = fromQuery ?? (parsed.success ? parsed.data : undefined);
        const cap = expected ? capFor(deps.limits, expected) : largest;
        const spooled = await spoolStream(deps, part.file, cap, expected ?? "attachment");
        if (part.file.truncated) throw tooLarge(expected ?? "attachment", cap);
        const row = await commitSpooled(deps, uploaderOf(caller), spooled, { name: part.filename, expected });
        return ok(describe(row));
      },
    );

    app.post(
      "/oss/uploadBase64",
      {
        config: uploading,
        bodyLimit: Math.ceil((deps.limits.image * 4) / 3) + 1024 * 1024,
        schema: {
          tags,
          summary: "Upload a file sent as base64 (or a data: URL); same checks as a multipart upload",
          body: z.object({
            name: z.string().min(1).max(255),
            data: z.string().min(1),
            kind: kind.optional(),
          }),
          response: { 200: envelopeOf(uploaded) },
        },
      },
      async (req) => ok(describe(await uploadBase64(deps, callerOf(req), req.body))),
    );

    app.get(
      "/oss/isExist",
      {
        config: anyone,
        schema: {
          tags,
          summary: "Whether a file with this SHA-256 was uploaded already (visitors: by themselves)",
          querystring: z.object({ sha256: z.string().regex(/^[0-9a-fA-F]{64}$/) }),
          response: { 200: envelopeOf(z.object({ exists: z.boolean(), file: fileRefSchema.nullable() })) },
        },
      },
      async (req) => ok(await isExist(deps, callerOf(req), req.query.sha256)),
    );

    app.get(
      "/oss/file/:id",
      {
        config: anyone,
        // Stored bytes as they are: a Range request must address them, and most are compressed already.
        ...uncompressed,
        schema: {
          tags,
          summary:
            "A file's bytes (Range supported); `w` gives an image scaled to that width; `download=1` forces a download",
          params: z.object({ id }),
          querystring: z.object({ w: width.optional(), download: z.enum(["0", "1"]).optional() }),
        },
      },
      async (req, reply) => {
        const row = await readableFile(deps, callerOf(req), req.params.id);
        return sendFile(
          req,
          reply,
          await servedFile(deps, row, req.query.w),
          row.name,
          req.query.download === "1",
        );
      },
    );

    app.get(
      "/oss/get",
      {
        config: anyone,
        schema: {
          tags,
          summary: "A link to a file valid for an hour without a token, for <img>, <audio> and <video>",
          querystring: z.object({ id, w: width.optional() }),
          response: { 200: envelopeOf(z.object({ url: z.string(), expiresAt: z.number() })) },
        },
      },
      async (req) => ok(await signedLink(deps, callerOf(req), req.query.id, req.query.w)),
    );

    app.get(
      "/oss/link/:id",
      {
        config: { access: { kind: "public" as const } },
        ...uncompressed,
        schema: {
          tags,
          summary: "A file through a link from oss/get (the signature is the permission)",
          params: z.object({ id }),
          querystring: z.object({
            school: id,
            w: width.optional(),
            exp: z.coerce.number().int(),
            sig: z.string().max(100),
          }),
        },
      },
      async (req, reply) => {
        const row = await fileOfLink(deps, req.params.id, req.query);
        return sendFile(req, reply, await servedFile(deps, row, req.query.w), row.name);
      },
    );

    app.get(
      "/oss/snapshot",
      {
        config: anyone,
        schema: {
          tags,
          summary: "A preview image: for images the display-size copy; none for other files",
          querystring: z.object({ id }),
          response: { 200: envelopeOf(z.object({ id: z.number(), url: z.string() })) },
        },
      },
      async (req) => ok(await snapshot(deps, callerOf(req), req.query.id)),
    );

    await app.register(archiveRoutes(deps));
  };
