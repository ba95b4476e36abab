import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Entry, ZipFile } from "yauzl";

/**
 * Limits that keep a hostile zip (an archive to unpack, an .xlsx to read) from filling the disk or memory.
 * Checked on the central directory before a byte is inflated; the ratio of small entries is not checked, since
 * a few kilobytes of XML compress far better than 100:1 and cannot hurt.
 */
export type ZipCaps = { entries: number; totalBytes: number; ratio: number; ratioFloor: number };

/** The caps of /api/oss/depress; spreadsheets use them with a smaller total (xlsx.ts). */
export const zipCaps: ZipCaps = {
  entries: 2000,
  totalBytes: 500 * 1024 * 1024,
  ratio: 100,
  ratioFloor: 64 * 1024,
};

/** Which cap refused a zip: entry count, declared total, compression ratio, or more inflated than declared. */
export type ZipRefusal = "entries" | "total" | "ratio" | "size";

export class ZipCapError extends Error {
  readonly refusal: ZipRefusal;
  /** The cap passed: a count, bytes or a ratio. */
  readonly limit: number;
  constructor(refusal: ZipRefusal, limit: number, message: string) {
    super(message);
    this.name = "ZipCapError";
    this.refusal = refusal;
    this.limit = limit;
  }
}

type Sizes = Pick<Entry, "fileName" | "uncompressedSize" | "compressedSize">;

/** A refusal when an entry claims to inflate more than `caps.ratio` times its compressed size. */
export const ratioProblem = (entry: Sizes, caps: ZipCaps = zipCaps): ZipCapError | null => {
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize <= caps.ratioFloor || ratio <= caps.ratio) return null;
  return new ZipCapError("ratio", caps.ratio, `compression ratio over ${caps.ratio}:1: ${entry.fileName}`);
};

/**
 * The zip's file entries, read from its central directory (nothing inflated; open it with `lazyEntries`). One
 * entry past a cap, or with a `problem` of the caller's (unsafe paths), refuses the whole zip.
 */
export const checkedEntries = (
  zip: ZipFile,
  caps: ZipCaps = zipCaps,
  problem: (entry: Entry) => string | null = () => null,
) =>
  new Promise<Entry[]>((ok, ko) => {
    if (zip.entryCount > caps.entries)
      return ko(new ZipCapError("entries", caps.entries, `more than ${caps.entries} entries`));
    const files: Entry[] = [];
    let total = 0;
    zip.on("error", ko);
    zip.on("end", () => ok(files));
    zip.on("entry", (entry: Entry) => {
      const own = problem(entry);
      if (own) return ko(new Error(own));
      const ratio = ratioProblem(entry, caps);
      if (ratio) return ko(ratio);
      total += entry.uncompressedSize;
      if (total > caps.totalBytes)
        return ko(new ZipCapError("total", caps.totalBytes, `more than ${caps.totalBytes} bytes unpacked`));
      if (!entry.fileName.endsWith("/")) files.push(entry);
      zip.readEntry();
    });
    zip.readEntry();
  });

/**
 * An entry's inflated bytes, cut off with a "size" refusal the moment they pass what the central directory
 * declared: the caps were checked on declared sizes, so a header that lies gets no further than its claim.
 */
export const inflatedEntry = async (zip: ZipFile, entry: Entry): Promise<Readable> => {
  const raw = await zip.openReadStreamPromise(entry);
  let seen = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen <= entry.uncompressedSize) return done(null, chunk);
      const message = `${entry.fileName} inflates to more than the ${entry.uncompressedSize} bytes it declares`;
      done(new ZipCapError("size", entry.uncompressedSize, message));
    },
  });
  // The reader of `counted` sees its error; the pipeline only makes sure the inflater stops with it.
  pipeline(raw, counted).catch(() => undefined);
  return counted;
};
