import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** The school encyclopedia: the reader and editor in the console, the reader on the phone. */
export const encyclopediaModule: FeatureModule = {
  name: "encyclopedia",
  consolePages: [page("encyclopedia", async () => (await import("./EncyclopediaPage.tsx")).EncyclopediaPage)],
  mobilePages: [
    page("encyclopedia", async () => (await import("./MobileEncyclopediaPage.tsx")).MobileEncyclopediaPage, {
      title: "encyclopedia.title",
    }),
    page("encyclopedia/:id", async () => (await import("./MobileArticlePage.tsx")).MobileArticlePage, {
      title: "encyclopedia.title",
    }),
  ],
};
