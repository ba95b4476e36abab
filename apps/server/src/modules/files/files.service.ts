import { createHmac, timingSafeEqual } from "node:crypto";
import type { Readable } from "node:stream";
import type { FileRef } from "@eos/contracts";
import sharp from "sharp";
import type { Db, Tx } from "../../platform/db/client.ts";
import { enterSchool } from "../../platform/db/tenant-context.ts";
import { MAX_IMAGE_PIXELS } from "../../platform/files/image-check.ts";
import { badRequest, notFound } from "../../platform/http/errors.ts";
import { type FileAccess, type FileCaller, readableIds, referableIds } from "./file-access.ts";
import { commitSpooled, type FilesDeps, spoolBuffer, tooLarge, type Uploader } from "./files.ingest.ts";
import { capFor, limitsOf, scalableImages, type UploadKind } from "./files.kinds.ts";
import { filesError } from "./files.messages.ts";
import { addVariant, type FileRow, findBySha, findFile, findFiles } from "./files.store.ts";

export type Caller = FileCaller;

/** Widths a client may ask for: SPEC 9's 800 for display, and two thumbnail sizes. */
export const scaleWidths = [200, 400, 800] as const;

export const uploaderOf = (caller: Caller): Uploader =>
  caller.kind === "user"
    ? {
        schoolId: caller.auth.schoolId,
        userId: caller.auth.userId,
        userType: caller.auth.userType,
        visitorId: null,
      }
    : {
        schoolId: caller.visitor.schoolId,
        userId: null,
        userType: null,
        visitorId: caller.visitor.visitorId,
      };

const schoolOf = (caller: Caller) =>
  caller.kind === "user" ? caller.auth.schoolId : caller.visitor.schoolId;

export const fileUrl = (id: number) => `/api/oss/file/${id}`;
export const toRef = (row: FileRow): FileRef => ({
  id: row.id,
  name: row.name,
  url: fileUrl(row.id),
  size: row.size,
  mime: row.mime,
});

/**
 * A file this caller may read (file-access.ts: through a record that holds it, or as the uploader of a file
 * no record holds; a visitor only their own uploads). Else, as for an unknown id: no such file.
 */
export const readableFile = async (deps: FilesDeps, caller: Caller, id: number): Promise<FileRow> => {
  const row = await findFile(deps.db, schoolOf(caller), id);
  if (!row || !(await readableIds(deps.db, caller, [row], { readers: deps.readers })).has(id))
    throw notFound();
  return row;
};

/**
 * For records that name files (form values, certificates, stamps, covers, logos): of these file ids, the ones
 * this caller may put in them (their own uploads and files they may read), as references.
 */
export const referableFiles = async (
  db: Db | Tx,
  caller: Caller,
  ids: number[],
  access: FileAccess = {},
): Promise<FileRef[]> => {
  const rows = await findFiles(db as Db, schoolOf(caller), ids);
  const allowed = await referableIds(db, caller, rows, access);
  return rows.filter((r) => allowed.has(r.id)).map(toRef);
};

export const ossConfig = (deps: FilesDeps) => ({
  backend: deps.storage.kind,
  limits: limitsOf(deps.limits),
  imageWidth: 800,
  scaleWidths: [...scaleWidths],
});

const DATA_URL = /^data:[^;,]*(;[^,]*)?,/;

/** A base64 upload (canvas signatures, pasted images): the same checks as a multipart one. */
export const uploadBase64 = async (
  deps: FilesDeps,
  caller: Caller,
  input: { name: string; data: string; kind?: UploadKind },
): Promise<FileRow> => {
  const payload = input.data.replace(DATA_URL, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(payload)) throw badRequest("data is not base64");
  const bytes = Buffer.from(payload, "base64");
  if (bytes.length === 0) throw filesError(400, "missing");
  const cap = capFor(deps.limits, input.kind ?? "attachment");
  if (bytes.length > cap) throw tooLarge(input.kind ?? "attachment", cap);
  const spooled = await spoolBuffer(deps, bytes);
  return commitSpooled(deps, uploaderOf(caller), spooled, { name: input.name, expected: input.kind });
};

/** Whether these bytes were uploaded before, among the files this caller could put into a record. */
export const isExist = async (deps: FilesDeps, caller: Caller, sha256: string) => {
  const rows = await findBySha(deps.db, schoolOf(caller), sha256.toLowerCase());
  const allowed = await referableIds(deps.db, caller, rows, { readers: deps.readers });
  const first = rows.find((r) => allowed.has(r.id));
  return { exists: first !== undefined, file: first ? toRef(first) : null };
};

export type Served = {
  stream: (range?: { start: number; end: number }) => Promise<Readable>;
  size: number;
  mime: string;
};

const original = (deps: FilesDeps, row: FileRow): Served => ({
  size: row.size,
  mime: row.mime,
  stream: (range) => deps.storage.get(row.storageKey, range),
});

