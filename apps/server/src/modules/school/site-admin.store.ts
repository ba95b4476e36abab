import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { area, school } from "./school.tables.ts";
import { isUniqueViolation } from "./unique-violation.ts";

/** A site as platform (and area) administrators see it: a school, an area's own site, or the platform's. */
export type SiteRow = {
  id: number;
  name: string;
  type: number;
  areaId: number | null;
  areaName: string | null;
  domain: string;
  loginType: number;
  timeZone: string;
  logo: string | null;
  logoFileSchoolId: number | null;
  logoFileId: number | null;
  enabled: boolean;
  createdAt: Date;
};

const columns = {
  id: school.id,
  name: school.name,
  type: school.type,
  areaId: school.areaId,
  areaName: area.name,
  domain: school.domain,
  loginType: school.loginType,
  timeZone: school.timeZone,
  logo: school.logo,
  logoFileSchoolId: school.logoFileSchoolId,
  logoFileId: school.logoFileId,
  enabled: school.enabled,
  createdAt: school.createdAt,
};

export type NewSite = {
  name: string;
  domain: string;
  type: 0 | 1 | 2;
  areaId: number | null;
  loginType: number;
  timeZone: string;
};

/**
 * Inserts a site, or nothing when a unique rule says no (its domain, its area's one site, the one platform
 * site): the caller then says which. Under concurrency the second insert waits for the first and does nothing.
 */
export const insertSite = async (db: Db, site: NewSite): Promise<number | undefined> => {
  const [row] = await db.insert(school).values(site).onConflictDoNothing().returning({ id: school.id });
  return row?.id;
};

export const findSite = async (db: Db, id: number): Promise<SiteRow | undefined> => {
  const [row] = await db
    .select(columns)
    .from(school)
    .leftJoin(area, eq(area.id, school.areaId))
    .where(eq(school.id, id))
    .limit(1);
  return row;
};

/** The platform's own site (type 2), once setInitAdmin has made it. */
export const findPlatformSite = async (db: Db): Promise<{ id: number; domain: string } | undefined> => {
  const [row] = await db
    .select({ id: school.id, domain: school.domain })
    .from(school)
    .where(eq(school.type, 2))
    .limit(1);
  return row;
};

/** The site that already uses a domain (any case), other than `exceptId`. */
export const siteOfDomain = async (
  db: Db,
  domain: string,
  exceptId?: number,
): Promise<number | undefined> => {
  const conditions: SQL[] = [sql`lower(${school.domain}) = ${domain.toLowerCase()}`];
  if (exceptId !== undefined) conditions.push(ne(school.id, exceptId));
  const [row] = await db
    .select({ id: school.id })
    .from(school)
    .where(and(...conditions))
    .limit(1);
  return row?.id;
};

/** The area's own site (type 1), if it has one. */
export const areaSiteOf = async (db: Db, areaId: number): Promise<number | undefined> => {
  const [row] = await db
    .select({ id: school.id })
    .from(school)
    .where(and(eq(school.areaId, areaId), eq(school.type, 1)))
    .limit(1);
  return row?.id;
};

export type SitePatch = Partial<{
  /** Moves a school to another area (or to none). */
  areaId: number | null;
  name: string;
  domain: string;
  loginType: number;
  timeZone: string;
  logo: string | null;
  logoFileSchoolId: number | null;
  logoFileId: number | null;
  enabled: boolean;
}>;

/** Applies a patch; false when a unique rule (the domain) refused it, so nothing changed. */
export const updateSite = async (db: Db, id: number, patch: SitePatch): Promise<boolean> => {
  if (Object.keys(patch).length === 0) return true;
  if (patch.domain !== undefined && (await siteOfDomain(db, patch.domain, id)) !== undefined) return false;
  try {
    await db.update(school).set(patch).where(eq(school.id, id));
    return true;
  } catch (err) {
    // Another administrator took the domain between the check and the update.
    if (isUniqueViolation(err)) return false;
    throw err;
  }
};

export type SiteFilter = {
  /** Only this area's sites (an area administrator's view). */
  areaId?: number;
  keyword?: string;
  types: ReadonlyArray<0 | 1>;
  enabled?: boolean;
  sortField?: "name" | "domain" | "createdAt" | "id";
  sortOrder?: "ascend" | "descend";
  page: number;
  size: number;
};

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const sortColumn = { name: school.name, domain: school.domain, createdAt: school.createdAt, id: school.id };

/** Sites a page at a time, searched by name or domain, filtered and sorted in SQL. */
export const pageSites = async (db: Db, f: SiteFilter): Promise<{ rows: SiteRow[]; total: number }> => {
  const conditions: SQL[] = [inArray(school.type, [...f.types])];
  if (f.areaId !== undefined) conditions.push(eq(school.areaId, f.areaId));
  if (f.enabled !== undefined) conditions.push(eq(school.enabled, f.enabled));
  if (f.keyword) {
    const match = or(ilike(school.name, like(f.keyword)), ilike(school.domain, like(f.keyword)));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const column = sortColumn[f.sortField ?? "createdAt"];
  // Newest first unless the caller sorts; a sort field alone sorts ascending.
  const order = f.sortOrder === "ascend" ? asc : f.sortOrder === "descend" ? desc : f.sortField ? asc : desc;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(school)
      .leftJoin(area, eq(area.id, school.areaId))
      .where(where)
      .orderBy(order(column), asc(school.id))
      .limit(f.size)
      .offset((f.page - 1) * f.size),
    db.select({ n: count() }).from(school).where(where),
  ]);
  return { rows, total: Number(n) };
};
