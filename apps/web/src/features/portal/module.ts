import type { FeatureModule } from "../../components/featureModule.ts";

/** The portal's home, inside the portal frame; its texts are the shell's. */
export const portalModule: FeatureModule = {
  name: "portal",
  portalPages: [
    {
      index: true,
      shellTexts: true,
      load: async () => (await import("./PortalHomePage.tsx")).PortalHomePage,
    },
  ],
};
