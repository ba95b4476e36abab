import type { MenuContribution } from "../../components/featureModule.ts";

/** The feature's entries in the console menu (the console combines them, consoleMenu.ts). */
export const regionMenu: ReadonlyArray<MenuContribution> = [
  {
    group: "platform",
    entries: [{ key: "areas", label: "region.menu.areas", path: "/admin/areas" }],
  },
];
