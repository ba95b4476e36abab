import type { MenuContribution } from "../../components/featureModule.ts";
import { schoolOrAreaSites, schoolSites } from "../../components/featureModule.ts";

/** The feature's entries in the console menu (the console combines them, consoleMenu.ts). */
export const evaluationMenu: ReadonlyArray<MenuContribution> = [
  {
    group: "evaluation",
    entries: [
      {
        key: "evaluationModels",
        label: "console.menu.evaluationModels",
        path: "/admin/models",
        code: "evaluation.manage",
        sites: schoolOrAreaSites,
      },
      {
        key: "computeRules",
        label: "console.menu.computeRules",
        path: "/admin/rules",
        code: "evaluation.manage",
        sites: schoolSites,
      },
      { key: "scores", label: "console.menu.scores", path: "/admin/scores", sites: schoolSites },
      {
        key: "cultivateModels",
        label: "console.menu.cultivateModels",
        path: "/admin/cultivate",
        code: "evaluation.manage",
        sites: schoolOrAreaSites,
      },
      {
        key: "passports",
        label: "console.menu.passports",
        path: "/admin/passports",
        code: "evaluation.manage",
        sites: schoolSites,
      },
      {
        key: "teaGrowthModels",
        label: "console.menu.teaGrowthModels",
        path: "/admin/tea-growth/models",
        code: "evaluation.manage",
        sites: schoolSites,
      },
      {
        key: "teaGrowthRecords",
        label: "console.menu.teaGrowthRecords",
        path: "/admin/tea-growth",
        code: "evaluation.teacherGrowth",
        sites: schoolSites,
      },
      {
        key: "teaGrowthMine",
        label: "console.menu.teaGrowthMine",
        path: "/admin/tea-growth/mine",
        sites: schoolSites,
      },
    ],
  },
];
