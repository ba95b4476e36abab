import { type ComponentType, createElement } from "react";
import type { RouteObject } from "react-router";

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
export const mobileRoute: RouteObject = {
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
    {
      path: "qr-confirm",
      lazy: async () => ({
        Component: (await import("../features/mobile/MobileQrConfirmPage.tsx")).MobileQrConfirmPage,
      }),
    },
    {
      path: "password",
      lazy: async () => ({
        Component: (await import("../features/mobile/MobilePasswordPage.tsx")).MobilePasswordPage,
      }),
    },
    {
      path: "forgetPwd",
      lazy: async () => ({
        Component: (await import("../features/mobile/MobileForgotPasswordPage.tsx")).MobileForgotPasswordPage,
      }),
    },
    { path: "class", lazy: mobileEmpty },
    {
      path: "messages",
      lazy: async () => ({
        Component: (await import("../features/collection/progress/MobileMessagesPage.tsx"))
          .MobileMessagesPage,
      }),
    },
    {
      path: "me",
      lazy: async () => ({
        Component: (await import("../features/mobile/MobileMePage.tsx")).MobileMePage,
      }),
    },
    {
      path: "form/:id",
      lazy: withAntd(
        async () => (await import("../features/forms/filler/MobileFillPage.tsx")).MobileFillPage,
      ),
    },
    {
      path: "scores",
      lazy: withAntd(
        async () => (await import("../features/evaluation/MobileScoresPage.tsx")).MobileScoresPage,
      ),
    },
    {
      path: "passport",
      lazy: withAntd(
        async () =>
          (await import("../features/evaluation/passport/MobilePassportPage.tsx")).MobilePassportPage,
      ),
    },
    {
      path: "tea-growth",
      lazy: withAntd(
        async () =>
          (await import("../features/evaluation/teacher-growth/MobileTeacherGrowthPage.tsx"))
            .MobileTeacherGrowthPage,
      ),
    },
    { path: "*", lazy: mobileNotFound },
  ],
};
