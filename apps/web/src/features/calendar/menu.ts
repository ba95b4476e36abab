import type { MenuContribution } from "../../components/featureModule.ts";
import { schoolSites } from "../../components/featureModule.ts";

/** The feature's entries in the console menu (the console combines them, consoleMenu.ts). */
export const calendarMenu: ReadonlyArray<MenuContribution> = [
  {
    group: "system",
    entries: [
      { key: "calendar", label: "calendar.menu.calendar", path: "/admin/calendar", sites: schoolSites },
      { key: "terms", label: "console.menu.terms", path: "/admin/terms", sites: schoolSites },
    ],
  },
];
