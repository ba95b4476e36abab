import type { FastifyReply, FastifyRequest } from "fastify";
import { badRequest } from "../../platform/http/errors.ts";
import { contentDisposition, servedInline } from "./files.kinds.ts";
import type { Served } from "./files.service.ts";

/** Even a file shown inline may run nothing, load nothing and frame nothing. */
const FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

type Range = { start: number; end: number };

/** One `bytes=` range (multi-range requests get the whole file); null when it cannot be satisfied. */
export const parseRange = (header: string | undefined, size: number): Range | null | undefined => {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m) return undefined;
  const [, a = "", b = ""] = m;
  if (a === "" && b === "") return null;
  if (a === "") {
    const n = Math.min(Number(b), size);
    return n > 0 ? { start: size - n, end: size - 1 } : null;
  }
  const start = Number(a);
  const end = b === "" ? size - 1 : Math.min(Number(b), size - 1);
  return start <= end && start < size ? { start, end } : null;
};

/** Sends stored bytes with the type found by sniffing and headers that keep browsers from running them. */
export const sendFile = async (
  req: FastifyRequest,
  reply: FastifyReply,
  file: Served,
  name: string,
  download = false,
) => {
  const inline = !download && servedInline(file.mime);
  const range = parseRange(req.headers.range, file.size);
  if (range === null) {
    reply.header("content-range", `bytes */${file.size}`);
    throw badRequest("range not satisfiable", 416);
  }
  reply
    .header("content-type", file.mime.startsWith("text/") ? `${file.mime}; charset=utf-8` : file.mime)
    .header("content-disposition", contentDisposition(inline ? "inline" : "attachment", name))
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", FILE_CSP)
    .header("cache-control", "private, max-age=86400")
    .header("accept-ranges", "bytes");
  if (range) {
    reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${file.size}`)
      .header("content-length", range.end - range.start + 1);
    return reply.send(await file.stream(range));
  }
  reply.header("content-length", file.size);
  return reply.send(await file.stream());
};
