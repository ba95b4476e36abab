import type { SchoolInfo } from "@eos/contracts";
import type { Cache } from "../../platform/cache/cache.ts";
import type { Db } from "../../platform/db/client.ts";
import { schoolFetchFailed } from "../../platform/http/errors.ts";
import { schoolDisabled } from "./school.messages.ts";
import { findSchoolByDomain, type SchoolRow } from "./school.store.ts";

export type SchoolDeps = { db: Db; cache: Cache; defaultDomain: string };

const CACHE_MS = 60_000;
/** Misses are kept briefly: enough to absorb a flood of unknown domains, short enough for a new school. */
const MISS_MS = 5_000;
const MISS = "-";

/** What the cache keeps per domain: the pinned answer and whether the school may sign people in. */
type Site = { info: SchoolInfo; enabled: boolean; logo: string | null };

const toInfo = (row: SchoolRow): SchoolInfo => ({
  id: row.id,
  name: row.name,
  type: row.type,
  areaid: row.areaid,
  loginType: row.loginType,
  domain: row.domain,
});

/** Domains are host names: lowercase, without port or trailing dot. */
export const normaliseDomain = (raw: string): string =>
  raw.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");

const keyOf = (domain: string) => `school:site:${normaliseDomain(domain)}`;

const siteByDomain = async (deps: SchoolDeps, domain: string): Promise<Site | undefined> => {
  const key = keyOf(domain);
  const cached = await deps.cache.get<Site | typeof MISS>(key);
  if (cached !== undefined) return cached === MISS ? undefined : cached;
  const row = await findSchoolByDomain(deps.db, normaliseDomain(domain));
  const site = row ? { info: toInfo(row), enabled: row.enabled, logo: row.logo } : undefined;
  await deps.cache.set(key, site ?? MISS, site ? CACHE_MS : MISS_MS);
  return site;
};

/**
 * Drops domains from the byDomain cache, so that a new, renamed, enabled or disabled school answers as it is
 * now on the very next call (the cache is shared between processes when Redis is configured).
 */
export const forgetDomains = async (cache: Cache, domains: ReadonlyArray<string>): Promise<void> => {
  await Promise.all([...new Set(domains.map(keyOf))].map((k) => cache.del(k)));
};

/** The school of a domain, when it exists and is enabled. */
export const schoolByDomain = async (deps: SchoolDeps, domain: string): Promise<SchoolInfo | undefined> => {
  const site = await siteByDomain(deps, domain);
  return site?.enabled ? site.info : undefined;
};

const enabledInfo = (site: Site): SchoolInfo => {
  if (!site.enabled) throw schoolDisabled();
  return site.info;
};

/** GET auth/getschool/byDomain: exactly the domain asked for; a disabled school answers -1004. */
export const getSchoolByDomain = async (deps: SchoolDeps, domain: string): Promise<SchoolInfo> => {
  const site = await siteByDomain(deps, domain);
  if (!site) throw schoolFetchFailed();
  return enabledInfo(site);
};

/**
 * GET auth/getschool/branding: what a sign-in page shows beside the pinned byDomain answer (the logo's
 * address, null without one), from the same cache, so a school without a logo costs no image request.
 */
export const getBrandingByDomain = async (
  deps: SchoolDeps,
  domain: string,
): Promise<{ logo: string | null }> => {
  const site = await siteByDomain(deps, domain);
  if (!site) throw schoolFetchFailed();
  enabledInfo(site);
  return { logo: site.logo };
};

/** GET auth/my/getschool: the school the request's host names, else the configured default domain. */
export const getSchoolForHost = async (
  deps: SchoolDeps,
  host: string | undefined,
  asked?: string,
): Promise<SchoolInfo> => {
  const candidates = [asked, host, deps.defaultDomain].filter((d): d is string => Boolean(d));
  for (const domain of candidates) {
    const site = await siteByDomain(deps, domain);
    if (site) return enabledInfo(site);
    if (domain === asked) throw schoolFetchFailed();
  }
  throw schoolFetchFailed();
};
