import type { MenuContribution } from "../../components/featureModule.ts";

/** The feature's entries in the console menu (the console combines them, consoleMenu.ts). */
export const rolesMenu: ReadonlyArray<MenuContribution> = [
  {
    group: "system",
    entries: [{ key: "roles", label: "console.menu.roles", path: "/admin/roles", code: "roles.manage" }],
  },
];
