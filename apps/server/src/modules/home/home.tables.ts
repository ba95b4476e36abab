import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { schoolIdColumn } from "../school/school.tables.ts";

/**
 * A menu entry a school hid from one role (tea, stu, p): the entry is then not listed in that role's console
 * menu or phone tab bar (its routes keep their own access). No row: the entry shows as the catalogue says.
 */
export const menuHidden = pgTable(
  "menu_hidden",
  {
    schoolId: schoolIdColumn(),
    menuKey: text("menu_key").notNull(),
    role: text("role").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.menuKey, t.role] })],
);

/** What a school's clients dress themselves in: theme colour, languages, sign-in ways. No row: the defaults. */
export const clientSetting = pgTable("client_setting", {
  schoolId: schoolIdColumn().primaryKey(),
  themeColor: text("theme_color").notNull(),
  languages: jsonb("languages").$type<string[]>().notNull(),
  defaultLanguage: text("default_language").notNull(),
  loginTypes: jsonb("login_types").$type<string[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
