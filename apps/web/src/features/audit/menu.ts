import type { MenuContribution } from "../../components/featureModule.ts";

/** The feature's entries in the console menu (the console combines them, consoleMenu.ts). */
export const auditMenu: ReadonlyArray<MenuContribution> = [
  {
    group: "system",
    entries: [{ key: "auditLog", label: "console.menu.auditLog", path: "/admin/audit", code: "audit.view" }],
  },
];
