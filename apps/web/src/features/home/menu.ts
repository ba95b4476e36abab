import type { MenuContribution } from "../../components/featureModule.ts";
import { schoolSites } from "../../components/featureModule.ts";

/** The feature's entries in the console menu: the school's menu settings (the page is the console's). */
export const homeMenu: ReadonlyArray<MenuContribution> = [
  {
    group: "system",
    entries: [
      {
        key: "menuSettings",
        label: "console.menu.menuSettings",
        path: "/admin/menu-settings",
        sites: schoolSites,
        adminOnly: true,
      },
    ],
  },
];
