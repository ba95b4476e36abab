import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** The app centre: the apps grid (console and phone), the one dispatcher, the iframe view, apps and usage admin. */
export const centerModule: FeatureModule = {
  name: "center",
  pages: [
    page("app/:id", async () => (await import("./AppDispatchPage.tsx")).AppDispatchPage),
    page("TMS/iframeView", async () => (await import("./IframeViewPage.tsx")).IframeViewPage),
  ],
  consolePages: [
    page("app-centre", async () => (await import("./AppCentrePage.tsx")).AppCentrePage),
    page("center/apps", async () => (await import("./AppsAdminPage.tsx")).AppsAdminPage),
    page("center/usage", async () => (await import("./UsagePage.tsx")).UsagePage),
  ],
  mobilePages: [
    page("apps", async () => (await import("./MobileAppsPage.tsx")).MobileAppsPage, {
      title: "center.centre.title",
    }),
  ],
};
