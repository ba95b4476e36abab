import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** Guardian consent: the staff's list of the school's students and the parents' phone page. */
export const consentModule: FeatureModule = {
  name: "consent",
  consolePages: [page("consent", async () => (await import("./ConsentPage.tsx")).ConsentPage)],
  mobilePages: [
    page("consent", async () => (await import("./MobileConsentPage.tsx")).MobileConsentPage, {
      title: "consent.mobile.title",
    }),
  ],
};
