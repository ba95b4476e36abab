import { createElement } from "react";
import type { RouteObject } from "react-router";
import { RootLayout } from "./layouts/RootLayout.tsx";
import { RouteError } from "./RouteError.tsx";
import { RouteFallback } from "./RouteFallback.tsx";

// Every page and layout is loaded on demand, so the portal and sign-in pages never pull the console
// or antd-mobile code.

const signIn = (mode: "single" | "area" | "pwd" | "course") => async () => {
  const { LoginPage } = await import("../features/auth/LoginPage.tsx");
  return { element: createElement(LoginPage, { mode }) };
};

const notFound = (homePath: string) => async () => {
  const { NotFoundPage } = await import("./NotFoundPage.tsx");
  return { element: createElement(NotFoundPage, { homePath }) };
};

const mobileEmpty = async () => ({
  Component: (await import("../features/mobile/MobileEmptyPage.tsx")).MobileEmptyPage,
});

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: async () => ({ Component: (await import("./layouts/PortalLayout.tsx")).PortalLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import("../features/portal/PortalHomePage.tsx")).PortalHomePage,
            }),
          },
        ],
      },
      { path: "singleLogin", lazy: signIn("single") },
      { path: "areaLogin", lazy: signIn("area") },
      { path: "login-pwd/:schoolId", lazy: signIn("pwd") },
      { path: "courseLogin", lazy: signIn("course") },
      {
        path: "eos-web/*",
        lazy: async () => ({
          Component: (await import("../features/auth/EosWebRedirect.tsx")).EosWebRedirect,
        }),
      },
      {
        path: "admin",
        lazy: async () => ({ Component: (await import("./layouts/AdminLayout.tsx")).AdminLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import("../features/console/AdminHomePage.tsx")).AdminHomePage,
            }),
          },
          { path: "*", lazy: notFound("/admin") },
        ],
      },
      {
        path: "m",
        lazy: async () => ({ Component: (await import("./layouts/MobileLayout.tsx")).MobileLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import("../features/mobile/MobileHomePage.tsx")).MobileHomePage,
            }),
          },
          {
            path: "login",
            lazy: async () => ({
              Component: (await import("../features/mobile/MobileLoginPage.tsx")).MobileLoginPage,
            }),
          },
          { path: "class", lazy: mobileEmpty },
          { path: "messages", lazy: mobileEmpty },
          {
            path: "me",
            lazy: async () => ({
              Component: (await import("../features/mobile/MobileMePage.tsx")).MobileMePage,
            }),
          },
          { path: "*", lazy: notFound("/m/") },
        ],
      },
      { path: "*", lazy: notFound("/") },
    ],
  },
];
