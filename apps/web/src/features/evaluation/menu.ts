import type { MenuLabels } from "../../components/featureModule.ts";

/** The feature's console menu entries' labels by key (the entries are the catalogue's, @eos/contracts menuCatalogue). */
export const evaluationMenu: MenuLabels = {
  evaluationModels: "console.menu.evaluationModels",
  computeRules: "console.menu.computeRules",
  scores: "console.menu.scores",
  cultivateModels: "console.menu.cultivateModels",
  passports: "console.menu.passports",
  teaGrowthModels: "console.menu.teaGrowthModels",
  teaGrowthRecords: "console.menu.teaGrowthRecords",
  teaGrowthMine: "console.menu.teaGrowthMine",
};
