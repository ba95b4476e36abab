import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { posix } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { checkedEntries, zipCaps } from "../../platform/files/zip-caps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { commitSpooled, type FilesDeps, spoolStream } from "./files.ingest.ts";
import { filesError } from "./files.messages.ts";
import { type Caller, readableFile, toRef, uploaderOf } from "./files.service.ts";
import { type DepressState, type FileRow, findFiles, mergeMeta } from "./files.store.ts";

/** Limits that keep a hostile archive from filling the disk: the platform's zip caps (platform/files). */
export const archiveCaps = zipCaps;

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Why an entry may not be extracted, or null when it may (its sizes are checked with the caps). */
export const entryProblem = (entry: Pick<Entry, "fileName" | "externalFileAttributes">): string | null => {
  const name = entry.fileName;
  if (name.includes("\\") || name.includes("\0")) return `unsafe path: ${name}`;
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) return `absolute path: ${name}`;
  if (name.split("/").some((part) => part === "..")) return `path leaves the folder: ${name}`;
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) return `symbolic link: ${name}`;
  return null;
};

const openZip = (path: string) =>
  new Promise<ZipFile>((ok, ko) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (e, z) =>
      e || !z ? ko(e ?? new Error("unreadable zip")) : ok(z),
    ),
  );

const entryStream = (zip: ZipFile, entry: Entry) =>
  new Promise<Readable>((ok, ko) => zip.openReadStream(entry, (e, s) => (e || !s ? ko(e) : ok(s))));

const save = (deps: FilesDeps, row: FileRow, state: DepressState) =>
  mergeMeta(deps.db, row.schoolId, row.id, { depress: state });

/** Unpacks one archive: each entry becomes its own file, listed in the archive's meta. */
const extract = async (deps: FilesDeps, caller: Caller, row: FileRow) => {
  const state: DepressState = {
    state: "running",
    total: 0,
    extracted: 0,
    bytes: 0,
    error: null,
    entries: [],
  };
  await save(deps, row, state);
  const local = `${deps.tmpDir}/zip-${row.id}-${Date.now()}`;
  let zip: ZipFile | undefined;
  try {
    await mkdir(deps.tmpDir, { recursive: true });
    await pipeline(await deps.storage.get(row.storageKey), createWriteStream(local));
    zip = await openZip(local);
    // All entries are checked together before anything is extracted: one bad entry refuses the archive.
    const entries = await checkedEntries(zip, archiveCaps, entryProblem);
    state.total = entries.length;
    for (const entry of entries) {
      const spooled = await spoolStream(
        deps,
        await entryStream(zip, entry),
        entry.uncompressedSize,
        "attachment",
      );
      const path = posix.normalize(entry.fileName);
      const file = await commitSpooled(deps, uploaderOf(caller), spooled, {
        name: posix.basename(path),
        meta: { parentId: row.id, path },
      });
      state.entries.push({ path, id: file.id, size: file.size });
      state.extracted += 1;
      state.bytes += file.size;
      if (state.extracted % 50 === 0) await save(deps, row, state);
    }
    await save(deps, row, { ...state, state: "done" });
  } catch (e) {
    const error = e instanceof AppError ? (e.key ?? e.message) : (e as Error).message;
    await save(deps, row, { ...state, state: "failed", error });
  } finally {
    zip?.close();
    await rm(local, { force: true });
  }
};

/** One archive at a time per process; close() waits for the one running. */
export const createArchiveQueue = () => {
  let tail: Promise<void> = Promise.resolve();
  const active = new Set<number>();
  return {
    active,
    enqueue(id: number, work: () => Promise<void>) {
      active.add(id);
      tail = tail
        .then(work)
        .catch(() => undefined)
        .finally(() => active.delete(id));
    },
    drain: () => tail,
  };
};
export type ArchiveQueue = ReturnType<typeof createArchiveQueue>;

const stateOf = (row: FileRow): DepressState | null => row.meta.depress ?? null;

/** SPEC 7 depress: queue the unpacking of an uploaded zip (again, if a restart cut it short). */
export const depress = async (deps: FilesDeps, queue: ArchiveQueue, caller: Caller, id: number) => {
  const row = await readableFile(deps, caller, id);
  if (row.mime !== "application/zip") throw filesError(400, "notArchive");
  const current = stateOf(row);
  if (current?.state === "done" || queue.active.has(row.id)) return current;
  const queued: DepressState = {
    state: "queued",
    total: 0,
    extracted: 0,
    bytes: 0,
    error: null,
    entries: [],
  };
  await save(deps, row, queued);
  queue.enqueue(row.id, () => extract(deps, caller, row));
  return queued;
};

export const depressState = async (deps: FilesDeps, caller: Caller, id: number) => {
  const state = stateOf(await readableFile(deps, caller, id));
  if (!state) return null;
  const { entries: _entries, ...counts } = state;
  return counts;
};

/** SPEC 7 getDirectory: the unpacked entries of an archive, each with its own file. */
export const directory = async (deps: FilesDeps, caller: Caller, id: number) => {
  const row = await readableFile(deps, caller, id);
  const entries = stateOf(row)?.entries ?? [];
  const files = new Map(
    (
      await findFiles(
        deps.db,
        row.schoolId,
        entries.map((e) => e.id),
      )
    ).map((f) => [f.id, f]),
  );
  return entries.flatMap((e) => {
    const file = files.get(e.id);
    return file ? [{ path: e.path, file: toRef(file) }] : [];
  });
};
