import { bigint, index, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../school/school.tables.ts";

/** An in-app notice to one person (a reminder to fill a task, and later other messages). */
export const notice = pgTable(
  "notice",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    /** SPEC 9 role codes: 0 teacher, 1 student, 2 parent. */
    userType: smallint("user_type").notNull(),
    userId: bigint("user_id", { mode: "number" }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** The English title and body when the sender gave both languages (null: the one text above for both). */
    titleEn: text("title_en"),
    bodyEn: text("body_en"),
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    index("notice_user_idx").on(t.schoolId, t.userType, t.userId, t.createdAt),
  ],
);
