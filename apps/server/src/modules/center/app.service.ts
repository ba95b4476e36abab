import type { AppKind, AppList, AppOpen, AppRole, CenterApp, CenterTemplate } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { attachFiles, type FileReader, type FileReaders, referableFiles } from "../files/index.ts";
import {
  type AppFields,
  type AppRow,
  codeOwner,
  deleteApp,
  findApp,
  findSetting,
  insertApp,
  listApps,
  listVisibleApps,
  saveSetting,
  setSorts,
  updateApp,
} from "./app.store.ts";
import { centerError } from "./center.messages.ts";
import type { OpenRecorder } from "./open-recorder.ts";

/** Who is asking, as the token says: enough to know which apps they see and whose opens to record. */
export type Person = { schoolId: number; userType: 0 | 1 | 2; userId: number; isAdmin: boolean };

const TYPE_ROLES: Record<0 | 1 | 2, AppRole> = { 0: "teacher", 1: "student", 2: "parent" };

/** The app roles of a person: their kind of account, and `admin` for the school's administrators. */
export const appRolesOf = (who: Pick<Person, "userType" | "isAdmin">): AppRole[] =>
  who.isAdmin ? [TYPE_ROLES[who.userType], "admin"] : [TYPE_ROLES[who.userType]];

export const mayOpen = (app: Pick<AppRow, "enabled" | "roles">, who: Person) =>
  app.enabled && appRolesOf(who).some((r) => app.roles.includes(r));

export const appView = (r: AppRow): CenterApp => ({
  id: r.id,
  code: r.code,
  name: r.name,
  nameEn: r.nameEn,
  category: r.category,
  icon: r.icon,
  kind: r.kind as AppKind,
  target: r.target,
  sort: r.sort,
  enabled: r.enabled,
  roles: r.roles as AppRole[],
});

export const listItemOf = (r: AppRow) => ({
  id: r.id,
  code: r.code,
  name: r.name,
  nameEn: r.nameEn,
  icon: r.icon,
  kind: r.kind as AppKind,
});

const isWebAddress = (target: string) => {
  try {
    const u = new URL(target);
    return (u.protocol === "https:" || u.protocol === "http:") && !u.username && !u.password;
  } catch {
    return false;
  }
};
const isSitePath = (target: string) =>
  target.startsWith("/") && !/^\/[/\\]/.test(target) && !/\s/.test(target);

/** A built-in app opens a path of this site; a link an http(s) address; a trust app either. */
const checkTarget = (kind: AppKind, target: string) => {
  const ok =
    kind === "builtin"
      ? isSitePath(target)
      : kind === "link"
        ? isWebAddress(target)
        : isSitePath(target) || isWebAddress(target);
  if (!ok) throw centerError(400, "badTarget");
};

/** The school's categories in their order: the setting's, then any other an app names, as the apps come. */
const categoriesOf = (setting: string[] | undefined, apps: AppRow[]) => [
  ...new Set([...(setting ?? []), ...apps.map((a) => a.category)]),
];

/** GET center/api/getTemplateBySet: the categories in order and the iframe view's allowed hosts. */
export const centerTemplate = async (db: Db, schoolId: number): Promise<CenterTemplate> => {
  const setting = await findSetting(db, schoolId);
  return {
    categories: categoriesOf(setting?.categories, await listApps(db, schoolId)),
    iframeHosts: setting?.iframeHosts ?? [],
  };
};

export const saveCenterTemplate = (db: Db, schoolId: number, t: CenterTemplate) =>
  saveSetting(db, schoolId, {
    categories: [...new Set(t.categories)],
    iframeHosts: [...new Set(t.iframeHosts)],
  });

/** GET center/api/appList: the apps the person may open, by category, in the school's order. */
export const appListOf = async (db: Db, who: Person): Promise<AppList> => {
  const apps = await listVisibleApps(db, who.schoolId, appRolesOf(who));
  const setting = await findSetting(db, who.schoolId);
  return categoriesOf(setting?.categories, apps)
    .map((category) => ({
      category,
      apps: apps.filter((a) => a.category === category).map(listItemOf),
    }))
    .filter((g) => g.apps.length > 0);
};

const hostOf = (target: string) => {
  try {
    const u = new URL(target);
    return [u.host.toLowerCase(), u.hostname.toLowerCase()];
  } catch {
    return [];
  }
};

/**
 * GET center/api/app/getid: one app the person may open and how the dispatcher opens it; the open is recorded
 * (batched, off the request). Unknown: 404; disabled or not for the person's roles: 403.
 */
