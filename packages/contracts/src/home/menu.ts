import type { PermissionCode } from "../roles/permissions.ts";
import type { MenuRole, MenuSurface } from "./home.ts";

/** What a site (a school row) is: a school, an area's own site, or the platform's site. */
export type MenuSiteKind = "school" | "area" | "platform";
type SiteKind = MenuSiteKind;

/**
 * The menus' one definition (issue 19 'Menus'), read by the server's sysMenu and sysMenuAreaAdmin routes and by
 * the web, which adds labels and icons by key: the console's groups and entries and the phone's tab bar and home
 * entries, in their order. Who may have an entry: its roles (tea, stu, p), its kinds of site, administrators
 * only, or holders of a permission code (or class leaders, `orLeader`). A school may hide entries from a role
 * (menu_hidden). An entry without a path is listed, disabled, until its feature lands.
 */
export type MenuEntry = {
  key: string;
  parent: string | null;
  surface: MenuSurface;
  path?: string;
  /** Further pages that belong to this entry, by path prefix (a task's page belongs to task progress). */
  also?: readonly string[];
  roles: readonly MenuRole[];
  sites?: readonly SiteKind[];
  adminOnly?: true;
  code?: PermissionCode;
  /** Also for class leaders without the code: the page shows them their own classes. */
  orLeader?: true;
  /** Its place in the menus, from 0, groups before their entries. */
  order: number;
};

type Unordered = Omit<MenuEntry, "order">;

const school: readonly SiteKind[] = ["school"];
const area: readonly SiteKind[] = ["area"];
const schoolOrArea: readonly SiteKind[] = ["school", "area"];
const staff: readonly MenuRole[] = ["tea"];
const everyone: readonly MenuRole[] = ["tea", "stu", "p"];
const family: readonly MenuRole[] = ["stu", "p"];

type Group = Omit<Unordered, "parent" | "surface" | "roles"> & {
  entries?: Omit<Unordered, "parent" | "surface" | "roles">[];
};

/** Listed, disabled, until its feature lands. */
const soon = (key: string, sites?: readonly SiteKind[]) => ({ key, sites });

