import { createElement } from "react";
import type { RouteObject } from "react-router";
import { consoleRoutes, desktopRoutes, portalRoutes } from "./featureRoutes.ts";
import { RootLayout } from "./layouts/RootLayout.tsx";
// The features hand their texts to the catalogue as the routes are built.
import "./catalogue.ts";
import { mobileRoute } from "./mobileRoutes.tsx";
import { shellTexts, withPageTexts } from "./pageTexts.ts";
import { RouteError } from "./RouteError.tsx";
import { RouteFallback } from "./RouteFallback.tsx";

// Every page and layout is loaded on demand, so the portal and sign-in pages never pull the console
// or antd-mobile code, and a phone's sign-in and home pages never pull antd. The pages are the features'
// (features/<name>/module.ts, combined in featureRoutes.ts); the layouts around them are the shell's.

const notFound = (homePath: string) => async () => {
  const { NotFoundPage } = await import("./NotFoundPage.tsx");
  return { element: createElement(NotFoundPage, { homePath }) };
};

export const routes: RouteObject[] = withPageTexts([
  {
    path: "/",
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    children: [
      shellTexts({
        // Everything outside /m/ is built with antd: its theme, locale and dialogs come with this layout.
        lazy: async () => ({ Component: (await import("./layouts/DesktopLayout.tsx")).DesktopLayout }),
        children: [
          shellTexts({
            lazy: async () => ({ Component: (await import("./layouts/PortalLayout.tsx")).PortalLayout }),
            children: portalRoutes(),
          }),
          ...desktopRoutes(),
          {
            path: "admin",
            lazy: async () => ({ Component: (await import("./layouts/AdminLayout.tsx")).AdminLayout }),
            children: [...consoleRoutes(), { path: "*", lazy: notFound("/admin") }],
          },
          { path: "*", lazy: notFound("/") },
        ],
      }),
      mobileRoute,
    ],
  },
]);
