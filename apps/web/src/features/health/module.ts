import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** Health checks: the console's board, alerts, records and settings; the phone's recording and a parent's view. */
export const healthModule: FeatureModule = {
  name: "health",
  consolePages: [page("health", async () => (await import("./HealthPage.tsx")).HealthPage)],
  mobilePages: [
    page("health", async () => (await import("./MobileHealthPage.tsx")).MobileHealthPage, {
      title: "health.mobile.title",
    }),
  ],
};
