import { usePermissions } from "../../api/usePermissions.ts";
import { useSchool } from "../../api/useSchool.ts";
import { type ConsoleMenuArea, type ConsoleMenuEntry, consoleMenu, type SiteKind } from "./consoleMenu.ts";

export type VisibleArea = Omit<ConsoleMenuArea, "children"> & { children?: ConsoleMenuEntry[] };

export type MenuViewer = {
  site: SiteKind;
  isAdmin: boolean;
  isLeader: boolean;
  can: (code: NonNullable<ConsoleMenuEntry["code"]>) => boolean;
};

const siteOf = (schoolType: number | undefined): SiteKind =>
  schoolType === 2 ? "platform" : schoolType === 1 ? "area" : "school";

/**
 * The console menu as one viewer may use it: groups and entries of their kind of site, administrators' ones
 * only for administrators, and entries with a code only for its holders. A group left empty goes.
 */
export function visibleMenu(viewer: MenuViewer): VisibleArea[] {
  const fits = (item: Pick<ConsoleMenuEntry, "sites" | "adminOnly">) =>
    (!item.sites || item.sites.includes(viewer.site)) && (!item.adminOnly || viewer.isAdmin);
  const allowed = (entry: ConsoleMenuEntry) =>
    fits(entry) && (!entry.code || viewer.can(entry.code) || Boolean(entry.orLeader && viewer.isLeader));
  return consoleMenu
    .filter(fits)
    .map((group) => ({ ...group, children: group.children?.filter(allowed) }))
    .filter((group) => !group.children || group.children.length > 0);
}

/** The menu for the signed-in person; the left menu and the home page's shortcuts share it. */
export function useConsoleMenu(): VisibleArea[] {
  const { can, isAdmin, roles } = usePermissions();
  const site = siteOf(useSchool().school?.type);
  return visibleMenu({ site, isAdmin, isLeader: roles.some((r) => r.key === "leader"), can });
}
