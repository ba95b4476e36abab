import type { FeatureModule } from "../../components/featureModule.ts";

/**
 * The home has no pages of its own: its cards sit on the console's home (/admin) and its phone home on the phone's
 * (/m/), each loaded with that page.
 */
export const homeModule: FeatureModule = { name: "home" };
