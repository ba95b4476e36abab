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

/**
 * An entry with a path is live; entries without one are listed, disabled, until their feature lands. An entry
 * with a code shows only to those who hold it (usePermissions); an areaOnly one only on an area's own site; one
 * with sites only to administrators of those kinds of site (the platform's site holds the platform administrators).
 */
export type ConsoleMenuEntry = {
  key: string;
  label: ParseKeys;
  path?: string;
  code?: PermissionCode;
  areaOnly?: true;
  /** Only on a school's own site (an area's site has its own entry for the same figures). */
  schoolOnly?: true;
  /** Also for class leaders without the code: the page shows them their own classes. */
  orLeader?: true;
  sites?: ReadonlyArray<"platform" | "area">;
};
export type ConsoleMenuArea = {
  key: string;
  label: ParseKeys;
  icon: ComponentType;
  path?: string;
  children?: ReadonlyArray<ConsoleMenuEntry>;
  /** The whole area shows only on these kinds of site. */
  sites?: ReadonlyArray<"platform" | "area">;
};

const soon = (key: string): ConsoleMenuEntry => ({ key, label: `console.menu.${key}` as ParseKeys });

export const consoleMenu: ReadonlyArray<ConsoleMenuArea> = [
  { key: "home", label: "console.menu.home", icon: HomeOutlined, path: "/admin" },
  {
    key: "platform",
    label: "schoolAdmin.menu.platform",
    icon: BankOutlined,
    sites: ["platform", "area"],
    children: [
      {
        key: "schools",
        label: "schoolAdmin.menu.schools",
        path: "/admin/schools",
        sites: ["platform", "area"],
      },
      { key: "areas", label: "schoolAdmin.menu.areas", path: "/admin/areas", sites: ["platform"] },
    ],
  },
  {
    key: "forms",
    label: "console.menu.forms",
    icon: FormOutlined,
    children: [
      { key: "formDesigner", label: "console.menu.formDesigner", path: "/admin/forms", code: "forms.design" },
      { key: "progress", label: "console.menu.progress", path: "/admin/progress" },
      { key: "usage", label: "console.menu.usage", path: "/admin/usage", areaOnly: true },
      {
        key: "monitor",
        label: "console.menu.monitor",
        path: "/admin/monitor",
        code: "collection.stats",
        orLeader: true,
      },
      {
        key: "appUsage",
        label: "appMonitor.tabs.appCount",
        path: "/admin/app-usage",
        code: "collection.stats",
        schoolOnly: true,
      },
      { key: "dataApps", label: "console.menu.dataApps", path: "/admin/data-apps" },
      { key: "scenes", label: "console.menu.scenes", path: "/admin/scenes", code: "collection.manage" },
      {
        key: "sceneHall",
        label: "console.menu.sceneHall",
        path: "/admin/scene-hall",
        code: "collection.manage",
      },
      soon("formImport"),
      soon("reportForms"),
    ],
  },
  {
    key: "evaluation",
    label: "console.menu.evaluation",
    icon: TrophyOutlined,
    children: [
      {
        key: "evaluationModels",
        label: "console.menu.evaluationModels",
        path: "/admin/models",
        code: "evaluation.manage",
      },
      {
        key: "computeRules",
        label: "console.menu.computeRules",
        path: "/admin/rules",
        code: "evaluation.manage",
      },
      { key: "scores", label: "console.menu.scores", path: "/admin/scores" },
      {
        key: "cultivateModels",
        label: "console.menu.cultivateModels",
        path: "/admin/cultivate",
        code: "evaluation.manage",
      },
      {
        key: "passports",
        label: "console.menu.passports",
        path: "/admin/passports",
        code: "evaluation.manage",
      },
      { key: "statistics", label: "console.menu.statistics", path: "/admin/summary" },
      {
        key: "teaGrowthModels",
        label: "console.menu.teaGrowthModels",
        path: "/admin/tea-growth/models",
        code: "evaluation.manage",
      },
      {
        key: "teaGrowthRecords",
        label: "console.menu.teaGrowthRecords",
        path: "/admin/tea-growth",
        code: "evaluation.teacherGrowth",
      },
      { key: "teaGrowthMine", label: "console.menu.teaGrowthMine", path: "/admin/tea-growth/mine" },
      { key: "areaSummary", label: "console.menu.areaSummary", path: "/admin/area-summary", areaOnly: true },
    ],
  },
  {
    key: "people",
    label: "console.menu.people",
    icon: TeamOutlined,
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
    children: [
      soon("courses"),
      soon("lessons"),
      soon("homeSchool"),
      soon("conduct"),
      { key: "certificates", label: "certificate.menu.list", path: "/admin/certificates" },
      { key: "certificateAwards", label: "certificate.menu.awards", path: "/admin/certificates/awards" },
      soon("attendance"),
    ],
  },
  {
    key: "portalApps",
    label: "console.menu.portalApps",
    icon: AppstoreOutlined,
    children: [soon("portal"), soon("appCenter"), soon("nocode")],
  },
  {
    key: "system",
    label: "console.menu.system",
    icon: SettingOutlined,
    children: [
      { key: "roles", label: "console.menu.roles", path: "/admin/roles", code: "roles.manage" },
      { key: "auditLog", label: "console.menu.auditLog", path: "/admin/audit", code: "audit.view" },
      soon("terms"),
      soon("monitoring"),
      {
        key: "resetPassword",
        label: "account.reset.menu",
        path: "/admin/resetPassword",
        code: "password.reset",
      },
    ],
  },
];

/** The live entry whose path is the longest prefix of the current path. */
export function selectedMenuKey(pathname: string): string | undefined {
  const live = consoleMenu.flatMap((area) => [area, ...(area.children ?? [])]).filter((e) => e.path);
  const matches = live.filter((e) => pathname === e.path || pathname.startsWith(`${e.path}/`));
  return matches.sort((a, b) => (b.path?.length ?? 0) - (a.path?.length ?? 0))[0]?.key;
}
