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
import { type MenuEntry, menuCatalogue } from "@eos/contracts";
import type { ParseKeys } from "i18next";
import type { ComponentType } from "react";
import type { ConsoleMenuEntry, MenuLabels, SiteKind } from "../../components/featureModule.ts";
import { attendanceMenu } from "../attendance/index.ts";
import { auditMenu } from "../audit/index.ts";
import { bannersMenu } from "../banners/index.ts";
import { calendarMenu } from "../calendar/index.ts";
import { centerMenu } from "../center/index.ts";
import { certificateMenu } from "../certificate/index.ts";
import { collectionMenu } from "../collection/index.ts";
import { consentMenu } from "../consent/index.ts";
import { courseMenu } from "../course/index.ts";
import { encyclopediaMenu } from "../encyclopedia/index.ts";
import { evaluationMenu } from "../evaluation/index.ts";
import { formsMenu } from "../forms/index.ts";
import { healthMenu } from "../health/index.ts";
import { homeMenu } from "../home/index.ts";
import { insightMenu } from "../insight/index.ts";
import { onecardMenu } from "../onecard/index.ts";
import { orgMenu } from "../org/index.ts";
import { practiceMenu } from "../practice/index.ts";
import { regionMenu } from "../region/index.ts";
import { rolesMenu } from "../roles/index.ts";
import { schoolAdminMenu } from "../school-admin/index.ts";
import { timetableMenu } from "../timetable/index.ts";
import { visualMenu } from "../visual/index.ts";

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

/** The console's groups as the console draws them: label and icon by the catalogue's key. */
export const consoleGroupLook: Readonly<Record<string, { label: ParseKeys; icon: ComponentType }>> = {
  home: { label: "console.menu.home", icon: HomeOutlined },
  platform: { label: "schoolAdmin.menu.platform", icon: BankOutlined },
  region: { label: "console.menu.region", icon: BankOutlined },
  forms: { label: "console.menu.forms", icon: FormOutlined },
  evaluation: { label: "console.menu.evaluation", icon: TrophyOutlined },
  people: { label: "console.menu.people", icon: TeamOutlined },
  schoolLife: { label: "console.menu.schoolLife", icon: CalendarOutlined },
  portalApps: { label: "console.menu.portalApps", icon: AppstoreOutlined },
  system: { label: "console.menu.system", icon: SettingOutlined },
};

/** The console's own entries' labels: the areas still to come, and the password reset. */
const consoleLabels: MenuLabels = {
  reportForms: "console.menu.reportForms",
  courses: "console.menu.courses",
  lessons: "console.menu.lessons",
  homeSchool: "console.menu.homeSchool",
  conduct: "console.menu.conduct",
  portal: "console.menu.portal",
  nocode: "console.menu.nocode",
  monitoring: "console.menu.monitoring",
  resetPassword: "account.reset.menu",
};

/** The phone's entries, named as the tab bar and the phone home name them. */
export const phoneMenuLabels: MenuLabels = {
  tabs: "home.menuSettings.tabs",
  phoneHome: "home.menuSettings.phoneHome",
  "m.home": "mobile.tabs.home",
  "m.class": "mobile.tabs.class",
  "m.messages": "mobile.tabs.messages",
  "m.me": "mobile.tabs.me",
  "m.scores": "evaluation.mobile.entry",
  "m.passport": "passport.mobileEntry",
  "m.teaGrowth": "teaGrowth.mobile.entry",
  "m.timetable": "home.entries.timetable",
  "m.calendar": "home.entries.calendar",
  "m.apps": "home.entries.apps",
  "m.encyclopedia": "home.entries.encyclopedia",
  "m.consent": "consent.mobile.entry",
  "m.attendance": "attendance.menu.mark",
  "m.courses": "course.mobile.title",
  "m.health": "health.mobile.entry",
  "m.practice": "practice.mobile.entry",
  "m.leave": "attendance.leave.entry",
  "m.leaveReview": "attendance.leave.reviewEntry",
};

/** Every menu key's label: the console's groups and own entries, the features' entries, the phone's. */
export const menuLabels: MenuLabels = {
  ...Object.fromEntries(Object.entries(consoleGroupLook).map(([key, look]) => [key, look.label])),
  ...consoleLabels,
  ...schoolAdminMenu,
  ...regionMenu,
  ...homeMenu,
  ...formsMenu,
  ...collectionMenu,
  ...evaluationMenu,
  ...insightMenu,
  ...certificateMenu,
  ...orgMenu,
  ...rolesMenu,
  ...auditMenu,
  ...timetableMenu,
  ...calendarMenu,
  ...encyclopediaMenu,
  ...bannersMenu,
  ...consentMenu,
  ...centerMenu,
  ...onecardMenu,
  ...attendanceMenu,
  ...courseMenu,
  ...healthMenu,
  ...practiceMenu,
  ...visualMenu,
  ...phoneMenuLabels,
};

/** A menu key's label; the catalogue's keys all have one (consoleMenu.test.ts). */
export const labelOfMenuKey = (key: string): ParseKeys | undefined => menuLabels[key];

/** A menu key's icon: a console group's own; an entry draws with its group's. */
export const iconOfMenuKey = (key: string): ComponentType | undefined => {
  const entry = menuCatalogue.find((e) => e.key === key);
  if (entry?.surface !== "console") return undefined;
  return consoleGroupLook[entry.parent ?? entry.key]?.icon;
};

const consoleEntries = menuCatalogue.filter((e) => e.surface === "console");

/** The catalogue's rules of an entry, as the console's types hold them (absent rules stay absent). */
const rulesOf = (e: MenuEntry) => ({
  ...(e.path ? { path: e.path } : {}),
  ...(e.also ? { also: e.also } : {}),
  ...(e.code ? { code: e.code } : {}),
  ...(e.orLeader ? { orLeader: e.orLeader } : {}),
  ...(e.sites ? { sites: e.sites } : {}),
  ...(e.adminOnly ? { adminOnly: e.adminOnly } : {}),
});

/**
 * The console menu: the catalogue's console groups and entries (@eos/contracts menuCatalogue, the server's too),
 * in its order, with their labels and icons. It draws the menu until the server's answers (useConsoleMenu).
 */
export const consoleMenu: ReadonlyArray<ConsoleMenuArea> = consoleEntries
  .filter((g) => g.parent === null)
  .map((g) => {
    const children = consoleEntries
      .filter((e) => e.parent === g.key)
      .map(
        (e): ConsoleMenuEntry => ({
          key: e.key,
          label: menuLabels[e.key] ?? (`console.menu.${e.key}` as ParseKeys),
          ...rulesOf(e),
        }),
      );
    const look = consoleGroupLook[g.key] ?? {
      label: `console.menu.${g.key}` as ParseKeys,
      icon: AppstoreOutlined,
    };
    return {
      key: g.key,
      label: look.label,
      icon: look.icon,
      ...rulesOf(g),
      ...(children.length ? { children } : {}),
    };
  });

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
