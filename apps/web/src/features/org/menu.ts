import type { MenuLabels } from "../../components/featureModule.ts";

/** The feature's console menu entries' labels by key (the entries are the catalogue's, @eos/contracts menuCatalogue). */
export const orgMenu: MenuLabels = {
  students: "console.menu.students",
  teachers: "console.menu.teachers",
  parents: "console.menu.parents",
  clubs: "console.menu.clubs",
  organisation: "console.menu.organisation",
};