export const openApp = async (
  deps: { db: Db; now: () => Date; recorder: OpenRecorder },
  who: Person,
  ref: { id?: number; code?: string },
): Promise<AppOpen> => {
  if (ref.id === undefined && ref.code === undefined) throw centerError(400, "badIdOrCode");
  const app = await findApp(deps.db, who.schoolId, ref);
  if (!app) throw centerError(404, "appNotFound");
  if (!mayOpen(app, who)) throw centerError(403, "appNotOpen");
  let opensIn: AppOpen["opensIn"] = app.kind === "builtin" ? "route" : "trust";
  if (app.kind === "link") {
    const hosts = (await findSetting(deps.db, who.schoolId))?.iframeHosts ?? [];
    opensIn = hostOf(app.target).some((h) => hosts.includes(h)) ? "iframe" : "tab";
  }
  deps.recorder.record({
    schoolId: who.schoolId,
    appId: app.id,
    userType: who.userType,
    userId: who.userId,
    openedAt: deps.now(),
  });
  return { ...listItemOf(app), target: app.target, opensIn };
};

/** The administrators' list: every app of the school in its order, optionally by a word of its names. */
export const pageAppsOf = async (
  db: Db,
  schoolId: number,
  q: { page: number; size: number; keyword?: string },
) => {
  const word = q.keyword?.toLowerCase();
  const all = (await listApps(db, schoolId)).filter(
    (a) =>
      !word ||
      a.name.toLowerCase().includes(word) ||
      (a.nameEn ?? "").toLowerCase().includes(word) ||
      a.category.toLowerCase().includes(word),
  );
  const start = (q.page - 1) * q.size;
  return {
    list: all.slice(start, start + q.size).map(appView),
    total: all.length,
    page: q.page,
    size: q.size,
  };
};

export type AppSave = AppFields & { id?: number };

/** An app's icon is shown to everyone of the school who sees the app centre. */
export const centerAppFileReader: FileReader = async (_ctx, ids) => ids;

const FILE_ICON = /^file:([1-9][0-9]{0,15})$/;

/** The uploaded image an icon names (`file:<id>`), or null for an icon chosen by name. */
const iconFileOf = (icon: string): number | null => {
  if (!icon.startsWith("file:")) return null;
  const m = FILE_ICON.exec(icon);
  if (!m) throw centerError(400, "iconNotUsable");
  return Number(m[1]);
};

/**
 * An administrator's icon must be an image of their school they uploaded or may read; an icon by name passes.
 * Checked before the app is written, so a refused icon changes nothing.
 */
export const checkIcon = async (db: Db, auth: AuthContext, icon: string, readers?: FileReaders) => {
  const id = iconFileOf(icon);
  if (id === null) return;
  const [file] = await referableFiles(db, { kind: "user", auth }, [id], { readers });
  if (!file?.mime.startsWith("image/") || file.mime === "image/svg+xml")
    throw centerError(400, "iconNotUsable");
};

/** Adds (placed last) or edits an app; answers its id. */
export const saveApp = async (db: Db, schoolId: number, input: AppSave): Promise<number> => {
  checkTarget(input.kind as AppKind, input.target);
  const { id, ...fields } = input;
  const normal = { ...fields, code: fields.code || null, nameEn: fields.nameEn || null };
  return db.transaction(async (tx) => {
    if (normal.code) {
      const owner = await codeOwner(tx, schoolId, normal.code);
      if (owner !== undefined && owner !== id) throw centerError(400, "codeTaken", { code: normal.code });
    }
    const saved = id === undefined ? await insertApp(tx, schoolId, normal) : id;
    if (id !== undefined && !(await updateApp(tx, schoolId, id, normal)))
      throw centerError(404, "appNotFound");
    const file = iconFileOf(normal.icon);
    await attachFiles(tx, schoolId, { kind: "centerApp", id: saved }, file === null ? [] : [file]);
    return saved;
  });
};

/** Puts the school's apps in this order: every app once. */
export const sortApps = async (db: Db, schoolId: number, ids: number[]) =>
  db.transaction(async (tx) => {
    const all = (await listApps(tx, schoolId)).map((a) => a.id);
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== all.length || !all.every((id) => given.has(id)))
      throw centerError(400, "sortMismatch");
    await setSorts(tx, schoolId, ids);
  });

export const enableApp = async (db: Db, schoolId: number, id: number, enabled: boolean) => {
  if (!(await updateApp(db, schoolId, id, { enabled }))) throw centerError(404, "appNotFound");
};

/** Deletes an app; its recorded opens stay counted under its id but leave the rankings. */
export const removeApp = async (db: Db, schoolId: number, id: number) =>
  db.transaction(async (tx) => {
    if (!(await deleteApp(tx, schoolId, id))) throw centerError(404, "appNotFound");
    await attachFiles(tx, schoolId, { kind: "centerApp", id }, []);
  });
