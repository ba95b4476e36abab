import type { MenuLabels } from "../../components/featureModule.ts";

/** The feature's console menu entries' labels by key (the entries are the catalogue's, @eos/contracts menuCatalogue). */
export const insightMenu: MenuLabels = {
  usage: "console.menu.usage",
  monitor: "console.menu.monitor",
  appUsage: "appMonitor.tabs.appCount",
  statistics: "console.menu.statistics",
  areaSummary: "console.menu.areaSummary",
};
