import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** Practice activities: the console's list, participants and figures; the phone's sign-up for students. */
export const practiceModule: FeatureModule = {
  name: "practice",
  consolePages: [page("practice", async () => (await import("./PracticePage.tsx")).PracticePage)],
  mobilePages: [
    page("practice", async () => (await import("./MobilePracticePage.tsx")).MobilePracticePage, {
      title: "practice.mobile.title",
    }),
  ],
};
