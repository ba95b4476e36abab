import type { FastifyRequest } from "fastify";
import { badRequest } from "../../platform/http/errors.ts";
import { refuseNul } from "../../platform/http/nul-guard.ts";

const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** An import's multipart upload: the .xlsx (`file`, at most 20 MB) and the text fields sent with it. */
export const readImportUpload = async (req: FastifyRequest) => {
  const file = await req.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
  if (!file) throw badRequest("file is required");
  const data = await file.toBuffer();
  const field = (name: string) => (file.fields[name] as { value?: unknown } | undefined)?.value;
  // The name is stored with the import: multipart parts are not seen by the NUL guard of JSON and queries.
  refuseNul(file.filename, "file.filename");
  return { fileName: file.filename, data, field, dryRun: field("dryRun") === "true" };
};
