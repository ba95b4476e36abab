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
import type { ParseKeys } from "i18next";
import type { ComponentType } from "react";
import {
  areaSites,
  type ConsoleMenuEntry,
  type ConsoleMenuGroupKey,
  type MenuContribution,
  type SiteKind,
  schoolOrAreaSites,
  schoolSites,
  soon,
} from "../../components/featureModule.ts";
import { auditMenu } from "../audit/index.ts";
import { bannersMenu } from "../banners/index.ts";
import { calendarMenu } from "../calendar/index.ts";
import { centerMenu } from "../center/index.ts";
import { certificateMenu } from "../certificate/index.ts";
import { collectionMenu } from "../collection/index.ts";
import { encyclopediaMenu } from "../encyclopedia/index.ts";
import { evaluationMenu } from "../evaluation/index.ts";
import { formsMenu } from "../forms/index.ts";
import { homeMenu } from "../home/index.ts";
import { insightMenu } from "../insight/index.ts";
import { orgMenu } from "../org/index.ts";
import { regionMenu } from "../region/index.ts";
import { rolesMenu } from "../roles/index.ts";
import { schoolAdminMenu } from "../school-admin/index.ts";
import { timetableMenu } from "../timetable/index.ts";

export type { ConsoleMenuEntry, SiteKind };

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

/** The features' console menu entries, in the menu's order: each group lists their entries in this order. */
const featureMenus: ReadonlyArray<ReadonlyArray<MenuContribution>> = [
  schoolAdminMenu,
  regionMenu,
  homeMenu,
  formsMenu,
  collectionMenu,
  evaluationMenu,
  insightMenu,
  certificateMenu,
  orgMenu,
  rolesMenu,
  auditMenu,
  timetableMenu,
  calendarMenu,
  encyclopediaMenu,
  bannersMenu,
  centerMenu,
];

/**
 * A group's entries: the features' (featureMenus, each part at the group's end or right after the entry it names),
 * then the console's own (the areas still to come).
 */
const entries = (group: ConsoleMenuGroupKey, own: ReadonlyArray<ConsoleMenuEntry> = []) => {
  const parts = featureMenus.flatMap((menu) => menu.filter((part) => part.group === group));
  const placed: ConsoleMenuEntry[] = parts.filter((part) => !part.after).flatMap((part) => part.entries);
  for (const part of parts.filter((part) => part.after)) {
    const at = placed.findIndex((entry) => entry.key === part.after);
    placed.splice(at < 0 ? placed.length : at + 1, 0, ...part.entries);
  }
  return [...placed, ...own];
};

export const consoleMenu: ReadonlyArray<ConsoleMenuArea> = [
  { key: "home", label: "console.menu.home", icon: HomeOutlined, path: "/admin" },
  {
    key: "platform",
    label: "schoolAdmin.menu.platform",
    icon: BankOutlined,
    sites: ["platform"],
    adminOnly: true,
    children: entries("platform"),
  },
  {
    key: "region",
    label: "console.menu.region",
    icon: BankOutlined,
    sites: areaSites,
    adminOnly: true,
    children: entries("region"),
  },
  {
    key: "forms",
    label: "console.menu.forms",
    icon: FormOutlined,
    sites: schoolOrAreaSites,
    children: entries("forms", [soon("reportForms", schoolSites)]),
  },
  {
    key: "evaluation",
    label: "console.menu.evaluation",
    icon: TrophyOutlined,
    sites: schoolOrAreaSites,
    children: entries("evaluation"),
  },
  {
    key: "people",
    label: "console.menu.people",
    icon: TeamOutlined,
    sites: schoolSites,
    children: entries("people"),
  },
  {
    key: "schoolLife",
    label: "console.menu.schoolLife",
    icon: CalendarOutlined,
    sites: schoolSites,
    children: [soon("courses"), soon("lessons"), soon("homeSchool"), soon("conduct"), soon("attendance")],
  },
  {
    key: "portalApps",
    label: "console.menu.portalApps",
    icon: AppstoreOutlined,
    sites: schoolSites,
    children: entries("portalApps", [soon("portal"), soon("nocode")]),
  },
  {
    key: "system",
    label: "console.menu.system",
    icon: SettingOutlined,
    children: entries("system", [
      soon("monitoring", schoolOrAreaSites),
      {
        key: "resetPassword",
        label: "account.reset.menu",
        path: "/admin/resetPassword",
        code: "password.reset",
      },
    ]),
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
