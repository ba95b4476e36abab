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

/**
 * A feature's labels of its console menu entries, by the entry's key: the entries themselves (paths, who may have
 * them, order) are the catalogue's (@eos/contracts menuCatalogue); the console combines the labels (consoleMenu.ts).
 */
export type MenuLabels = Readonly<Record<string, ParseKeys>>;
