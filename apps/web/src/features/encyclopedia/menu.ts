import type { MenuContribution } from "../../components/featureModule.ts";
import { schoolSites } from "../../components/featureModule.ts";

/** The feature's entries in the console menu (the console combines them, consoleMenu.ts). */
export const encyclopediaMenu: ReadonlyArray<MenuContribution> = [
  {
    group: "system",
    entries: [
      {
        key: "encyclopedia",
        label: "encyclopedia.menu.encyclopedia",
        path: "/admin/encyclopedia",
        sites: schoolSites,
      },
    ],
  },
];
