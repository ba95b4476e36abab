import type { MenuContribution } from "../../components/featureModule.ts";
import { schoolSites } from "../../components/featureModule.ts";

/** The feature's entries in the console menu (the console combines them, consoleMenu.ts). */
export const certificateMenu: ReadonlyArray<MenuContribution> = [
  {
    // Certificates are awarded from evaluation (their code is evaluation's), as their pages' breadcrumbs say.
    group: "evaluation",
    entries: [
      {
        key: "certificates",
        label: "certificate.menu.list",
        path: "/admin/certificates",
        sites: schoolSites,
      },
      {
        key: "certificateAwards",
        label: "certificate.menu.awards",
        path: "/admin/certificates/awards",
        sites: schoolSites,
      },
    ],
  },
];
