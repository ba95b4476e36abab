import type { Readable } from "node:stream";
import type { FileRef } from "@eos/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../platform/config.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { FileOwnerKind } from "./file-access.ts";
import { replaceReferences } from "./file-reference.store.ts";
import { filesDepsOf } from "./files.deps.ts";
import { sendFile } from "./files.serve.ts";
import { linkUntil, servedFile, storeGenerated } from "./files.service.ts";
import { deleteFileRow, findFile, findFiles } from "./files.store.ts";

/**
 * What the files module offers the modules that hold files: attaching files to their records, storing files
 * the server makes, serving a public image, and reading a school's files for exports.
 */

/** The names of a school's files by id (a record's list shows its attachments by name; reads stay its reader's). */
export const fileNames = async (
  db: Db | Tx,
  schoolId: number,
  ids: readonly number[],
): Promise<Map<number, string>> =>
  ids.length === 0
    ? new Map()
    : new Map((await findFiles(db as Db, schoolId, [...new Set(ids)])).map((f) => [Number(f.id), f.name]));

/** Stores a file the server made for a person (e.g. an export); answers its reference. */
export type StoreGeneratedFile = (
  who: { schoolId: number; userId: number; userType: number },
  name: string,
  data: Buffer,
) => Promise<FileRef>;

/**
 * Records that `owner` now holds exactly these files of `schoolId` (none: it holds no file any more). Owners
 * call it whenever a record's files change, in the same transaction; reads of the files then follow the
 * owner's FileReader.
 */
export const attachFiles = (
  db: Db | Tx,
  schoolId: number,
  owner: { kind: FileOwnerKind; id: number },
  fileIds: readonly number[],
): Promise<void> => replaceReferences(db, schoolId, owner, fileIds);

export const generatedFileStore = (deps: { db: Db; config: Config; now: () => Date }): StoreGeneratedFile => {
  const files = filesDepsOf(deps);
  return (who, name, data) => storeGenerated(files, who, name, data);
};

/**
 * Serves one stored image to anyone, without a token: what a school's logo needs, since sign-in pages show it
 * before anyone signs in. Only images, and only the file the caller names from its own records.
 */
export const publicImageSender = (deps: { db: Db; config: Config; now: () => Date }) => {
  const files = filesDepsOf(deps);
  return async (
    req: FastifyRequest,
    reply: FastifyReply,
    owner: { schoolId: number; fileId: number },
    width?: number,
  ) => {
    const row = await findFile(files.db, owner.schoolId, owner.fileId);
    if (row?.kind !== "image") throw notFound();
    return sendFile(req, reply, await servedFile(files, row, width), row.name);
  };
};

/** A school's stored files by id, for exports that carry their bytes (a form's values with their files). */
export type SchoolFiles = {
  /** Of these ids, the school's files (others, and unknown ids, are left out). */
  find: (schoolId: number, ids: number[]) => Promise<{ id: number; name: string; size: number }[]>;
  /** The bytes of one of the school's files; throws for another school's or an unknown file. */
  open: (schoolId: number, id: number) => Promise<Readable>;
};

export const schoolFiles = (deps: { db: Db; config: Config; now: () => Date }): SchoolFiles => {
  const files = filesDepsOf(deps);
  return {
    find: async (schoolId, ids) =>
      ids.length === 0
        ? []
        : (await findFiles(files.db, schoolId, ids)).map((r) => ({ id: r.id, name: r.name, size: r.size })),
    open: async (schoolId, id) => {
      const row = await findFile(files.db, schoolId, id);
      if (!row) throw notFound();
      return files.storage.get(row.storageKey);
    },
  };
};

/**
 * Files the server makes and later throws away (background exports): stored as the person's, linked for a
 * while without a token, and deleted, bytes and row, when their time is up.
 */
export type GeneratedFiles = {
  store: StoreGeneratedFile;
  /** A signed download link valid until `exp` (seconds since the epoch); null when the file is gone. */
  link: (schoolId: number, fileId: number, exp: number) => Promise<string | null>;
  /** Deletes the file's bytes and row; false when it was already gone (so a repeated sweep is harmless). */
  remove: (schoolId: number, fileId: number) => Promise<boolean>;
};

export const generatedFiles = (deps: { db: Db; config: Config; now: () => Date }): GeneratedFiles => {
  const files = filesDepsOf(deps);
  return {
    store: (who, name, data) => storeGenerated(files, who, name, data),
    link: async (schoolId, fileId, exp) => {
      const row = await findFile(files.db, schoolId, fileId);
      return row ? linkUntil(files, row, exp) : null;
    },
    remove: async (schoolId, fileId) => {
      const row = await findFile(files.db, schoolId, fileId);
      if (!row) return false;
      await files.storage.delete(row.storageKey);
      return deleteFileRow(files.db, schoolId, fileId);
    },
  };
};
