import { createElement } from "react";
import type { RouteObject } from "react-router";
import { mobileRoutes, withAntd } from "./featureRoutes.ts";
import { pageHandle } from "./mobilePageHandle.ts";
import { shellTexts } from "./pageTexts.ts";

// The phone pages under /m/, built with antd-mobile; each loads on demand.

const mobileNotFound = withAntd(async () => {
  const { NotFoundPage } = await import("./NotFoundPage.tsx");
  return () => createElement(NotFoundPage, { homePath: "/m/" });
});

/** /m/*: the phone pages, in their own layout (NavBar and TabBar). */
export const mobileRoute: RouteObject = shellTexts({
  path: "m",
  lazy: async () => ({ Component: (await import("./layouts/MobileLayout.tsx")).MobileLayout }),
  children: [...mobileRoutes(), { path: "*", handle: pageHandle({ heading: "page" }), lazy: mobileNotFound }],
});
