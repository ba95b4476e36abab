import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { fileObject } from "./files.tables.ts";

/** A scaled copy of an image, kept beside the original. */
export type Variant = { key: string; size: number; mime: string; width: number; height: number };

export type DepressState = {
  state: "queued" | "running" | "done" | "failed";
  total: number;
  extracted: number;
  bytes: number;
  error: string | null;
  entries: { path: string; id: number; size: number }[];
};

export type FileMeta = {
  /** Set on uploads by a visitor: only that visitor session may read the file back. */
  visitorId?: number;
  width?: number;
  height?: number;
  variants?: Record<string, Variant>;
  depress?: DepressState;
  /** For files extracted from an archive: the archive and the entry's path inside it. */
  parentId?: number;
  path?: string;
};

export type FileRow = {
  schoolId: number;
  id: number;
  storageKey: string;
  name: string;
  mime: string;
  kind: string;
  size: number;
  sha256: string;
  meta: FileMeta;
  createdBy: number | null;
  /** The uploader's user type; null for a visitor's upload and for files stored before it was kept. */
  createdByType: number | null;
  createdAt: Date;
};

export type NewFile = Omit<FileRow, "id" | "createdAt">;

const columns = {
  schoolId: fileObject.schoolId,
  id: fileObject.id,
  storageKey: fileObject.storageKey,
  name: fileObject.name,
  mime: fileObject.mime,
  kind: fileObject.kind,
  size: fileObject.size,
  sha256: fileObject.sha256,
  meta: fileObject.meta,
  createdBy: fileObject.createdBy,
  createdByType: fileObject.createdByType,
  createdAt: fileObject.createdAt,
};

export const insertFile = async (db: Db, row: NewFile): Promise<FileRow> => {
  const [created] = await db.insert(fileObject).values(row).returning(columns);
  return created as FileRow;
};

export const findFile = async (db: Db, schoolId: number, id: number): Promise<FileRow | undefined> => {
  const [row] = await db
    .select(columns)
    .from(fileObject)
    .where(and(eq(fileObject.schoolId, schoolId), eq(fileObject.id, id)));
  return row as FileRow | undefined;
};

export const findFiles = async (db: Db, schoolId: number, ids: number[]): Promise<FileRow[]> =>
  ids.length === 0
    ? []
    : ((await db
        .select(columns)
        .from(fileObject)
        .where(and(eq(fileObject.schoolId, schoolId), inArray(fileObject.id, ids)))) as FileRow[]);

/** The newest files of a school with these bytes. */
export const findBySha = async (db: Db, schoolId: number, sha256: string): Promise<FileRow[]> =>
  (await db
    .select(columns)
    .from(fileObject)
    .where(and(eq(fileObject.schoolId, schoolId), eq(fileObject.sha256, sha256)))
    .orderBy(desc(fileObject.id))
    .limit(50)) as FileRow[];

/** Merges top-level meta fields (one statement, so concurrent writers of other fields keep theirs). */
export const mergeMeta = async (db: Db, schoolId: number, id: number, patch: Partial<FileMeta>) => {
  await db
    .update(fileObject)
    .set({ meta: sql`${fileObject.meta} || ${JSON.stringify(patch)}::jsonb` })
    .where(and(eq(fileObject.schoolId, schoolId), eq(fileObject.id, id)));
};

/** Adds one scaled variant without touching the others. */
export const addVariant = async (db: Db, schoolId: number, id: number, width: number, v: Variant) => {
  await db
    .update(fileObject)
    .set({
      meta: sql`jsonb_set(${fileObject.meta}, '{variants}',
        coalesce(${fileObject.meta}->'variants', '{}'::jsonb) || jsonb_build_object(${String(width)}::text, ${JSON.stringify(v)}::jsonb))`,
    })
    .where(and(eq(fileObject.schoolId, schoolId), eq(fileObject.id, id)));
};

/** Forgets one file row (its bytes are the caller's to delete first); false when there was none. */
export const deleteFileRow = async (db: Db, schoolId: number, id: number): Promise<boolean> => {
  const rows = await db
    .delete(fileObject)
    .where(and(eq(fileObject.schoolId, schoolId), eq(fileObject.id, id)))
    .returning({ id: fileObject.id });
  return rows.length > 0;
};
