import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** Collection: scenes and their tasks, task progress and imports, and data apps (their figures are insight's). */
export const collectionModule: FeatureModule = {
  name: "collection",
  consolePages: [
    page("scenes", async () => (await import("./scenes/ScenesPage.tsx")).ScenesPage),
    page("scenes/:id", async () => (await import("./scenes/SceneDetailPage.tsx")).SceneDetailPage),
    page("scene-hall", async () => (await import("./scenes/SceneHallPage.tsx")).SceneHallPage),
    page("progress", async () => (await import("./progress/TaskProgressListPage.tsx")).TaskProgressListPage),
    page("data-apps", async () => (await import("./dataapps/DataAppsPage.tsx")).DataAppsPage),
    page("data-apps/:id", async () => (await import("./dataapps/DataAppViewPage.tsx")).DataAppViewPage),
    page("tasks/:id/stats", async () => (await import("./progress/TaskStatsPage.tsx")).TaskStatsPage),
  ],
  mobilePages: [
    page("messages", async () => (await import("./progress/MobileMessagesPage.tsx")).MobileMessagesPage, {
      title: "mobile.tabs.messages",
    }),
  ],
};
