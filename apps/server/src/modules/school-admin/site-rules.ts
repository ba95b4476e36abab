import { type AuthContext, siteKindOf } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { isIanaTimeZone, normaliseDomain, siteOfDomain } from "../school/index.ts";
import { schoolAdminError } from "./school-admin.messages.ts";

/** A host name: dot-separated labels of letters, digits and inner hyphens; at most 253 characters. */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A domain as byDomain looks it up (lowercase, no port, no trailing dot), or a clear refusal. */
export const checkedDomain = (raw: string): string => {
  const domain = normaliseDomain(raw);
  if (!HOST.test(domain)) throw schoolAdminError(400, "domainFormat");
  return domain;
};

/** Domains are unique across the platform, whatever their case. */
export const ensureDomainFree = async (db: Db, domain: string, exceptId?: number): Promise<void> => {
  if ((await siteOfDomain(db, domain, exceptId)) !== undefined)
    throw schoolAdminError(400, "domainTaken", { domain });
};

export const checkedTimeZone = (zone: string): string => {
  if (!isIanaTimeZone(zone)) throw schoolAdminError(400, "timeZoneInvalid", { zone });
  return zone;
};

/**
 * Which sites a caller administers: a platform administrator every school and area site; an area
 * administrator the schools of their own area, read-only (routes that write are declared platform-only).
 */
export type Scope = { kind: "platform" } | { kind: "area"; areaId: number };

export const scopeOf = (auth: AuthContext): Scope => {
  const site = siteKindOf(auth.schoolType);
  if (site === "platform") return { kind: "platform" };
  if (site === "area" && auth.areaId !== null) return { kind: "area", areaId: auth.areaId };
  throw forbidden();
};

/** Whether a site is one the scope may see: never the platform's own site; for an area, its schools only. */
export const inScope = (scope: Scope, site: { type: number; areaId: number | null }): boolean =>
  scope.kind === "platform" ? site.type !== 2 : site.type === 0 && site.areaId === scope.areaId;
