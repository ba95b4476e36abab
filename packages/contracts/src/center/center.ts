import { z } from "zod";

/** App centre (SPEC 7 'App centre'): the school's apps, how each opens, and their usage. */

/** How an app opens: an EOS feature path, an external address, or an app that takes a trust code. */
export const appKindSchema = z.enum(["builtin", "link", "trust"]);
export type AppKind = z.infer<typeof appKindSchema>;

/** Who may see an app: the school's administrators, teachers, students, parents. */
export const appRoleSchema = z.enum(["admin", "teacher", "student", "parent"]);
export type AppRole = z.infer<typeof appRoleSchema>;
export const APP_ROLES: ReadonlyArray<AppRole> = appRoleSchema.options;

/** How the dispatcher (`/app/:id`) opens an app: navigate in-app, in the iframe view, a new tab, or a trust code. */
export const appOpensInSchema = z.enum(["route", "iframe", "tab", "trust"]);
export type AppOpensIn = z.infer<typeof appOpensInSchema>;

/** An app as an administrator edits it. */
export const centerAppSchema = z.object({
  id: z.number(),
  code: z.string().nullable(),
  name: z.string(),
  nameEn: z.string().nullable(),
  category: z.string(),
  icon: z.string(),
  kind: appKindSchema,
  target: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
  roles: z.array(appRoleSchema),
});
export type CenterApp = z.infer<typeof centerAppSchema>;

const appCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "1 to 64 letters, digits, '-' or '_'");

/** An administrator's save: without id a new app (placed last), with id an edit. */
export const centerAppSaveSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  code: appCode.nullish(),
  name: z.string().trim().min(1).max(60),
  nameEn: z.string().trim().max(60).nullish(),
  category: z.string().trim().min(1).max(40),
  icon: z.string().trim().min(1).max(200),
  kind: appKindSchema,
  target: z.string().trim().min(1).max(2000),
  enabled: z.boolean().default(true),
  roles: z.array(appRoleSchema).min(1).max(4),
});
export type CenterAppSave = z.input<typeof centerAppSaveSchema>;

/** An app in a person's list: what the icon grid shows. */
export const appListItemSchema = z.object({
  id: z.number(),
  code: z.string().nullable(),
  name: z.string(),
  nameEn: z.string().nullable(),
  icon: z.string(),
  kind: appKindSchema,
});
export type AppListItem = z.infer<typeof appListItemSchema>;

/** GET /api/center/api/appList: the person's apps by category, categories and apps in their order. */
export const appListSchema = z.array(z.object({ category: z.string(), apps: z.array(appListItemSchema) }));
export type AppList = z.infer<typeof appListSchema>;

/** GET /api/center/api/app/getid: what the dispatcher needs to open one app. */
export const appOpenSchema = appListItemSchema.extend({ target: z.string(), opensIn: appOpensInSchema });
export type AppOpen = z.infer<typeof appOpenSchema>;

/** The app centre's layout setting: its categories in order, and the hosts links may open in the iframe view. */
export const centerTemplateSchema = z.object({
  categories: z.array(z.string()),
  iframeHosts: z.array(z.string()),
});
export type CenterTemplate = z.infer<typeof centerTemplateSchema>;

export const centerTemplateSaveSchema = z.object({
  categories: z.array(z.string().trim().min(1).max(40)).max(50),
  iframeHosts: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9.-]+(:\d+)?$/, "a host name, optionally with a port"),
    )
    .max(100),
});

/** One app's row in the ranking of a period. */
export const appStatRowSchema = z.object({
  appId: z.number(),
  name: z.string(),
  nameEn: z.string().nullable(),
  icon: z.string(),
  opens: z.number(),
  people: z.number(),
});
export type AppStatRow = z.infer<typeof appStatRowSchema>;

/** One day's opens (and distinct people) over all apps or one app. */
export const appDayRowSchema = z.object({ day: z.string(), opens: z.number(), people: z.number() });
export type AppDayRow = z.infer<typeof appDayRowSchema>;

/** A period of days in the school's time zone, both ends included (YYYY-MM-DD). */
export const periodQuerySchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/** One open in a person's history. */
export const appHistoryRowSchema = appListItemSchema.extend({ openedAt: z.string() });
export type AppHistoryRow = z.infer<typeof appHistoryRowSchema>;

/** A recent app of a person, with when they last opened it. */
export const recentAppSchema = appListItemSchema.extend({ lastOpenedAt: z.string() });
export type RecentApp = z.infer<typeof recentAppSchema>;
