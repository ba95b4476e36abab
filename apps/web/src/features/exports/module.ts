import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** Background exports: the Downloads page in the console, and the same list on a phone. */
export const exportsModule: FeatureModule = {
  name: "exports",
  consolePages: [page("downloads", async () => (await import("./DownloadsPage.tsx")).DownloadsPage)],
  mobilePages: [
    page("downloads", async () => (await import("./MobileDownloadsPage.tsx")).MobileDownloadsPage, {
      title: "exports.title",
    }),
  ],
};
