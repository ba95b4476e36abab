import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

export const rolesModule: FeatureModule = {
  name: "roles",
  consolePages: [page("roles", async () => (await import("./RolesPage.tsx")).RolesPage)],
};
