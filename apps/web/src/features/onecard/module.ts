import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** One-card: the administrators' devices (keys shown once), cards (linking unknown ones) and canteen payments. */
export const onecardModule: FeatureModule = {
  name: "onecard",
  consolePages: [
    page("onecard/devices", async () => (await import("./DevicesPage.tsx")).DevicesPage),
    page("onecard/cards", async () => (await import("./CardsPage.tsx")).CardsPage),
    page("onecard/consume", async () => (await import("./ConsumePage.tsx")).ConsumePage),
  ],
};
