import {
  AppstoreOutlined,
  BankOutlined,
  CalendarOutlined,
  FormOutlined,
  HomeOutlined,
  SettingOutlined,
  TeamOutlined,
  TrophyOutlined,
} from "@ant-design/icons";
import type { PermissionCode } from "@eos/contracts";
import type { ParseKeys } from "i18next";
import type { ComponentType } from "react";

/** What a site (a school row) is: a school, an area's own site, or the platform's site. */
export type SiteKind = "school" | "area" | "platform";

/**
 * An entry with a path is live (a link); entries without one are listed, disabled, until their feature lands. An
 * entry with a code shows only to those who hold it (usePermissions); one with sites only on those kinds of site
 * (everywhere without); an adminOnly one only to the site's administrators.
 */
export type ConsoleMenuEntry = {
  key: string;
  label: ParseKeys;
  path?: string;
  /** Further pages that belong to this entry, by path prefix (a task's page belongs to task progress). */
  also?: ReadonlyArray<string>;
  code?: PermissionCode;
  /** Also for class leaders without the code: the page shows them their own classes. */
  orLeader?: true;
  sites?: ReadonlyArray<SiteKind>;
  adminOnly?: true;
};
export type ConsoleMenuArea = {
  key: string;
  label: ParseKeys;
  icon: ComponentType;
  path?: string;
  children?: ReadonlyArray<ConsoleMenuEntry>;
  /** The whole group shows only on these kinds of site. */
  sites?: ReadonlyArray<SiteKind>;
  adminOnly?: true;
};

// A school's own pages (its people, classes, tasks and scores) mean nothing on an area's or the platform's site;
// an area runs its schools, its models and scenes pushed to them, and the area's figures.
const school: ReadonlyArray<SiteKind> = ["school"];
const area: ReadonlyArray<SiteKind> = ["area"];
const schoolOrArea: ReadonlyArray<SiteKind> = ["school", "area"];

const soon = (key: string, sites?: ReadonlyArray<SiteKind>): ConsoleMenuEntry => ({
  key,
  label: `console.menu.${key}` as ParseKeys,
  sites,
});

