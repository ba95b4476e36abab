import type { MenuContribution } from "../../components/featureModule.ts";
import { schoolOrAreaSites } from "../../components/featureModule.ts";

/** The feature's entries in the console menu (the console combines them, consoleMenu.ts). */
export const formsMenu: ReadonlyArray<MenuContribution> = [
  {
    group: "forms",
    entries: [
      {
        key: "formDesigner",
        label: "console.menu.formDesigner",
        path: "/admin/forms",
        code: "forms.design",
        sites: schoolOrAreaSites,
      },
    ],
  },
];
