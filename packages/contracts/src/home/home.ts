import { z } from "zod";

/**
 * The signed-in person's home (/center/api/index), the server-held menus (/center/api/app/sysMenu), the school's
 * client settings (/sys/api/setting/getSetting) and a teacher's development figures for the home.
 */

export const homeLessonSchema = z.object({
  period: z.number(),
  start: z.string(),
  end: z.string(),
  subject: z.string(),
  className: z.string(),
  teacherName: z.string(),
  room: z.string().nullable(),
});
export type HomeLesson = z.infer<typeof homeLessonSchema>;

export const homeEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
});
export type HomeEvent = z.infer<typeof homeEventSchema>;

export const homeBannerSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  title: z.string(),
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;

export const homeAppSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  kind: z.string(),
});
export type HomeApp = z.infer<typeof homeAppSchema>;

export const timesOfDay = ["morning", "afternoon", "evening"] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

/** A teacher's own growth figures in the current term, for the home (null figures: nothing scored yet). */
export const teacherDevelopSchema = z.object({
  termId: z.number(),
  termName: z.string(),
  modelId: z.number(),
  modelName: z.string(),
  total: z.number(),
  band: z.string().nullable(),
  scored: z.boolean(),
  indicators: z.array(
    z.object({ indicatorId: z.number(), name: z.string(), score: z.number(), maxScore: z.number() }),
  ),
  terms: z.array(z.object({ termId: z.number(), termName: z.string(), total: z.number() })),
});
export type TeacherDevelop = z.infer<typeof teacherDevelopSchema>;

export const homeChildSchema = z.object({
  id: z.number(),
  name: z.string(),
  className: z.string().nullable(),
  lessons: z.array(homeLessonSchema),
  todoCount: z.number(),
});
export type HomeChild = z.infer<typeof homeChildSchema>;

export const homeIndexSchema = z.object({
  greeting: z.object({
    name: z.string(),
    roleType: z.enum(["tea", "stu", "p"]),
    isAdmin: z.boolean(),
    timeOfDay: z.enum(timesOfDay),
  }),
  /** The school's today (its time zone), YYYY-MM-DD, and the week (Monday to Sunday) the events cover. */
  date: z.string(),
  week: z.object({ from: z.string(), to: z.string() }),
  lessons: z.array(homeLessonSchema),
  todoCount: z.number(),
  /** A parent's children, each with their day and to-do; empty for others. */
  children: z.array(homeChildSchema),
  events: z.array(homeEventSchema),
  banners: z.array(homeBannerSchema),
  recentApps: z.array(homeAppSchema),
  /** A teacher's growth figures; null for others, or when the school has no teacher model. */
  teacherDevelop: teacherDevelopSchema.nullable(),
});
export type HomeIndex = z.infer<typeof homeIndexSchema>;

/** Who a menu entry is for: the console (PC) or the phone (tab bar and the phone home's entries). */
export const menuSurfaces = ["console", "phone"] as const;
export type MenuSurface = (typeof menuSurfaces)[number];
export const menuRoles = ["tea", "stu", "p"] as const;
export type MenuRole = (typeof menuRoles)[number];

/** One entry of the menu the caller may use; `parent` is its group's key (null for a group or a top entry). */
export const sysMenuItemSchema = z.object({
  key: z.string(),
  parent: z.string().nullable(),
  surface: z.enum(menuSurfaces),
  /** Absent: listed, disabled, until its feature lands. */
  path: z.string().nullable(),
  also: z.array(z.string()),
  order: z.number(),
});
export type SysMenuItem = z.infer<typeof sysMenuItemSchema>;

/** A menu entry as a school's administrator configures it: who may have it, and for whom the school hid it. */
export const menuSettingItemSchema = z.object({
  key: z.string(),
  parent: z.string().nullable(),
  surface: z.enum(menuSurfaces),
  roles: z.array(z.enum(menuRoles)),
  hiddenFor: z.array(z.enum(menuRoles)),
});
export type MenuSettingItem = z.infer<typeof menuSettingItemSchema>;

export const saveMenuSettingSchema = z.object({
  hidden: z.array(z.object({ key: z.string().trim().min(1).max(64), role: z.enum(menuRoles) })).max(500),
});
export type SaveMenuSetting = z.infer<typeof saveMenuSettingSchema>;

export const settingLoginTypes = ["password", "sms", "qr", "wecom", "dingtalk"] as const;
export const settingLanguages = ["zh-CN", "en-US"] as const;

/** /sys/api/setting/getSetting: what a client needs to dress itself for the school. */
export const schoolSettingSchema = z.object({
  schoolId: z.number(),
  name: z.string(),
  logo: z.string().nullable(),
  themeColor: z.string(),
  languages: z.array(z.enum(settingLanguages)),
  defaultLanguage: z.enum(settingLanguages),
  loginTypes: z.array(z.enum(settingLoginTypes)),
  /** Top menu areas at least one role of the school still has (what the school has switched on). */
  features: z.array(z.string()),
});
export type SchoolSetting = z.infer<typeof schoolSettingSchema>;

export const saveSchoolSettingSchema = z.object({
  themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  languages: z.array(z.enum(settingLanguages)).min(1).max(2),
  defaultLanguage: z.enum(settingLanguages),
  loginTypes: z.array(z.enum(settingLoginTypes)).min(1).max(5),
});
export type SaveSchoolSetting = z.infer<typeof saveSchoolSettingSchema>;
