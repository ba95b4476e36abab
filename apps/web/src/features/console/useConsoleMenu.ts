import type { SysMenuItem } from "@eos/contracts";
import { useSysMenu } from "../../api/sysMenu.ts";
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

/** Every group and entry of the console's catalogue by key: what the client draws (labels, icons). */
const catalogue = new Map<string, ConsoleMenuArea | ConsoleMenuEntry>(
  consoleMenu.flatMap((group) => [
    [group.key, group] as const,
    ...(group.children ?? []).map((e) => [e.key, e] as const),
  ]),
);

/**
 * The menu the server gave (GET /center/api/app/sysMenu: who may have what, in which order, less what the school
 * hid), drawn with the catalogue's labels and icons by key. Entries the client does not know are left out; a
 * group keeps its place and the server's entries under it.
 */
export function menuOfServer(items: ReadonlyArray<SysMenuItem>): VisibleArea[] {
  const consoleItems = items.filter((i) => i.surface === "console");
  const groups: VisibleArea[] = [];
  for (const item of consoleItems) {
    if (item.parent !== null) continue;
    const known = catalogue.get(item.key);
    if (!known || !("icon" in known)) continue;
    const children = consoleItems
      .filter((c) => c.parent === item.key)
      .flatMap((c): ConsoleMenuEntry[] => {
        const entry = catalogue.get(c.key);
        if (!entry || "icon" in entry) return [];
        return [{ ...entry, path: c.path ?? undefined, also: c.also.length > 0 ? c.also : entry.also }];
      });
    const { children: _defaults, ...group } = known;
    if (item.path) groups.push({ ...group, path: item.path });
    else if (children.length > 0) groups.push({ ...group, path: undefined, children });
  }
  return groups;
}

/**
 * The menu for the signed-in person; the left menu and the home page's shortcuts share it. It is the server's
 * (sysMenu); until that arrives (a moment, once per session), or should it fail, the catalogue's own rules draw it.
 */
export function useConsoleMenu(): VisibleArea[] {
  const { can, isAdmin, roles } = usePermissions();
  const site = siteOf(useSchool().school?.type);
  const server = useSysMenu();
  if (server.items) return menuOfServer(server.items);
  return visibleMenu({ site, isAdmin, isLeader: roles.some((r) => r.key === "leader"), can });
}
