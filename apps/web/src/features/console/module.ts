import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** The console's own pages: its home and the password pages; the console frame and menu hold the others'. */
export const consoleModule: FeatureModule = {
  name: "console",
  consolePages: [
    { index: true, load: async () => (await import("./AdminHomePage.tsx")).AdminHomePage },
    page("password", async () => (await import("./ChangePasswordPage.tsx")).ChangePasswordPage),
    page("resetPassword", async () => (await import("./ResetPasswordPage.tsx")).ResetPasswordPage),
    page("menu-settings", async () => (await import("./MenuSettingsPage.tsx")).MenuSettingsPage),
  ],
};
