import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** Banners of the home and portal, and recommended teachers: the administrators' page. */
export const bannersModule: FeatureModule = {
  name: "banners",
  consolePages: [page("banners", async () => (await import("./BannersPage.tsx")).BannersPage)],
};
