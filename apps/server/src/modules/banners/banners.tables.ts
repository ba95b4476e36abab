import { bigint, boolean, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../school/school.tables.ts";

/** A banner of a school's home and portal: an image (a stored file), a link, the days it shows, its place. */
export const banner = pgTable(
  "banner",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    title: text("title").notNull(),
    fileId: bigint("file_id", { mode: "number" }).notNull(),
    link: text("link"),
    /** First and last day shown (the school's days); null: no limit on that side. */
    fromDate: date("from_date", { mode: "string" }),
    toDate: date("to_date", { mode: "string" }),
    sort: integer("sort").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] }), index("banner_sort_idx").on(t.schoolId, t.sort)],
);

/** A teacher the school recommends on its home: a photo (a stored file), a few words, a place. */
export const recommendedTeacher = pgTable(
  "recommended_teacher",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    teacherId: bigint("teacher_id", { mode: "number" }).notNull(),
    photoFileId: bigint("photo_file_id", { mode: "number" }),
    words: text("words").notNull().default(""),
    sort: integer("sort").notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    index("recommended_teacher_sort_idx").on(t.schoolId, t.sort),
  ],
);
