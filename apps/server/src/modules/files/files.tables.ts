import { bigint, index, jsonb, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../school/school.tables.ts";

/**
 * An uploaded file. `storageKey` is chosen by the server (never by the client); the stored name is only
 * shown. `kind` is what the content sniffing found (image, audio, video, document, archive, other).
 */
export const fileObject = pgTable(
  "file_object",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    storageKey: text("storage_key").notNull(),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    kind: text("kind").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    /** Image width/height, archive entry list state and the like. */
    meta: jsonb("meta").notNull().default({}),
    createdBy: bigint("created_by", { mode: "number" }),
    /** The uploader's user type (0 teacher, 1 student, 2 parent): ids are per type. Null before issue 16. */
    createdByType: smallint("created_by_type"),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] }), index("file_object_sha_idx").on(t.schoolId, t.sha256)],
);

/**
 * Which records hold a file (a form value, a certificate, a logo, ...), written by the modules that own them
 * whenever a record's files change. Who may read a file follows from these records; a file no record holds is
 * its uploader's alone. `school_id` is the file's school.
 */
export const fileReference = pgTable(
  "file_reference",
  {
    schoolId: schoolIdColumn(),
    fileId: bigint("file_id", { mode: "number" }).notNull(),
    ownerKind: text("owner_kind").notNull(),
    ownerId: bigint("owner_id", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.fileId, t.ownerKind, t.ownerId] }),
    index("file_reference_owner_idx").on(t.schoolId, t.ownerKind, t.ownerId),
  ],
);
