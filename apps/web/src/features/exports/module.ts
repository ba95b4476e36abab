import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

export const exportsModule: FeatureModule = {
  name: "exports",
  consolePages: [page("downloads", async () => (await import("./DownloadsPage.tsx")).DownloadsPage)],
};
