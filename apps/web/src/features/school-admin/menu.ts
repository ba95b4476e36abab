import type { MenuContribution } from "../../components/featureModule.ts";

/** The feature's entries in the console menu (the console combines them, consoleMenu.ts). */
export const schoolAdminMenu: ReadonlyArray<MenuContribution> = [
  {
    group: "platform",
    entries: [{ key: "schools", label: "schoolAdmin.menu.schools", path: "/admin/schools" }],
  },
  {
    group: "region",
    entries: [{ key: "areaSchools", label: "schoolAdmin.schools.areaTitle", path: "/admin/schools" }],
  },
];
