import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** The platform's schools, an area's schools, and a new site's set-up (areas are region's). */
export const schoolAdminModule: FeatureModule = {
  name: "school-admin",
  pages: [page("setup", async () => (await import("./SetupPage.tsx")).SetupPage)],
  consolePages: [page("schools", async () => (await import("./SchoolsPage.tsx")).SchoolsPage)],
};
