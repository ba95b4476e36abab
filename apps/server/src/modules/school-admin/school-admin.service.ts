import type { Page } from "@eos/contracts";
import type { z } from "zod";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Cache } from "../../platform/cache/cache.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { detachSchoolFromArea } from "../evaluation/index.ts";
import { attachFiles, type FileReader, type FileReaders, referableFiles } from "../files/index.ts";
import {
  accountNamesOf,
  checkAccountName,
  createFirstSchoolAdmin,
  endSchoolSessions,
  type IdentityDeps,
} from "../identity/index.ts";
import { adminTeachersOf, countPeopleBySchool, ensureSchoolRoot, schoolRootOf } from "../org/index.ts";
import {
  areaSiteOf,
  ensureSchoolCalendar,
  findArea,
  findSite,
  forgetDomains,
  forgetSchoolTimeZone,
  insertSite,
  listTerms,
  pageSites,
  type SitePatch,
  type SiteRow,
  siteOfDomain,
  todayIn,
  updateSite,
} from "../school/index.ts";
import { schoolAdminError } from "./school-admin.messages.ts";
import type {
  addSiteBody,
  initAnswer,
  siteDetailSchema,
  siteItemSchema,
  sitePageQuery,
  updateSiteBody,
} from "./school-admin.schemas.ts";
import {
  checkedDomain,
  checkedTimeZone,
  ensureDomainFree,
  inScope,
  type Scope,
  scopeOf,
} from "./site-rules.ts";

export type SchoolAdminDeps = {
  db: Db;
  cache: Cache;
  now: () => Date;
  identity: IdentityDeps;
  /** Who may read which files (files module's port): a logo may name only an image the caller may use. */
  fileReaders?: FileReaders;
};

/** A school's logo is public: sign-in pages show it before anyone signs in. */
export const schoolLogoFileReader: FileReader = async (_ctx, ids) => ids;

type SiteItem = z.infer<typeof siteItemSchema>;
type SiteDetail = z.infer<typeof siteDetailSchema>;
export type SitePageQuery = z.infer<typeof sitePageQuery>;

const notFound = () => schoolAdminError(404, "schoolNotFound");

const itemOf = (row: SiteRow, counts: { teachers: number; students: number } | undefined): SiteItem => ({
  id: row.id,
  name: row.name,
  type: row.type,
  areaId: row.areaId,
  areaName: row.areaName,
  domain: row.domain,
  loginType: row.loginType,
  timeZone: row.timeZone,
  logo: row.logo,
  flag: row.enabled ? 1 : 0,
  createdAt: row.createdAt.toISOString(),
  teacherCount: counts?.teachers ?? 0,
  studentCount: counts?.students ?? 0,
});

const filterOf = (scope: Scope, q: Omit<SitePageQuery, "page" | "size">) => ({
  // An area administrator sees only their own area's schools, whatever the query names.
  areaId: scope.kind === "area" ? scope.areaId : q.areaId,
  types:
    scope.kind === "area" ? ([0] as const) : q.type === undefined ? ([0, 1] as const) : [q.type as 0 | 1],
  keyword: q.keyword,
  enabled: q.flag === undefined ? undefined : q.flag === 1,
  sortField: q.sortField,
  sortOrder: q.sortOrder,
});

/** GET v3/school/page: schools (and area sites) a page at a time, with their people counted in SQL. */
export const pageSchools = async (deps: SchoolAdminDeps, auth: AuthContext, q: SitePageQuery) => {
  const scope = scopeOf(auth);
  const { rows, total } = await pageSites(deps.db, { ...filterOf(scope, q), page: q.page, size: q.size });
  const counts = await countPeopleBySchool(
    deps.db,
    rows.map((r) => r.id),
  );
  const page: Page<SiteItem> = {
    list: rows.map((r) => itemOf(r, counts.get(r.id))),
    total,
    page: q.page,
    size: q.size,
  };
  return page;
};

/** Every matching site (up to `cap`) for the export, in the list's order. */
export const allSchools = async (
  deps: SchoolAdminDeps,
  auth: AuthContext,
  q: Omit<SitePageQuery, "page" | "size">,
  cap: number,
) => pageSchools(deps, auth, { ...q, page: 1, size: cap } as SitePageQuery);

