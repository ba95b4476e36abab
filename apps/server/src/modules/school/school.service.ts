import type { SchoolInfo } from "@eos/contracts";
import type { Cache } from "../../platform/cache/cache.ts";
import type { Db } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { findSchoolByDomain, type SchoolRow } from "./school.store.ts";

export type SchoolDeps = { db: Db; cache: Cache; defaultDomain: string };

const CACHE_MS = 60_000;
/** Misses are kept briefly: enough to absorb a flood of unknown domains, short enough for a new school. */
const MISS_MS = 5_000;
const MISS = "-";

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

export const schoolByDomain = async (deps: SchoolDeps, domain: string): Promise<SchoolInfo | undefined> => {
  const key = `school:domain:${normaliseDomain(domain)}`;
  const cached = await deps.cache.get<SchoolInfo | typeof MISS>(key);
  if (cached !== undefined) return cached === MISS ? undefined : cached;
  const row = await findSchoolByDomain(deps.db, normaliseDomain(domain));
  await deps.cache.set(key, row ? toInfo(row) : MISS, row ? CACHE_MS : MISS_MS);
  return row ? toInfo(row) : undefined;
};

const schoolFetchFailed = () => new AppError(200, 404, { key: "schoolFetchFailed" });

/** GET auth/getschool/byDomain: exactly the domain asked for. */
export const getSchoolByDomain = async (deps: SchoolDeps, domain: string): Promise<SchoolInfo> => {
  const info = await schoolByDomain(deps, domain);
  if (!info) throw schoolFetchFailed();
  return info;
};

/** GET auth/my/getschool: the school the request's host names, else the configured default domain. */
export const getSchoolForHost = async (
  deps: SchoolDeps,
  host: string | undefined,
  asked?: string,
): Promise<SchoolInfo> => {
  const candidates = [asked, host, deps.defaultDomain].filter((d): d is string => Boolean(d));
  for (const domain of candidates) {
    const info = await schoolByDomain(deps, domain);
    if (info) return info;
    if (domain === asked) throw schoolFetchFailed();
  }
  throw schoolFetchFailed();
};
