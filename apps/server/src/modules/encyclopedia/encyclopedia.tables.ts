import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../school/school.tables.ts";

/** A type (chapter) of a school's encyclopedia, in the order the school gives. */
export const encyclopediaType = pgTable(
  "encyclopedia_type",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

/** An article of the encyclopedia: its body is sanitised HTML; `text` its plain text, for summaries and search. */
export const encyclopediaArticle = pgTable(
  "encyclopedia_article",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    typeId: bigint("type_id", { mode: "number" }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    text: text("text").notNull(),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({
      columns: [t.schoolId, t.typeId],
      foreignColumns: [encyclopediaType.schoolId, encyclopediaType.id],
    }),
    index("encyclopedia_article_type_idx").on(t.schoolId, t.typeId),
  ],
);
