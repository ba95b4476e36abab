import { bigint, index, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
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
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] }), index("file_object_sha_idx").on(t.schoolId, t.sha256)],
);