const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

/**
 * An image at most `width` pixels wide (SPEC 9: 800 for display). Scaled once, then kept in storage beside
 * the original and named in the file's meta. Images already narrow enough, and other files, come as they are.
 */
export const scaledImage = async (deps: FilesDeps, row: FileRow, width: number): Promise<Served> => {
  if (!scalableImages.has(row.mime) || (row.meta.width !== undefined && row.meta.width <= width)) {
    return original(deps, row);
  }
  const known = row.meta.variants?.[String(width)];
  if (known) return { size: known.size, mime: known.mime, stream: (r) => deps.storage.get(known.key, r) };
  const input = await readAll(await deps.storage.get(row.storageKey));
  const format = row.mime === "image/jpeg" ? "jpeg" : row.mime === "image/png" ? "png" : "webp";
  const scaled = await sharp(input, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toFormat(format)
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);
  // An image sharp cannot read (or one of absurd dimensions) is served as it is.
  if (!scaled) return original(deps, row);
  const { data, info } = scaled;
  const variant = {
    key: `${row.storageKey}.w${width}`,
    size: data.length,
    mime: `image/${format}`,
    width: info.width,
    height: info.height,
  };
  await deps.storage.put(variant.key, data);
  await addVariant(deps.db, row.schoolId, row.id, width, variant);
  return { size: data.length, mime: variant.mime, stream: (r) => deps.storage.get(variant.key, r) };
};

export const servedFile = (deps: FilesDeps, row: FileRow, width: number | undefined) =>
  width ? scaledImage(deps, row, width) : Promise.resolve(original(deps, row));

/** SPEC 7 snapshot: for an image, the link to its display-size copy; video frames need ffmpeg, not shipped. */
export const snapshot = async (deps: FilesDeps, caller: Caller, id: number) => {
  const row = await readableFile(deps, caller, id);
  if (row.kind !== "image") throw filesError(404, "snapshotUnavailable");
  await scaledImage(deps, row, 800);
  return { id: row.id, url: `${fileUrl(row.id)}?w=800` };
};

const LINK_SECONDS = 3600;
const signatureOf = (deps: FilesDeps, school: number, id: number, w: number, exp: number) =>
  createHmac("sha256", deps.linkKey).update(`oss-link:${school}:${id}:${w}:${exp}`).digest("base64url");

/**
 * SPEC 7 oss get: a link that works for an hour without the Authorization header, for <img>, <video> and
 * <audio> elements, which cannot send one.
 */
export const signedLink = async (deps: FilesDeps, caller: Caller, id: number, width = 0) => {
  const row = await readableFile(deps, caller, id);
  const exp = Math.floor(deps.now().getTime() / 1000) + LINK_SECONDS;
  const sig = signatureOf(deps, row.schoolId, row.id, width, exp);
  const w = width ? `&w=${width}` : "";
  return { url: `/api/oss/link/${row.id}?school=${row.schoolId}${w}&exp=${exp}&sig=${sig}`, expiresAt: exp };
};

export const fileOfLink = async (
  deps: FilesDeps,
  id: number,
  q: { school: number; w?: number; exp: number; sig: string },
): Promise<FileRow> => {
  const expected = Buffer.from(signatureOf(deps, q.school, id, q.w ?? 0, q.exp));
  const given = Buffer.from(q.sig);
  const valid = expected.length === given.length && timingSafeEqual(expected, given);
  if (!valid || q.exp * 1000 < deps.now().getTime()) throw filesError(403, "linkExpired");
  // The signature names the school: the link reads that school's file and nothing else.
  enterSchool(q.school);
  const row = await findFile(deps.db, q.school, id);
  if (!row) throw notFound();
  return row;
};

/**
 * A file the server made for someone (an export sent to their messages): stored like an upload of theirs,
 * so it is read back through the same routes and rules.
 */
export const storeGenerated = async (
  deps: FilesDeps,
  who: { schoolId: number; userId: number; userType: number },
  name: string,
  data: Buffer,
): Promise<FileRef> => {
  const spooled = await spoolBuffer(deps, data);
  const row = await commitSpooled(
    deps,
    { schoolId: who.schoolId, userId: who.userId, userType: who.userType, visitorId: null },
    spooled,
    { name, expected: "attachment" },
  );
  return toRef(row);
};

/**
 * A signed link to one of the server's own files, for a reader the caller has already checked (a person's
 * finished export): it works until `exp` (seconds), which the caller keeps within the file's own life.
 */
export const linkUntil = (deps: FilesDeps, row: Pick<FileRow, "schoolId" | "id">, exp: number) => {
  const sig = signatureOf(deps, row.schoolId, row.id, 0, exp);
  return `/api/oss/link/${row.id}?school=${row.schoolId}&exp=${exp}&sig=${sig}`;
};
