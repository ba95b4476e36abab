import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** The boards: the school's live attendance board (console and a wall display), the teacher's, the area's, usage. */
export const visualModule: FeatureModule = {
  name: "visual",
  pages: [page("visual/attendance", async () => (await import("./KioskBoardPage.tsx")).KioskBoardPage)],
  consolePages: [
    page("visual/attendance", async () => (await import("./SchoolBoardPage.tsx")).SchoolBoardPage),
    page("visual/teacher", async () => (await import("./TeacherBoardPage.tsx")).TeacherBoardPage),
    page("visual/area", async () => (await import("./AreaBoardPage.tsx")).AreaBoardPage),
    page("visual/usage", async () => (await import("./UsageLogPage.tsx")).UsageLogPage),
  ],
  mobilePages: [
    page("visual", async () => (await import("./MobileTeacherBoardPage.tsx")).MobileTeacherBoardPage, {
      title: "visual.menu.mobile",
    }),
  ],
};
