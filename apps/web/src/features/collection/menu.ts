import type { MenuLabels } from "../../components/featureModule.ts";

/** The feature's console menu entries' labels by key (the entries are the catalogue's, @eos/contracts menuCatalogue). */
export const collectionMenu: MenuLabels = {
  progress: "console.menu.progress",
  formImport: "console.menu.formImport",
  dataApps: "console.menu.dataApps",
  scenes: "console.menu.scenes",
  sceneHall: "console.menu.sceneHall",
};