const consoleGroups: Group[] = [
  { key: "home", path: "/admin" },
  {
    key: "platform",
    sites: ["platform"],
    adminOnly: true,
    entries: [
      { key: "schools", path: "/admin/schools" },
      { key: "areas", path: "/admin/areas" },
    ],
  },
  {
    key: "region",
    sites: area,
    adminOnly: true,
    entries: [
      { key: "areaSchools", path: "/admin/schools" },
      // The area's attendance board over its schools (module region, /sys/area/visual/board).
      { key: "visualArea", path: "/admin/visual/area" },
    ],
  },
  {
    key: "forms",
    sites: schoolOrArea,
    entries: [
      { key: "formDesigner", path: "/admin/forms", code: "forms.design", sites: schoolOrArea },
      { key: "progress", path: "/admin/progress", also: ["/admin/tasks"], sites: school },
      { key: "formImport", path: "/admin/progress", code: "forms.data", sites: school },
      { key: "usage", path: "/admin/usage", sites: area },
      {
        key: "monitor",
        path: "/admin/monitor",
        code: "collection.stats",
        orLeader: true,
        sites: schoolOrArea,
      },
      { key: "appUsage", path: "/admin/app-usage", code: "collection.stats", sites: school },
      { key: "dataApps", path: "/admin/data-apps", sites: school },
      { key: "scenes", path: "/admin/scenes", code: "collection.manage", sites: schoolOrArea },
      { key: "sceneHall", path: "/admin/scene-hall", code: "collection.manage", sites: schoolOrArea },
      soon("reportForms", school),
    ],
  },
  {
    key: "evaluation",
    sites: schoolOrArea,
    entries: [
      { key: "evaluationModels", path: "/admin/models", code: "evaluation.manage", sites: schoolOrArea },
      { key: "computeRules", path: "/admin/rules", code: "evaluation.manage", sites: school },
      { key: "scores", path: "/admin/scores", sites: school },
      { key: "cultivateModels", path: "/admin/cultivate", code: "evaluation.manage", sites: schoolOrArea },
      { key: "passports", path: "/admin/passports", code: "evaluation.manage", sites: school },
      { key: "statistics", path: "/admin/summary", sites: school },
      { key: "areaSummary", path: "/admin/area-summary", sites: area },
      { key: "teaGrowthModels", path: "/admin/tea-growth/models", code: "evaluation.manage", sites: school },
      { key: "teaGrowthRecords", path: "/admin/tea-growth", code: "evaluation.teacherGrowth", sites: school },
      { key: "teaGrowthMine", path: "/admin/tea-growth/mine", sites: school },
      { key: "certificates", path: "/admin/certificates", sites: school },
      { key: "certificateAwards", path: "/admin/certificates/awards", sites: school },
    ],
  },
  {
    key: "people",
    sites: school,
    entries: [
      { key: "students", path: "/admin/students" },
      { key: "teachers", path: "/admin/teachers" },
      { key: "parents", path: "/admin/parents", code: "people.view" },
      { key: "consent", path: "/admin/consent", code: "consent.view" },
      // Clubs with their leaders and members (module course, /v3/association); a club's page is /TMS/course-router.
      { key: "clubs", path: "/admin/course/clubs", also: ["/TMS/course-router"] },
      { key: "organisation", path: "/admin/org" },
    ],
  },
  {
    key: "schoolLife",
    sites: school,
    entries: [
      // The course catalogue, this term's courses and their leaders, subjects and course types (module course).
      { key: "courses", path: "/admin/course/mains" },
      { key: "termCourses", path: "/admin/course/term" },
      { key: "courseCatalogue", path: "/admin/course/subjects", code: "course.manage" },
      soon("lessons"),
      soon("homeSchool"),
      soon("conduct"),
      { key: "attendance", path: "/admin/attendance" },
      { key: "attendancePoints", path: "/admin/attendance/points", adminOnly: true },
      { key: "attendanceCounts", path: "/admin/attendance/counts" },
      // Morning health checks, alerts, records and settings (module health): health.view, or a class leader's own classes.
      { key: "health", path: "/admin/health", code: "health.view", orLeader: true },
      // Practice activities (module practice): their places, sign-ups, scores and figures.
      { key: "practice", path: "/admin/practice", code: "practice.manage" },
      // The boards (module visual): the school's live board, the teacher's own classes.
      { key: "visualAttendance", path: "/admin/visual/attendance", code: "attendance.view" },
      { key: "visualTeacher", path: "/admin/visual/teacher" },
      // Leave asked by guardians, reviewed by class leaders; students over the chronic-absence threshold.
      // For the attendance office (attendance.view) and class leaders, who see their own classes.
      { key: "attendanceLeave", path: "/admin/attendance/leave", code: "attendance.view", orLeader: true },
      {
        key: "attendanceChronic",
        path: "/admin/attendance/chronic",
        code: "attendance.view",
        orLeader: true,
      },
      // One-card devices (gates, canteen tills), their cards and the canteen's payments (module onecard).
      { key: "onecardDevices", path: "/admin/onecard/devices", adminOnly: true, sites: school },
      { key: "onecardCards", path: "/admin/onecard/cards", adminOnly: true, sites: school },
      { key: "onecardConsume", path: "/admin/onecard/consume", adminOnly: true, sites: school },
    ],
  },
  {
    key: "portalApps",
    sites: school,
    entries: [
      { key: "appCenter", path: "/admin/app-centre", sites: school },
      { key: "centerApps", path: "/admin/center/apps", adminOnly: true, sites: school },
      { key: "centerUsage", path: "/admin/center/usage", adminOnly: true, sites: school },
      { key: "timetable", path: "/admin/timetable", adminOnly: true, sites: school },
      { key: "myTimetable", path: "/admin/timetable/mine", sites: school },
      soon("portal"),
      soon("nocode"),
    ],
  },
  {
    key: "system",
    entries: [
      { key: "menuSettings", path: "/admin/menu-settings", adminOnly: true, sites: school },
      { key: "roles", path: "/admin/roles", code: "roles.manage" },
      { key: "auditLog", path: "/admin/audit", code: "audit.view" },
      { key: "calendar", path: "/admin/calendar", sites: school },
      { key: "terms", path: "/admin/terms", sites: school },
      { key: "encyclopedia", path: "/admin/encyclopedia", sites: school },
      { key: "banners", path: "/admin/banners", adminOnly: true, sites: school },
      { key: "visualUsage", path: "/admin/visual/usage", adminOnly: true, sites: school },
      soon("monitoring", schoolOrArea),
      { key: "resetPassword", path: "/admin/resetPassword", code: "password.reset" },
    ],
  },
];

