import type { MenuContribution } from "../../components/featureModule.ts";
import { schoolOrAreaSites, schoolSites } from "../../components/featureModule.ts";

/** The feature's entries in the console menu (the console combines them, consoleMenu.ts). */
export const collectionMenu: ReadonlyArray<MenuContribution> = [
  {
    group: "forms",
    entries: [
      {
        key: "progress",
        label: "console.menu.progress",
        path: "/admin/progress",
        also: ["/admin/tasks"],
        sites: schoolSites,
      },
      // A task's imports (and the import itself) are on its page: the way there is the task list.
      {
        key: "formImport",
        label: "console.menu.formImport",
        path: "/admin/progress",
        code: "forms.data",
        sites: schoolSites,
      },
      { key: "dataApps", label: "console.menu.dataApps", path: "/admin/data-apps", sites: schoolSites },
      {
        key: "scenes",
        label: "console.menu.scenes",
        path: "/admin/scenes",
        code: "collection.manage",
        sites: schoolOrAreaSites,
      },
      {
        key: "sceneHall",
        label: "console.menu.sceneHall",
        path: "/admin/scene-hall",
        code: "collection.manage",
        sites: schoolOrAreaSites,
      },
    ],
  },
];
