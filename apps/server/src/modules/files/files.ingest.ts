import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileTypeFromFile } from "file-type";
import sharp, { type Metadata } from "sharp";
import type { UploadLimits } from "../../platform/config.ts";
import type { Db } from "../../platform/db/client.ts";
import { decodesFully, MAX_IMAGE_PIXELS } from "../../platform/files/image-check.ts";
import type { ObjectStorage } from "../../platform/files/storage.ts";
import { newStorageKey } from "../../platform/files/storage.ts";
import type { FileReaders } from "./file-access.ts";
import {
  type ContentKind,
  capFor,
  contentKindOf,
  fits,
  formatBytes,
  sanitizeName,
  scalableImages,
  type UploadKind,
} from "./files.kinds.ts";
import { filesError } from "./files.messages.ts";
import { type FileMeta, type FileRow, insertFile } from "./files.store.ts";

export type FilesDeps = {
  db: Db;
  storage: ObjectStorage;
  limits: UploadLimits;
  /** Where uploads are spooled before they are checked and stored. */
  tmpDir: string;
  now: () => Date;
  /** Signs time-limited file links. */
  linkKey: Buffer;
  /** The rules of the modules whose records hold files: who may read a file follows them. */
  readers?: FileReaders;
};

/** Who uploads: a signed-in user of the school (ids are per user type), or a visitor session. */
export type Uploader = {
  schoolId: number;
  userId: number | null;
  userType: number | null;
  visitorId: number | null;
};

/** Bytes written to a temporary file, with their length and hash. */
export type Spooled = { path: string; size: number; sha256: string };

export const tooLarge = (kind: string, limit: number) =>
  filesError(413, "tooLarge", { kind, limit: formatBytes(limit) }, -1);

const tmpPath = async (deps: FilesDeps) => {
  await mkdir(deps.tmpDir, { recursive: true });
  return join(deps.tmpDir, `up-${randomBytes(12).toString("hex")}`);
};

/** Streams to a temporary file, hashing and counting; more than `cap` bytes is refused. */
export const spoolStream = async (deps: FilesDeps, source: Readable, cap: number, kind: string) => {
  const path = await tmpPath(deps);
  const hash = createHash("sha256");
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > cap) return done(tooLarge(kind, cap));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, createWriteStream(path, { flags: "wx" }));
  } catch (e) {
    await rm(path, { force: true });
    throw e;
  }
  return { path, size, sha256: hash.digest("hex") } satisfies Spooled;
};

export const spoolBuffer = async (deps: FilesDeps, data: Buffer): Promise<Spooled> => {
  const path = await tmpPath(deps);
  await writeFile(path, data, { flag: "wx" });
  return { path, size: data.length, sha256: createHash("sha256").update(data).digest("hex") };
};

const looksLikeText = async (path: string): Promise<boolean> => {
  const handle = await open(path, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    const head = buffer.subarray(0, bytesRead);
    return bytesRead > 0 && !head.includes(0);
  } catch {
    return false;
  } finally {
    await handle.close();
  }
};

/** The type from the bytes alone; what the client said is never asked. */
export const sniff = async (path: string): Promise<{ mime: string; kind: ContentKind }> => {
  const found = await fileTypeFromFile(path);
  const mime = found?.mime ?? ((await looksLikeText(path)) ? "text/plain" : "application/octet-stream");
  return { mime, kind: contentKindOf(mime) };
};

type Size = Pick<FileMeta, "width" | "height">;

const sizeOf = (m: Metadata): Size =>
  (m.orientation ?? 1) >= 5 ? { width: m.height, height: m.width } : { width: m.width, height: m.height };

/**
 * An image's displayed size. The formats EOS scales and prints (PNG, JPEG, GIF, WebP, AVIF) are decoded in
 * full: a damaged one (its header read, its pixels not) is refused here rather than failing every page and
 * PDF that shows it later. Other images (HEIC, BMP, …) keep what their header says, if anything.
 */
const checkedImageSize = async (path: string, mime: string): Promise<Size> => {
  const meta = await sharp(path)
    .metadata()
    .catch(() => null);
  if (!scalableImages.has(mime)) return meta ? sizeOf(meta) : {};
  if (!meta) throw filesError(400, "imageDamaged");
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS)
    throw filesError(400, "imageTooManyPixels", { limit: MAX_IMAGE_PIXELS.toLocaleString("en-US") });
  if (!(await decodesFully(path))) throw filesError(400, "imageDamaged");
  return sizeOf(meta);
};

/**
 * Checks spooled bytes against what the field expects and the caps, stores them under a key the server
 * picks, and records the file. The temporary file is removed whatever happens.
 */
export const commitSpooled = async (
  deps: FilesDeps,
  who: Uploader,
  spooled: Spooled,
  input: { name: string; expected?: UploadKind; meta?: FileMeta },
): Promise<FileRow> => {
  try {
    const { mime, kind } = await sniff(spooled.path);
    if (input.expected && !fits(input.expected, kind)) {
      throw filesError(400, "kindMismatch", { expected: input.expected, actual: mime });
    }
    const cap = capFor(deps.limits, input.expected ?? kind);
    if (spooled.size > cap) throw tooLarge(input.expected ?? kind, cap);
    // Checked before the bytes are stored: a refused image leaves nothing behind.
    const size = kind === "image" ? await checkedImageSize(spooled.path, mime) : {};
    const storageKey = newStorageKey(who.schoolId, deps.now());
    await deps.storage.put(storageKey, createReadStream(spooled.path), spooled.size);
    const meta: FileMeta = { ...input.meta, ...size };
    if (who.visitorId !== null) meta.visitorId = who.visitorId;
    const row = {
      schoolId: who.schoolId,
      storageKey,
      name: sanitizeName(input.name),
      mime,
      kind,
      size: spooled.size,
      sha256: spooled.sha256,
      meta,
      createdBy: who.userId,
      createdByType: who.userType,
    };
    // Bytes nobody can name are removed again rather than left behind.
    return await insertFile(deps.db, row).catch(async (e: unknown) => {
      await deps.storage.delete(storageKey).catch(() => undefined);
      throw e;
    });
  } finally {
    await rm(spooled.path, { force: true });
  }
};
