import type { MenuContribution } from "../../components/featureModule.ts";
import { schoolSites } from "../../components/featureModule.ts";

/** The feature's entries in the console menu (the console combines them, consoleMenu.ts). */
export const timetableMenu: ReadonlyArray<MenuContribution> = [
  {
    group: "portalApps",
    entries: [
      {
        key: "timetable",
        label: "timetable.menu.sets",
        path: "/admin/timetable",
        sites: schoolSites,
        adminOnly: true,
      },
      { key: "myTimetable", label: "timetable.menu.mine", path: "/admin/timetable/mine", sites: schoolSites },
    ],
  },
];
