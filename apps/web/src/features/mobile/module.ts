import { prefetchSchool } from "../../api/useSchool.ts";
import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

const empty = async () => (await import("./MobileEmptyPage.tsx")).MobileEmptyPage;

/** The phone's own pages: home, sign-in, QR confirmation, passwords and the tabs; features add theirs. */
export const mobileModule: FeatureModule = {
  name: "mobile",
  mobilePages: [
    { index: true, heading: "page", load: async () => (await import("./MobileHomePage.tsx")).MobileHomePage },
    page(
      "login",
      async () => {
        // Opened by its address (a link in a chat app), the page's school is asked for beside the page's code rather
        // than after it, so the page's first paint is the form. (A route's loader would only start once its code is
        // in; and on a move from another page, the address is still that page's.)
        if (window.location.pathname === "/m/login") prefetchSchool(window.location.search);
        return (await import("./MobileLoginPage.tsx")).MobileLoginPage;
      },
      { title: "auth.heading.mobile", heading: "page", shellTexts: true },
    ),
    page("qr-confirm", async () => (await import("./MobileQrConfirmPage.tsx")).MobileQrConfirmPage, {
      title: "qr.tab",
      heading: "page",
    }),
    page("password", async () => (await import("./MobilePasswordPage.tsx")).MobilePasswordPage, {
      title: "account.mobile.passwordTitle",
    }),
    page("forgetPwd", async () => (await import("./MobileForgotPasswordPage.tsx")).MobileForgotPasswordPage, {
      title: "account.mobile.forgotTitle",
    }),
    page("class", empty, { title: "mobile.tabs.class" }),
    page("me", async () => (await import("./MobileMePage.tsx")).MobileMePage, { title: "mobile.tabs.me" }),
  ],
};
