import {
  type MenuEntry,
  type MenuRole,
  type MenuSettingItem,
  menuCatalogue,
  menuEntryOf,
  roleTypeOf,
  type SaveMenuSetting,
  type SysMenuItem,
} from "@eos/contracts";
import { type AuthContext, siteKindOf } from "../../platform/auth/access.ts";
import { leadsAClass } from "../org/index.ts";
import type { HomeDeps } from "./home.deps.ts";
import { homeError } from "./home.messages.ts";
import { type HiddenRow, hiddenEntries, replaceHidden } from "./home.store.ts";

/** Entries a school may not hide: the homes, the way back to these settings, and "me" (sign out, password). */
const ALWAYS = new Set(["home", "menuSettings", "system", "tabs", "m.home", "m.me"]);

export const roleOf = (auth: AuthContext): MenuRole => roleTypeOf[auth.userType];

const fitsOne = (e: MenuEntry, auth: AuthContext, role: MenuRole) =>
  e.roles.includes(role) &&
  (!e.sites || e.sites.includes(siteKindOf(auth.schoolType))) &&
  (!e.adminOnly || auth.isAdmin);

/** Whether the entry's own rules (and its group's) let the caller have it, before the school's hiding. */
const fitsCaller = (e: MenuEntry, auth: AuthContext, role: MenuRole) => {
  const group = e.parent === null ? undefined : menuEntryOf.get(e.parent);
  return fitsOne(e, auth, role) && (!group || fitsOne(group, auth, role));
};

/** Whether an entry (and its group) belongs on a school's site and is not administrators' only. */
const ofSchools = (e: MenuEntry) => {
  const group = e.parent === null ? undefined : menuEntryOf.get(e.parent);
  return [e, ...(group ? [group] : [])].every(
    (x) => (!x.sites || x.sites.includes("school")) && !x.adminOnly,
  );
};

/**
 * GET /center/api/app/sysMenu: the console menu and the phone's tab bar and home entries the caller may use, in
 * order: of their role and kind of site, administrators' entries only for administrators, an entry with a code
 * only for its holders (or class leaders where it says so), less what the school hid from the caller's role
 * (administrators see every entry, so that they can always show it again). A group without entries goes.
 */
export const menuFor = async (deps: HomeDeps, auth: AuthContext): Promise<SysMenuItem[]> => {
  const role = roleOf(auth);
  const needsLeader = !auth.isAdmin && auth.userType === 0;
  const [codes, hidden, leader] = await Promise.all([
    deps.codesOf(auth),
    auth.isAdmin ? Promise.resolve([]) : hiddenEntries(deps.db, auth.schoolId, role),
    needsLeader ? leadsAClass(deps.db, auth.schoolId, auth.userId) : Promise.resolve(false),
  ]);
  const hid = new Set(hidden.map((h) => h.menuKey));
  const allowed = (e: MenuEntry) =>
    fitsCaller(e, auth, role) &&
    (!e.code || auth.isAdmin || codes.has(e.code) || Boolean(e.orLeader && leader)) &&
    !hid.has(e.key) &&
    !(e.parent && hid.has(e.parent));
  const entries = menuCatalogue.filter(allowed);
  const withEntries = new Set(entries.map((e) => e.parent).filter((p) => p !== null));
  return entries
    .filter((e) => e.parent !== null || e.path || withEntries.has(e.key))
    .map((e, order) => ({
      key: e.key,
      parent: e.parent,
      surface: e.surface,
      path: e.path ?? null,
      also: [...(e.also ?? [])],
      order,
    }));
};

/** The entries a school's administrator may configure (those of a school site), with whom each is hidden from. */
export const menuSettings = async (deps: HomeDeps, auth: AuthContext): Promise<MenuSettingItem[]> => {
  const hidden = await hiddenEntries(deps.db, auth.schoolId);
  return menuCatalogue
    .filter((e) => ofSchools(e) && !ALWAYS.has(e.key))
    .map((e) => ({
      key: e.key,
      parent: e.parent,
      surface: e.surface,
      roles: [...e.roles],
      hiddenFor: hidden
        .filter((h) => h.menuKey === e.key && e.roles.includes(h.role as MenuRole))
        .map((h) => h.role as MenuRole),
    }));
};

/**
 * Saves which entries the school hides from which role: all of them at once (what is not named shows again). An
 * unknown entry, a role the entry is not for, or an entry that may not be hidden refuses the whole save.
 */
export const saveMenuSettings = async (deps: HomeDeps, auth: AuthContext, body: SaveMenuSetting) => {
  const rows = new Map<string, HiddenRow>();
  for (const h of body.hidden) {
    const entry = menuEntryOf.get(h.key);
    if (!entry) throw homeError(400, "unknownMenuEntry", { key: h.key });
    if (ALWAYS.has(h.key) || entry.adminOnly) throw homeError(400, "cannotHide", { key: h.key });
    if (!entry.roles.includes(h.role)) throw homeError(400, "notForRole", { key: h.key });
    rows.set(`${h.key}:${h.role}`, { menuKey: h.key, role: h.role });
  }
  await deps.db.transaction((tx) => replaceHidden(tx, auth.schoolId, [...rows.values()], deps.now()));
  return menuSettings(deps, auth);
};

/** The top menu areas the school has switched on: those with an entry some role of the school still has. */
export const switchedOn = (hidden: HiddenRow[]): string[] => {
  const hid = new Set(hidden.map((h) => `${h.menuKey}:${h.role}`));
  const on = new Set<string>();
  for (const e of menuCatalogue) {
    if (e.parent === null || !e.path || !ofSchools(e)) continue;
    if (e.roles.some((r) => !hid.has(`${e.key}:${r}`) && !hid.has(`${e.parent}:${r}`))) on.add(e.parent);
  }
  return [...on];
};
