import type { MenuLabels } from "../../components/featureModule.ts";

/** The feature's menu entries' labels by key (the entries are the catalogue's, @eos/contracts menuCatalogue). */
export const visualMenu: MenuLabels = {
  visualAttendance: "visual.menu.attendance",
  visualTeacher: "visual.menu.teacher",
  visualArea: "visual.menu.area",
  visualUsage: "visual.menu.usage",
  "m.visual": "visual.menu.mobile",
};
