import { type ComponentType, createElement } from "react";
import type { RouteObject } from "react-router";
import { prefetchSchool } from "../api/useSchool.ts";
import { pageHandle } from "./mobilePageHandle.ts";
import { shellTexts } from "./pageTexts.ts";

// The phone pages under /m/, built with antd-mobile; each loads on demand.

/**
 * A phone page built with antd components (forms, scores, the passport): antd's theme and locale around it, loaded
 * with it, so that only these pages of /m/ download the desktop kit.
 */
const withAntd = (load: () => Promise<ComponentType>) => async () => {
  const [{ AntdShell }, Page] = await Promise.all([import("./AntdShell.tsx"), load()]);
  return { element: createElement(AntdShell, null, createElement(Page)) };
};

const mobileNotFound = withAntd(async () => {
  const { NotFoundPage } = await import("./NotFoundPage.tsx");
  return () => createElement(NotFoundPage, { homePath: "/m/" });
});

const mobileEmpty = async () => ({
  Component: (await import("../features/mobile/MobileEmptyPage.tsx")).MobileEmptyPage,
});

/** /m/*: the phone pages, in their own layout (NavBar and TabBar). */
export const mobileRoute: RouteObject = shellTexts({
  path: "m",
  lazy: async () => ({ Component: (await import("./layouts/MobileLayout.tsx")).MobileLayout }),
  children: [
    {
      index: true,
      handle: pageHandle({ heading: "page" }),
      lazy: async () => ({
        Component: (await import("../features/mobile/MobileHomePage.tsx")).MobileHomePage,
      }),
    },
    shellTexts({
      path: "login",
      handle: pageHandle({ title: "auth.heading.mobile", heading: "page" }),
      lazy: async () => {
        // Opened by its address (a link in a chat app), the page's school is asked for beside the page's code rather
        // than after it, so the page's first paint is the form. (A route's loader would only start once its code is
        // in; and on a move from another page, the address is still that page's.)
        if (window.location.pathname === "/m/login") prefetchSchool(window.location.search);
        return { Component: (await import("../features/mobile/MobileLoginPage.tsx")).MobileLoginPage };
      },
    }),
    {
      path: "qr-confirm",
      handle: pageHandle({ title: "qr.tab", heading: "page" }),
      lazy: async () => ({
        Component: (await import("../features/mobile/MobileQrConfirmPage.tsx")).MobileQrConfirmPage,
      }),
    },
    {
      path: "password",
      handle: pageHandle({ title: "account.mobile.passwordTitle" }),
      lazy: async () => ({
        Component: (await import("../features/mobile/MobilePasswordPage.tsx")).MobilePasswordPage,
      }),
    },
    {
      path: "forgetPwd",
      handle: pageHandle({ title: "account.mobile.forgotTitle" }),
      lazy: async () => ({
        Component: (await import("../features/mobile/MobileForgotPasswordPage.tsx")).MobileForgotPasswordPage,
      }),
    },
    { path: "class", handle: pageHandle({ title: "mobile.tabs.class" }), lazy: mobileEmpty },
    {
      path: "messages",
      handle: pageHandle({ title: "mobile.tabs.messages" }),
      lazy: async () => ({
        Component: (await import("../features/collection/progress/MobileMessagesPage.tsx"))
          .MobileMessagesPage,
      }),
    },
    {
      path: "me",
      handle: pageHandle({ title: "mobile.tabs.me" }),
      lazy: async () => ({
        Component: (await import("../features/mobile/MobileMePage.tsx")).MobileMePage,
      }),
    },
    {
      path: "form/:id",
      handle: pageHandle({ title: "formsFiller.page.mobileTitle" }),
      lazy: withAntd(
        async () => (await import("../features/forms/filler/MobileFillPage.tsx")).MobileFillPage,
      ),
    },
    {
      path: "scores",
      handle: pageHandle({ title: "evaluation.mobile.title" }),
      lazy: withAntd(
        async () => (await import("../features/evaluation/MobileScoresPage.tsx")).MobileScoresPage,
      ),
    },
    {
      path: "passport",
      handle: pageHandle({ title: "passport.mobileTitle" }),
      lazy: withAntd(
        async () =>
          (await import("../features/evaluation/passport/MobilePassportPage.tsx")).MobilePassportPage,
      ),
    },
    {
      path: "tea-growth",
      handle: pageHandle({ title: "teaGrowth.record.mine" }),
      lazy: withAntd(
        async () =>
          (await import("../features/evaluation/teacher-growth/MobileTeacherGrowthPage.tsx"))
            .MobileTeacherGrowthPage,
      ),
    },
    { path: "*", handle: pageHandle({ heading: "page" }), lazy: mobileNotFound },
  ],
});
