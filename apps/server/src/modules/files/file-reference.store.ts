import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { fileReference } from "./files.tables.ts";

export type FileReferenceRow = { fileId: number; ownerKind: string; ownerId: number };

/** The records that hold any of these files of a school (the primary key's prefix: one index range each). */
export const referencesOf = async (
  db: Db | Tx,
  schoolId: number,
  fileIds: number[],
): Promise<FileReferenceRow[]> =>
  fileIds.length === 0
    ? []
    : db
        .select({
          fileId: fileReference.fileId,
          ownerKind: fileReference.ownerKind,
          ownerId: fileReference.ownerId,
        })
        .from(fileReference)
        .where(and(eq(fileReference.schoolId, schoolId), inArray(fileReference.fileId, fileIds)));

/** Makes these the files one record holds: references it no longer makes are dropped. */
export const replaceReferences = async (
  db: Db | Tx,
  schoolId: number,
  owner: { kind: string; id: number },
  fileIds: readonly number[],
): Promise<void> => {
  await db
    .delete(fileReference)
    .where(
      and(
        eq(fileReference.schoolId, schoolId),
        eq(fileReference.ownerKind, owner.kind),
        eq(fileReference.ownerId, owner.id),
      ),
    );
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return;
  await db
    .insert(fileReference)
    .values(ids.map((fileId) => ({ schoolId, fileId, ownerKind: owner.kind, ownerId: owner.id })))
    .onConflictDoNothing();
};