const scopedSite = async (deps: SchoolAdminDeps, auth: AuthContext, id: number): Promise<SiteRow> => {
  const site = await findSite(deps.db, id);
  // Another area's school and a missing one answer alike: nothing about other areas leaks.
  if (!site || !inScope(scopeOf(auth), site)) throw notFound();
  return site;
};

/** GET v3/school/detail */
export const schoolDetail = async (
  deps: SchoolAdminDeps,
  auth: AuthContext,
  id: number,
): Promise<SiteDetail> => {
  const site = await scopedSite(deps, auth, id);
  const [counts, admins, root, terms] = await Promise.all([
    countPeopleBySchool(deps.db, [site.id]),
    adminTeachersOf(deps.db, site.id),
    schoolRootOf(deps.db, site.id),
    listTerms(deps.db, site.id),
  ]);
  const names = await accountNamesOf(
    deps.db,
    site.id,
    0,
    admins.map((a) => a.id),
  );
  return {
    ...itemOf(site, counts.get(site.id)),
    logoFileId: site.logoFileId,
    admins: admins.map((a) => ({ name: a.name, loginName: names.get(a.id) ?? null })),
    initialised: { orgRoot: root !== undefined, currentTerm: terms.some((t) => t.isNow) },
  };
};

/** The org root and the calendar; system roles (administrator, class leader, teacher…) are derived, not stored. */
const initialise = async (db: Db, site: { id: number; name: string; timeZone: string }, now: Date) => {
  const root = await ensureSchoolRoot(db, site.id, site.name);
  const calendar = await ensureSchoolCalendar(db, site.id, todayIn(site.timeZone, now));
  return {
    orgRootId: root.id,
    createdOrgRoot: root.created,
    createdCalendar: calendar.created,
    currentTermId: calendar.currentTermId,
  };
};

/**
 * POST v3/school/addSchoolInfoAndUser: a school (or an area's site) with its first administrator, whose
 * one-time password is answered once. Everything is checked before anything is written, and written in one
 * transaction: a refused request leaves no trace.
 */
export const addSchool = async (deps: SchoolAdminDeps, input: z.infer<typeof addSiteBody>) => {
  const domain = checkedDomain(input.domain);
  const timeZone = checkedTimeZone(input.timeZone);
  checkAccountName(input.adminAccount);
  const areaId = input.areaId ?? null;
  if (input.type === 1 && areaId === null) throw schoolAdminError(400, "areaRequired");
  if (areaId !== null && !(await findArea(deps.db, areaId))) throw schoolAdminError(400, "areaNotFound");
  await ensureDomainFree(deps.db, domain);
  if (input.type === 1 && areaId !== null && (await areaSiteOf(deps.db, areaId)) !== undefined) {
    throw schoolAdminError(400, "areaSiteExists");
  }
  const now = deps.now();
  const created = await deps.db.transaction(async (tx) => {
    const id = await insertSite(tx, {
      name: input.name,
      domain,
      type: input.type as 0 | 1,
      areaId,
      loginType: input.loginType,
      timeZone,
    });
    if (id === undefined) {
      // Someone took the domain (or the area's site) between the checks and the insert.
      if ((await siteOfDomain(tx, domain)) !== undefined)
        throw schoolAdminError(400, "domainTaken", { domain });
      throw schoolAdminError(400, "areaSiteExists");
    }
    const admin = await createFirstSchoolAdmin(tx, {
      schoolId: id,
      name: input.adminName,
      loginName: input.adminAccount,
      phone: input.adminPhone ?? null,
    });
    if (input.init) await initialise(tx, { id, name: input.name, timeZone }, now);
    return { id, admin };
  });
  // The domain may sit in the cache as "unknown" for a few seconds: it is known now.
  await forgetDomains(deps.cache, [domain]);
  return {
    id: created.id,
    domain,
    admin: { loginName: created.admin.loginName, password: created.admin.password },
    initialised: input.init,
  };
};

/** The logo columns for an image the caller uploaded or may read (files module), or none. */
const logoPatch = async (deps: SchoolAdminDeps, auth: AuthContext, siteId: number, fileId: number | null) => {
  if (fileId === null) return { logo: null, logoFileSchoolId: null, logoFileId: null };
  const [file] = await referableFiles(deps.db, { kind: "user", auth }, [fileId], {
    readers: deps.fileReaders,
  });
  if (!file?.mime.startsWith("image/")) throw schoolAdminError(400, "notAnImage");
  return {
    logo: `/api/v3/school/logo/${siteId}?v=${file.id}`,
    logoFileSchoolId: auth.schoolId,
    logoFileId: file.id,
  };
};

