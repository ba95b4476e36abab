import { type ComponentType, createElement } from "react";
import type { RouteObject } from "react-router";
import type { MobilePageRoute, PageRoute } from "../components/featureModule.ts";
import { pageHandle } from "./mobilePageHandle.ts";
import { featureModules } from "./modules.ts";
import { shellTexts } from "./pageTexts.ts";

const modules = featureModules;

/** A page as a lazily loaded route; a sign-in page's marked to load without the pages' texts. */
export function pageRoute({ path, index, load, shellTexts: shellOnly }: PageRoute): RouteObject {
  const route: RouteObject = index
    ? { index: true, lazy: async () => ({ Component: await load() }) }
    : { path, lazy: async () => ({ Component: await load() }) };
  return shellOnly ? shellTexts(route) : route;
}

/**
 * A phone page built with antd components (forms, scores, the passport): antd's theme and locale around it, loaded
 * with it, so that only these pages of /m/ download the desktop kit.
 */
export const withAntd = (load: () => Promise<ComponentType>) => async () => {
  const [{ AntdShell }, Page] = await Promise.all([import("./AntdShell.tsx"), load()]);
  return { element: createElement(AntdShell, null, createElement(Page)) };
};

/** A phone page: its handle tells the layout the NavBar's title and whether the page has a heading of its own. */
export function mobilePageRoute(page: MobilePageRoute): RouteObject {
  const { title, heading, antd } = page;
  const route = pageRoute(page);
  if (title !== undefined || heading !== undefined)
    route.handle = pageHandle({
      ...(title !== undefined && { title }),
      ...(heading !== undefined && { heading }),
    });
  if (antd) route.lazy = withAntd(page.load);
  return route;
}

/** The pages every feature declares for one place of the router, in the modules' order. */
export const portalRoutes = (): RouteObject[] => modules.flatMap((m) => m.portalPages ?? []).map(pageRoute);
export const desktopRoutes = (): RouteObject[] => modules.flatMap((m) => m.pages ?? []).map(pageRoute);
export const consoleRoutes = (): RouteObject[] => modules.flatMap((m) => m.consolePages ?? []).map(pageRoute);
export const mobileRoutes = (): RouteObject[] =>
  modules.flatMap((m) => m.mobilePages ?? []).map(mobilePageRoute);
