import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/**
 * Insight: the read side over the engines (the server's module of the same name): usage, monitoring and the
 * data-app counts, an area scene's progress across its schools, summaries and score queries.
 */
export const insightModule: FeatureModule = {
  name: "insight",
  consolePages: [
    page("usage", async () => (await import("./usage/UsagePage.tsx")).UsagePage),
    page("app-usage", async () => (await import("./usage/AppUsagePage.tsx")).AppUsagePage),
    page("monitor", async () => (await import("./monitor/MonitorPage.tsx")).MonitorPage),
    page("summary", async () => (await import("./summary/SummaryPage.tsx")).SummaryPage),
    page("area-summary", async () => (await import("./summary/AreaSummaryPage.tsx")).AreaSummaryPage),
  ],
};
