import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

export const orgModule: FeatureModule = {
  name: "org",
  consolePages: [
    page("org", async () => (await import("./OrgPage.tsx")).OrgPage),
    page("teachers", async () => (await import("./TeachersPage.tsx")).TeachersPage),
    page("students", async () => (await import("./StudentsPage.tsx")).StudentsPage),
    page("parents", async () => (await import("./ParentsPage.tsx")).ParentsPage),
  ],
};
