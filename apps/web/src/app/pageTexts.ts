import type { RouteObject } from "react-router";
import { loadPageTexts } from "../i18n/i18n.ts";

/** The routes whose pages show only the shell's texts (i18n.ts): the layouts, the portal and the sign-in pages. */
const shellRoutes = new WeakSet<RouteObject>();

/** Marks a route as showing only the shell's texts: it loads without the pages' texts (the phone's first screen). */
export function shellTexts<T extends RouteObject>(route: T): T {
  shellRoutes.add(route);
  return route;
}

/**
 * Makes every lazily loaded route but the shell's load the pages' texts beside its code, so a page behind sign-in
 * renders with its texts in, and the sign-in pages never download them.
 */
export function withPageTexts(routes: RouteObject[]): RouteObject[] {
  for (const route of routes) {
    const { lazy } = route;
    if (typeof lazy === "function" && !shellRoutes.has(route)) {
      route.lazy = async () => (await Promise.all([lazy(), loadPageTexts()]))[0];
    }
    if (route.children) withPageTexts(route.children);
  }
  return routes;
}
