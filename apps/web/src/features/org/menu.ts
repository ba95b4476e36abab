import type { MenuContribution } from "../../components/featureModule.ts";
import { soon } from "../../components/featureModule.ts";

/** The feature's entries in the console menu (the console combines them, consoleMenu.ts). */
export const orgMenu: ReadonlyArray<MenuContribution> = [
  {
    group: "people",
    entries: [
      { key: "students", label: "console.menu.students", path: "/admin/students" },
      { key: "teachers", label: "console.menu.teachers", path: "/admin/teachers" },
      { key: "parents", label: "console.menu.parents", path: "/admin/parents", code: "people.view" },
      soon("clubs"),
      { key: "organisation", label: "console.menu.organisation", path: "/admin/org" },
    ],
  },
];