/** The phone: its tab bar, then the entries its home lists per role. */
const phoneEntries: Unordered[] = [
  { key: "tabs", parent: null, surface: "phone", roles: everyone },
  { key: "m.home", parent: "tabs", surface: "phone", path: "/m/", roles: everyone },
  { key: "m.class", parent: "tabs", surface: "phone", path: "/m/class", roles: everyone },
  { key: "m.messages", parent: "tabs", surface: "phone", path: "/m/messages", roles: everyone },
  { key: "m.me", parent: "tabs", surface: "phone", path: "/m/me", roles: everyone },
  { key: "phoneHome", parent: null, surface: "phone", roles: everyone },
  { key: "m.scores", parent: "phoneHome", surface: "phone", path: "/m/scores", roles: family, sites: school },
  {
    key: "m.passport",
    parent: "phoneHome",
    surface: "phone",
    path: "/m/passport",
    roles: family,
    sites: school,
  },
  {
    key: "m.timetable",
    parent: "phoneHome",
    surface: "phone",
    path: "/m/timetable",
    roles: everyone,
    sites: school,
  },
  {
    key: "m.calendar",
    parent: "phoneHome",
    surface: "phone",
    path: "/m/calendar",
    roles: everyone,
    sites: school,
  },
  { key: "m.apps", parent: "phoneHome", surface: "phone", path: "/m/apps", roles: everyone, sites: school },
  {
    key: "m.encyclopedia",
    parent: "phoneHome",
    surface: "phone",
    path: "/m/encyclopedia",
    roles: everyone,
    sites: school,
  },
  {
    key: "m.consent",
    parent: "phoneHome",
    surface: "phone",
    path: "/m/consent",
    roles: ["p"],
    sites: school,
  },
  {
    key: "m.leave",
    parent: "phoneHome",
    surface: "phone",
    path: "/m/leave",
    roles: ["p"],
    sites: school,
  },
  {
    key: "m.leaveReview",
    parent: "phoneHome",
    surface: "phone",
    path: "/m/leave/review",
    roles: staff,
    sites: school,
  },
  {
    key: "m.attendance",
    parent: "phoneHome",
    surface: "phone",
    path: "/m/attendance",
    roles: staff,
    sites: school,
  },
  {
    key: "m.health",
    parent: "phoneHome",
    surface: "phone",
    path: "/m/health",
    roles: ["tea", "p"],
    sites: school,
  },
  {
    key: "m.practice",
    parent: "phoneHome",
    surface: "phone",
    path: "/m/practice",
    roles: ["stu"],
    sites: school,
  },
  {
    key: "m.visual",
    parent: "phoneHome",
    surface: "phone",
    path: "/m/visual",
    roles: staff,
    sites: school,
  },
  {
    key: "m.teaGrowth",
    parent: "phoneHome",
    surface: "phone",
    path: "/m/tea-growth",
    roles: staff,
    sites: school,
  },
  // A student's clubs and this term's courses of their grade (module course).
  {
    key: "m.courses",
    parent: "phoneHome",
    surface: "phone",
    path: "/m/courses",
    roles: ["stu"],
    sites: school,
  },
];

/** Every entry, groups before their entries, in the menus' order. */
export const menuCatalogue: readonly MenuEntry[] = [
  ...consoleGroups.flatMap((g): Unordered[] => {
    const { entries, ...group } = g;
    return [
      { ...group, parent: null, surface: "console", roles: staff },
      ...(entries ?? []).map((e): Unordered => ({ ...e, parent: g.key, surface: "console", roles: staff })),
    ];
  }),
  ...phoneEntries,
].map((e, order) => ({ ...e, order }));

export const menuEntryOf = new Map(menuCatalogue.map((e) => [e.key, e]));