export const consoleMenu: ReadonlyArray<ConsoleMenuArea> = [
  { key: "home", label: "console.menu.home", icon: HomeOutlined, path: "/admin" },
  {
    key: "platform",
    label: "schoolAdmin.menu.platform",
    icon: BankOutlined,
    sites: ["platform"],
    adminOnly: true,
    children: [
      { key: "schools", label: "schoolAdmin.menu.schools", path: "/admin/schools" },
      { key: "areas", label: "schoolAdmin.menu.areas", path: "/admin/areas" },
    ],
  },
  {
    key: "region",
    label: "console.menu.region",
    icon: BankOutlined,
    sites: area,
    adminOnly: true,
    children: [{ key: "areaSchools", label: "schoolAdmin.schools.areaTitle", path: "/admin/schools" }],
  },
  {
    key: "forms",
    label: "console.menu.forms",
    icon: FormOutlined,
    sites: schoolOrArea,
    children: [
      {
        key: "formDesigner",
        label: "console.menu.formDesigner",
        path: "/admin/forms",
        code: "forms.design",
        sites: schoolOrArea,
      },
      {
        key: "progress",
        label: "console.menu.progress",
        path: "/admin/progress",
        also: ["/admin/tasks"],
        sites: school,
      },
      // A task's imports (and the import itself) are on its page: the way there is the task list.
      {
        key: "formImport",
        label: "console.menu.formImport",
        path: "/admin/progress",
        code: "forms.data",
        sites: school,
      },
      { key: "usage", label: "console.menu.usage", path: "/admin/usage", sites: area },
      {
        key: "monitor",
        label: "console.menu.monitor",
        path: "/admin/monitor",
        code: "collection.stats",
        orLeader: true,
        sites: schoolOrArea,
      },
      {
        key: "appUsage",
        label: "appMonitor.tabs.appCount",
        path: "/admin/app-usage",
        code: "collection.stats",
        sites: school,
      },
      { key: "dataApps", label: "console.menu.dataApps", path: "/admin/data-apps", sites: school },
      {
        key: "scenes",
        label: "console.menu.scenes",
        path: "/admin/scenes",
        code: "collection.manage",
        sites: schoolOrArea,
      },
      {
        key: "sceneHall",
        label: "console.menu.sceneHall",
        path: "/admin/scene-hall",
        code: "collection.manage",
        sites: schoolOrArea,
      },
      soon("reportForms", school),
    ],
  },
  {
    key: "evaluation",
    label: "console.menu.evaluation",
    icon: TrophyOutlined,
    sites: schoolOrArea,
    children: [
      {
        key: "evaluationModels",
        label: "console.menu.evaluationModels",
        path: "/admin/models",
        code: "evaluation.manage",
        sites: schoolOrArea,
      },
      {
        key: "computeRules",
        label: "console.menu.computeRules",
        path: "/admin/rules",
        code: "evaluation.manage",
        sites: school,
      },
      { key: "scores", label: "console.menu.scores", path: "/admin/scores", sites: school },
      {
        key: "cultivateModels",
        label: "console.menu.cultivateModels",
        path: "/admin/cultivate",
        code: "evaluation.manage",
        sites: schoolOrArea,
      },
      {
        key: "passports",
        label: "console.menu.passports",
        path: "/admin/passports",
        code: "evaluation.manage",
        sites: school,
      },
      { key: "statistics", label: "console.menu.statistics", path: "/admin/summary", sites: school },
      { key: "areaSummary", label: "console.menu.areaSummary", path: "/admin/area-summary", sites: area },
      {
        key: "teaGrowthModels",
        label: "console.menu.teaGrowthModels",
        path: "/admin/tea-growth/models",
        code: "evaluation.manage",
        sites: school,
      },
      {
        key: "teaGrowthRecords",
        label: "console.menu.teaGrowthRecords",
        path: "/admin/tea-growth",
        code: "evaluation.teacherGrowth",
        sites: school,
      },
      {
        key: "teaGrowthMine",
        label: "console.menu.teaGrowthMine",
        path: "/admin/tea-growth/mine",
        sites: school,
      },
      // Certificates are awarded from evaluation (their code is evaluation's), as their pages' breadcrumbs say.
      { key: "certificates", label: "certificate.menu.list", path: "/admin/certificates", sites: school },
      {
        key: "certificateAwards",
        label: "certificate.menu.awards",
        path: "/admin/certificates/awards",
        sites: school,
      },
    ],
  },
  {
    key: "people",
    label: "console.menu.people",
    icon: TeamOutlined,
    sites: school,
    children: [
      { key: "students", label: "console.menu.students", path: "/admin/students" },
      { key: "teachers", label: "console.menu.teachers", path: "/admin/teachers" },
      { key: "parents", label: "console.menu.parents", path: "/admin/parents", code: "people.view" },
      soon("clubs"),
      { key: "organisation", label: "console.menu.organisation", path: "/admin/org" },
    ],
  },
  {
    key: "schoolLife",
    label: "console.menu.schoolLife",
    icon: CalendarOutlined,
    sites: school,
    children: [soon("courses"), soon("lessons"), soon("homeSchool"), soon("conduct"), soon("attendance")],
  },
  {
    key: "portalApps",
    label: "console.menu.portalApps",
    icon: AppstoreOutlined,
    sites: school,
    children: [soon("portal"), soon("appCenter"), soon("nocode")],
  },
  {
    key: "system",
    label: "console.menu.system",
    icon: SettingOutlined,
    children: [
      { key: "roles", label: "console.menu.roles", path: "/admin/roles", code: "roles.manage" },
      { key: "auditLog", label: "console.menu.auditLog", path: "/admin/audit", code: "audit.view" },
      soon("terms", school),
      soon("monitoring", schoolOrArea),
      {
        key: "resetPassword",
        label: "account.reset.menu",
        path: "/admin/resetPassword",
        code: "password.reset",
      },
    ],
  },
];

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

type MenuGroup = Pick<ConsoleMenuArea, "key" | "path"> & { children?: ReadonlyArray<ConsoleMenuEntry> };

/**
 * The menu entry a page belongs to: the live entry whose path (or one of its further paths) is the longest
 * prefix of the page's path; on a tie the first in the menu. Pass the menu its viewer sees, where two kinds of
 * site have an entry each for the same page (the platform's schools and the area's).
 */
export function selectedMenuKey(
  pathname: string,
  menu: ReadonlyArray<MenuGroup> = consoleMenu,
): string | undefined {
  let best: { key: string; length: number } | undefined;
  for (const entry of menu.flatMap((group) => [group, ...(group.children ?? [])])) {
    if (!entry.path) continue;
    const also = "also" in entry ? (entry.also ?? []) : [];
    for (const path of [entry.path, ...also]) {
      if (under(pathname, path) && path.length > (best?.length ?? -1))
        best = { key: entry.key, length: path.length };
    }
  }
  return best?.key;
}

/** The menu group an entry sits in (none for a top-level entry). */
export const menuGroupOf = (key: string, menu: ReadonlyArray<MenuGroup> = consoleMenu): string | undefined =>
  menu.find((group) => group.children?.some((entry) => entry.key === key))?.key;
