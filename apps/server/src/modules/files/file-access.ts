import type { AuthContext, VisitorContext } from "../../platform/auth/access.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { referencesOf } from "./file-reference.store.ts";
import { type FileRow, findFiles } from "./files.store.ts";

/**
 * The kinds of records that hold files. Each is owned by another module, which says (through a FileReader)
 * who may read its records; the files module knows only these names.
 */
export type FileOwnerKind =
  | "formValue"
  | "certificate"
  | "certificateStamp"
  | "sceneCover"
  | "schoolLogo"
  | "banner"
  | "recommendedTeacher"
  | "encyclopediaArticle"
  | "centerApp"
  | "attendanceLeave";

export type FileReaderContext = {
  /** The connection to read on: inside a submission this is its transaction (PGlite has one connection). */
  db: Db | Tx;
  auth: AuthContext;
  /**
   * The caller's permission codes when already known: a reader inside a transaction must not look them up
   * on another connection.
   */
  codes?: ReadonlySet<string>;
};

/** Of these records of one kind, the ids of those the caller may read. */
export type FileReader = (ctx: FileReaderContext, ownerIds: number[]) => Promise<number[]>;

/** The owners' rules, wired by the composition root (files imports none of the modules built on it). */
export type FileReaders = Readonly<Partial<Record<FileOwnerKind, FileReader>>>;

/** What a check needs beside the rows: the owners' rules, and the caller's codes when known. */
export type FileAccess = { readers?: FileReaders; codes?: ReadonlySet<string> };

export type FileCaller = { kind: "user"; auth: AuthContext } | { kind: "visitor"; visitor: VisitorContext };

const isUploader = (row: FileRow, auth: AuthContext) =>
  row.createdBy === auth.userId && row.createdByType === auth.userType;

/** `kind:id` of each record of these references the user may read; each owner is asked once. */
const readableOwners = async (
  ctx: FileReaderContext,
  refs: { ownerKind: string; ownerId: number }[],
  readers: FileReaders,
): Promise<Set<string>> => {
  const byKind = new Map<string, Set<number>>();
  for (const r of refs) {
    const ids = byKind.get(r.ownerKind) ?? new Set<number>();
    ids.add(r.ownerId);
    byKind.set(r.ownerKind, ids);
  }
  const out = new Set<string>();
  for (const [kind, ids] of byKind) {
    // A kind nobody wired (or a record of a module not running) opens nothing.
    const reader = readers[kind as FileOwnerKind];
    if (!reader) continue;
    for (const id of await reader(ctx, [...ids])) out.add(`${kind}:${id}`);
  }
  return out;
};

/**
 * Of these files of one school, the ids the user may read: a file some record holds, through any of those
 * records; a file no record holds, only by its uploader; an archive's entry, also by the archive's readers.
 */
const readableByUser = async (
  db: Db | Tx,
  auth: AuthContext,
  rows: FileRow[],
  access: FileAccess,
  depth = 0,
): Promise<Set<number>> => {
  const refs = await referencesOf(
    db,
    auth.schoolId,
    rows.map((r) => r.id),
  );
  const held = new Set(refs.map((r) => r.fileId));
  const out = new Set(rows.filter((r) => !held.has(r.id) && isUploader(r, auth)).map((r) => r.id));
  if (refs.length > 0) {
    const owners = await readableOwners({ db, auth, codes: access.codes }, refs, access.readers ?? {});
    for (const r of refs) if (owners.has(`${r.ownerKind}:${r.ownerId}`)) out.add(r.fileId);
  }
  return withArchiveEntries(db, auth, rows, out, access, depth);
};

/** Archives inside archives are unpacked at most this deep for reading: each level costs a lookup. */
const MAX_ARCHIVE_DEPTH = 3;

/** An archive's unpacked entries are read by whoever may read the archive (getDirectory lists them). */
const withArchiveEntries = async (
  db: Db | Tx,
  auth: AuthContext,
  rows: FileRow[],
  out: Set<number>,
  access: FileAccess,
  depth: number,
): Promise<Set<number>> => {
  const entries = rows.filter((r) => !out.has(r.id) && r.meta.parentId !== undefined);
  if (entries.length === 0 || depth >= MAX_ARCHIVE_DEPTH) return out;
  const parentIds = [...new Set(entries.map((r) => r.meta.parentId as number))];
  const parents = await findFiles(db as Db, auth.schoolId, parentIds);
  const readable = await readableByUser(db, auth, parents, access, depth + 1);
  for (const r of entries) if (readable.has(r.meta.parentId as number)) out.add(r.id);
  return out;
};

/** Of these files (all of the caller's school), the ids the caller may read; a visitor: their own uploads. */
export const readableIds = async (
  db: Db | Tx,
  caller: FileCaller,
  rows: FileRow[],
  access: FileAccess,
): Promise<Set<number>> => {
  if (rows.length === 0) return new Set();
  if (caller.kind === "visitor")
    return new Set(rows.filter((r) => r.meta.visitorId === caller.visitor.visitorId).map((r) => r.id));
  return readableByUser(db, caller.auth, rows, access);
};

/**
 * Of these files, the ids the caller may put into a record of theirs: their own uploads (attached elsewhere
 * or not) and any file they may read, e.g. the files of a value being edited.
 */
export const referableIds = async (
  db: Db | Tx,
  caller: FileCaller,
  rows: FileRow[],
  access: FileAccess,
): Promise<Set<number>> => {
  const readable = await readableIds(db, caller, rows, access);
  if (caller.kind === "user") for (const r of rows) if (isUploader(r, caller.auth)) readable.add(r.id);
  return readable;
};
