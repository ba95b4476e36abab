import type { MenuContribution } from "../../components/featureModule.ts";
import { schoolSites } from "../../components/featureModule.ts";

/** The app centre's console menu entries: the centre for all staff; apps and their usage for administrators. */
export const centerMenu: ReadonlyArray<MenuContribution> = [
  {
    group: "portalApps",
    entries: [
      { key: "appCenter", label: "console.menu.appCenter", path: "/admin/app-centre", sites: schoolSites },
      {
        key: "centerApps",
        label: "center.menu.apps",
        path: "/admin/center/apps",
        sites: schoolSites,
        adminOnly: true,
      },
      {
        key: "centerUsage",
        label: "center.menu.usage",
        path: "/admin/center/usage",
        sites: schoolSites,
        adminOnly: true,
      },
    ],
  },
];
