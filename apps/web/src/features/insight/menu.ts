import type { MenuContribution } from "../../components/featureModule.ts";
import { areaSites, schoolOrAreaSites, schoolSites } from "../../components/featureModule.ts";

/**
 * The feature's entries in the console menu (the console combines them, consoleMenu.ts). The figures sit beside
 * the engines' entries they are about: usage and monitoring after task progress, summaries after the passports.
 */
export const insightMenu: ReadonlyArray<MenuContribution> = [
  {
    group: "forms",
    after: "formImport",
    entries: [
      { key: "usage", label: "console.menu.usage", path: "/admin/usage", sites: areaSites },
      {
        key: "monitor",
        label: "console.menu.monitor",
        path: "/admin/monitor",
        code: "collection.stats",
        orLeader: true,
        sites: schoolOrAreaSites,
      },
      {
        key: "appUsage",
        label: "appMonitor.tabs.appCount",
        path: "/admin/app-usage",
        code: "collection.stats",
        sites: schoolSites,
      },
    ],
  },
  {
    group: "evaluation",
    after: "passports",
    entries: [
      { key: "statistics", label: "console.menu.statistics", path: "/admin/summary", sites: schoolSites },
      {
        key: "areaSummary",
        label: "console.menu.areaSummary",
        path: "/admin/area-summary",
        sites: areaSites,
      },
    ],
  },
];
