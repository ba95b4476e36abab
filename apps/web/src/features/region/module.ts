import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** Areas (regional bureaus): the platform's area administration. */
export const regionModule: FeatureModule = {
  name: "region",
  consolePages: [page("areas", async () => (await import("./AreasPage.tsx")).AreasPage)],
};
