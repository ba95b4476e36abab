import type { PermissionCode } from "@eos/contracts";
import type { ParseKeys } from "i18next";
import type { ComponentType } from "react";

/**
 * What a feature hands the router (its `module.ts`, exported by its index.ts beside its console menu entries and its
 * texts): its pages, each loaded on demand. The shell (app/featureRoutes.ts) combines every feature's module, so nothing
 * else in the shell knows a feature's pages. A module holds paths and lazy imports only: it is part of the entry
 * chunk, so a page's code loads when the page opens, never with the phone's sign-in page.
 */
export type FeatureModule = {
  name: string;
  /** Pages inside the portal frame (the portal's home). */
  portalPages?: ReadonlyArray<PageRoute>;
  /** Desktop pages outside the console: sign-in, password, redirects, set-up, a visitor's form. */
  pages?: ReadonlyArray<PageRoute>;
  /** Console pages, under /admin. */
  consolePages?: ReadonlyArray<PageRoute>;
  /** Phone pages, under /m/. */
  mobilePages?: ReadonlyArray<MobilePageRoute>;
};

/** A page: its path (or index) and its component, loaded on demand. */
export type PageRoute = {
  path?: string;
  index?: true;
  load: () => Promise<ComponentType>;
  /** The page shows only the shell's texts (portal, sign-in): it loads without the pages' texts. */
  shellTexts?: true;
};

/** A phone page: also its NavBar title, whether it has a heading of its own, and whether it is built with antd. */
export type MobilePageRoute = PageRoute & {
  title?: ParseKeys;
  heading?: "nav" | "page";
  /** Built with antd components (forms, scores, the passport): antd's theme and locale load with it. */
  antd?: true;
};

/** A page route: `page("scores", () => import("./ScoresPage.tsx").then((m) => m.ScoresPage))`. */
export const page = (path: string, load: () => Promise<ComponentType>, more?: Partial<MobilePageRoute>) => ({
  path,
  load,
  ...more,
});

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

/** The console menu's groups, which the console draws (icon, label, sites); features add entries to them. */
export type ConsoleMenuGroupKey =
  | "platform"
  | "region"
  | "forms"
  | "evaluation"
  | "people"
  | "portalApps"
  | "system";

/** Entries a feature adds to one of the console menu's groups, in their order (its index exports them, menu.ts). */
export type MenuContribution = { group: ConsoleMenuGroupKey; entries: ReadonlyArray<ConsoleMenuEntry> };

// A school's own pages (its people, classes, tasks and scores) mean nothing on an area's or the platform's site;
// an area runs its schools, its models and scenes pushed to them, and the area's figures.
export const schoolSites: ReadonlyArray<SiteKind> = ["school"];
export const areaSites: ReadonlyArray<SiteKind> = ["area"];
export const schoolOrAreaSites: ReadonlyArray<SiteKind> = ["school", "area"];

/** An entry listed, disabled, until its feature lands. */
export const soon = (key: string, sites?: ReadonlyArray<SiteKind>): ConsoleMenuEntry => ({
  key,
  label: `console.menu.${key}` as ParseKeys,
  sites,
});
