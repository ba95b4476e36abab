import { ErrorCode, type RoleType, roleTypeOf, type SchoolInfo } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { asSystem, enterScope, schoolsScope } from "../../platform/db/tenant-context.ts";
import { AppError, forbidden } from "../../platform/http/errors.ts";
import { findPerson } from "../org/index.ts";
import { type AreaSchool, listSitesOfArea, type SchoolRow } from "../school/index.ts";
import { type AccountRow, findAccountById } from "./account.store.ts";
import { endAreaPass, findAccountsByPhoneIn, findAreaPass, insertAreaPass } from "./area-pass.store.ts";
import type { IdentityDeps } from "./identity.deps.ts";
import { identityError } from "./identity.messages.ts";
import { issueAuthorizationCode } from "./login.service.ts";
import { hashSecret, newSecret } from "./secret.ts";
import { verifySmsCode } from "./sms-code.service.ts";

/** A working day: long enough to switch between schools, short enough that a forgotten pass soon dies. */
const PASS_MS = 8 * 3600 * 1000;
const AREA_TOKEN = /^a\.(\d{1,18})\.([A-Za-z0-9_-]{20,100})$/;

export type AreaPass = {
  id: number;
  areaId: number;
  siteSchoolId: number;
  phone: string | null;
  siteAccountId: number | null;
};

export type AreaRole = {
  schoolId: number;
  schoolName: string;
  /** 1 for the area's own site: its administrators' "area" entry. */
  schoolType: number;
  accountId: number;
  type: number;
  roleType: RoleType;
  name: string;
  isAdmin: boolean;
};

const invalidPass = () => identityError(401, "areaPassInvalid", {}, -107);

const issuePass = async (deps: IdentityDeps, pass: Omit<AreaPass, "id">): Promise<string> => {
  const secret = newSecret();
  await insertAreaPass(deps.db, {
    ...pass,
    tokenHash: hashSecret(secret),
    expiresAt: new Date(deps.now().getTime() + PASS_MS),
  });
  return `a.${pass.areaId}.${secret}`;
};

/** Area sign-in works across the area's sites (and its area-level rows), as its administrators do. */
const enterArea = async (deps: IdentityDeps, areaId: number): Promise<void> => {
  const sites = await listSitesOfArea(deps.db, areaId);
  enterScope(
    schoolsScope(
      sites.map((s) => s.id),
      areaId,
    ),
  );
};

const areaOfSite = (site: Pick<SchoolRow, "type" | "areaid">): number => {
  if (site.type !== 1 || site.areaid === null) throw forbidden("notAreaSite");
  return site.areaid;
};

/** Reads `X-Area-Token`: MISTOKEN without one, -107 when unknown, ended or expired. */
export const authenticateAreaPass = async (
  deps: IdentityDeps,
  token: string | undefined,
): Promise<AreaPass> => {
  if (!token) throw new AppError(401, ErrorCode.missingToken, { key: "missingToken" });
  const match = AREA_TOKEN.exec(token);
  if (!match) throw invalidPass();
  // The pass is found before its area is known: a lookup of the system's, like a session's.
  const row = await asSystem(() => findAreaPass(deps.db, Number(match[1]), hashSecret(match[2])));
  if (!row || row.endedAt || row.expiresAt.getTime() <= deps.now().getTime()) throw invalidPass();
  await enterArea(deps, row.areaId);
  return row;
};

const roleOf = async (
  deps: IdentityDeps,
  site: AreaSchool,
  acct: AccountRow,
): Promise<AreaRole | undefined> => {
  const person = await findPerson(deps.db, acct.schoolId, acct.userType, acct.userId);
  if (!person) return undefined;
  return {
    schoolId: site.id,
    schoolName: site.name,
    schoolType: site.type,
    accountId: acct.id,
    type: acct.userType,
    roleType: roleTypeOf[acct.userType as 0 | 1 | 2],
    name: person.name,
    isAdmin: person.isAdmin,
  };
};

/**
 * The roles a pass may choose: every account of its phone in the area's sites, plus the area-site account that
 * signed in. The area's own site comes first, then schools by name, then teacher, student, parent.
 */
export const rolesOf = async (deps: IdentityDeps, pass: Omit<AreaPass, "id">): Promise<AreaRole[]> => {
  const sites = await listSitesOfArea(deps.db, pass.areaId);
  const order = new Map(sites.map((s, i) => [s.id, i]));
  const accounts = pass.phone ? await findAccountsByPhoneIn(deps.db, [...order.keys()], pass.phone) : [];
  const own = pass.siteAccountId;
  if (own !== null && !accounts.some((a) => a.schoolId === pass.siteSchoolId && a.id === own)) {
    const acct = await findAccountById(deps.db, pass.siteSchoolId, own);
    if (acct) accounts.push(acct);
  }
  const roles: AreaRole[] = [];
  for (const acct of accounts) {
    const site = sites[order.get(acct.schoolId) ?? -1];
    const role = site ? await roleOf(deps, site, acct) : undefined;
    if (role) roles.push(role);
  }
  const rank = (r: AreaRole) => order.get(r.schoolId) ?? 0;
  return roles.sort((a, b) => rank(a) - rank(b) || a.type - b.type || a.accountId - b.accountId);
};

/** POST auth/area/login/phone: a phone code on the area's site → an area pass and the roles it may choose. */
export const areaLoginByPhone = async (
  deps: IdentityDeps,
  site: SchoolRow,
  input: { phone: string; code: string },
): Promise<{ areaToken: string; roles: AreaRole[] }> => {
  const areaId = areaOfSite(site);
  await enterArea(deps, areaId);
  await verifySmsCode(deps, site.id, input.phone, "login", input.code);
  const pass = { areaId, siteSchoolId: site.id, phone: input.phone, siteAccountId: null };
  const roles = await rolesOf(deps, pass);
  if (roles.length === 0) throw identityError(200, "noRolesInArea", {}, 404);
  return { areaToken: await issuePass(deps, pass), roles };
};

/** POST auth/area/pass: someone signed in on the area's site (by password, say) gets a pass for their phone. */
export const areaPassForSession = async (
  deps: IdentityDeps,
  ctx: AuthContext,
): Promise<{ areaToken: string }> => {
  const areaId = areaOfSite({ type: ctx.schoolType, areaid: ctx.areaId });
  const acct = await findAccountById(deps.db, ctx.schoolId, ctx.accountId);
  const pass = {
    areaId,
    siteSchoolId: ctx.schoolId,
    phone: acct?.phone ?? null,
    siteAccountId: ctx.accountId,
  };
  return { areaToken: await issuePass(deps, pass) };
};

/** POST auth/area/chooseRole: an authorization code for one of the pass's roles, and that school's info. */
export const chooseAreaRole = async (
  deps: IdentityDeps,
  pass: AreaPass,
  input: { targetSchoolId: number; accountId: number },
): Promise<{ authorizationCode: string; school: SchoolInfo }> => {
  const roles = await rolesOf(deps, pass);
  const role = roles.find((r) => r.schoolId === input.targetSchoolId && r.accountId === input.accountId);
  if (!role) throw identityError(403, "roleNotAvailable");
  const sites = await listSitesOfArea(deps.db, pass.areaId);
  const site = sites.find((s) => s.id === role.schoolId);
  if (!site) throw identityError(403, "roleNotAvailable");
  const authorizationCode = await issueAuthorizationCode(deps, role.schoolId, role.accountId);
  return { authorizationCode, school: site };
};

export const endPass = (deps: IdentityDeps, pass: AreaPass) => endAreaPass(deps.db, pass.areaId, pass.id);
