import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** Certificates: their definitions and stamps, and the awards. */
export const certificateModule: FeatureModule = {
  name: "certificate",
  consolePages: [
    page("certificates", async () => (await import("./CertificatesPage.tsx")).CertificatesPage),
    page("certificates/awards", async () => (await import("./AwardsPage.tsx")).AwardsPage),
  ],
};
