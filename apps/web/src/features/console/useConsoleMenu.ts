import { usePermissions } from "../../api/usePermissions.ts";
import { useSchool } from "../../api/useSchool.ts";
import { type ConsoleMenuArea, type ConsoleMenuEntry, consoleMenu } from "./consoleMenu.ts";

export type VisibleArea = Omit<ConsoleMenuArea, "children"> & { children?: ConsoleMenuEntry[] };

/**
 * The console menu as the signed-in person may see it: areas and entries for their kind of site (platform,
 * area or school) and the permission codes they hold. The left menu and the home page's shortcuts share it.
 */
export function useConsoleMenu(): VisibleArea[] {
  const { can, isAdmin, roles } = usePermissions();
  const isLeader = roles.some((r) => r.key === "leader");
  const schoolType = useSchool().school?.type;
  const isArea = schoolType === 1;
  const site = schoolType === 2 ? "platform" : schoolType === 1 ? "area" : "school";
  // Entries for some kinds of site are their administrators' (platform or area administration).
  const onSite = (sites: ReadonlyArray<string> | undefined) => !sites || (isAdmin && sites.includes(site));
  return consoleMenu
    .filter((area) => onSite(area.sites))
    .map((area) => ({
      ...area,
      children: area.children?.filter(
        (entry) =>
          (!entry.code || can(entry.code) || (entry.orLeader && isLeader)) &&
          (!entry.areaOnly || isArea) &&
          (!entry.schoolOnly || site === "school") &&
          onSite(entry.sites),
      ),
    }));
}
