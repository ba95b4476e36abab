import type { MenuLabels } from "../../components/featureModule.ts";

/** The feature's console menu entries' labels by key (the entries are the catalogue's, @eos/contracts menuCatalogue). */
export const practiceMenu: MenuLabels = {
  practice: "practice.menu.practice",
};
