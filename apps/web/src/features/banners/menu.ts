import type { MenuContribution } from "../../components/featureModule.ts";
import { schoolSites } from "../../components/featureModule.ts";

/** The feature's entries in the console menu (the console combines them, consoleMenu.ts). */
export const bannersMenu: ReadonlyArray<MenuContribution> = [
  {
    group: "system",
    entries: [
      {
        key: "banners",
        label: "banners.menu.banners",
        path: "/admin/banners",
        sites: schoolSites,
        adminOnly: true,
      },
    ],
  },
];