/** The logo's file reference follows the logo: the old one's is dropped, the new one's written. */
const attachLogo = async (tx: Tx, site: SiteRow, patch: SitePatch) => {
  const owner = { kind: "schoolLogo" as const, id: site.id };
  if (site.logoFileSchoolId !== null) await attachFiles(tx, site.logoFileSchoolId, owner, []);
  if (patch.logoFileSchoolId && patch.logoFileId)
    await attachFiles(tx, patch.logoFileSchoolId, owner, [patch.logoFileId]);
};

/**
 * Adds a move to another area (or to none) to the patch; answers the site of the area the school leaves,
 * whose pushed models the school then keeps as its own. Area sites stay with their area.
 */
const movePatch = async (
  deps: SchoolAdminDeps,
  site: SiteRow,
  areaId: number | null | undefined,
  patch: SitePatch,
): Promise<number | undefined> => {
  if (areaId === undefined || areaId === site.areaId) return undefined;
  if (site.type !== 0) throw schoolAdminError(400, "siteCannotMove");
  if (areaId !== null && !(await findArea(deps.db, areaId))) throw schoolAdminError(400, "areaNotFound");
  patch.areaId = areaId;
  return site.areaId === null ? undefined : await areaSiteOf(deps.db, site.areaId);
};

/** POST v3/school/update: name, domain, area, login type, logo and time zone; byDomain answers anew at once. */
export const updateSchool = async (
  deps: SchoolAdminDeps,
  auth: AuthContext,
  input: z.infer<typeof updateSiteBody>,
): Promise<SiteDetail> => {
  const site = await scopedSite(deps, auth, input.id);
  const patch: SitePatch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.loginType !== undefined) patch.loginType = input.loginType;
  if (input.timeZone !== undefined) patch.timeZone = checkedTimeZone(input.timeZone);
  if (input.domain !== undefined) {
    patch.domain = checkedDomain(input.domain);
    await ensureDomainFree(deps.db, patch.domain, site.id);
  }
  if (input.logoFileId !== undefined)
    Object.assign(patch, await logoPatch(deps, auth, site.id, input.logoFileId));
  const leftArea = await movePatch(deps, site, input.areaId, patch);
  const updated = await deps.db.transaction(async (tx) => {
    if (!(await updateSite(tx as unknown as Db, site.id, patch))) return false;
    if (input.logoFileId !== undefined) await attachLogo(tx, site, patch);
    if (leftArea !== undefined) await detachSchoolFromArea(tx, site.id, leftArea);
    return true;
  });
  if (!updated) throw schoolAdminError(400, "domainTaken", { domain: patch.domain ?? site.domain });
  await forgetDomains(deps.cache, [site.domain, patch.domain ?? site.domain]);
  if (patch.timeZone !== undefined) forgetSchoolTimeZone(deps.db, site.id);
  return schoolDetail(deps, auth, site.id);
};

/**
 * POST v3/school/changeSchoolFlag: disabling ends the school's sessions and closes its domain to sign-in at
 * once (byDomain and every sign-in answer -1004); enabling opens it again.
 */
export const changeSchoolFlag = async (
  deps: SchoolAdminDeps,
  auth: AuthContext,
  input: { id: number; flag: number },
) => {
  const site = await scopedSite(deps, auth, input.id);
  const enabled = input.flag === 1;
  await updateSite(deps.db, site.id, { enabled });
  await forgetDomains(deps.cache, [site.domain]);
  const endedSessions = enabled ? 0 : await endSchoolSessions(deps.identity, site.id);
  return { id: site.id, flag: input.flag, endedSessions };
};

/** POST v3/school/initSchool: what a new school needs to work; safe to run again (it adds only what is missing). */
export const initSchool = async (
  deps: SchoolAdminDeps,
  auth: AuthContext,
  id: number,
): Promise<z.infer<typeof initAnswer>> => {
  const site = await scopedSite(deps, auth, id);
  const now = deps.now();
  return deps.db.transaction((tx) => initialise(tx, site, now));
};
