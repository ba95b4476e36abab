import type { PageQuery } from "@eos/contracts";
import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { school } from "./school.tables.ts";

export type AreaSchool = {
  id: number;
  name: string;
  type: number;
  areaid: number | null;
  loginType: number;
  domain: string;
  timeZone: string;
};

const columns = {
  id: school.id,
  name: school.name,
  type: school.type,
  areaid: school.areaId,
  loginType: school.loginType,
  domain: school.domain,
  timeZone: school.timeZone,
};

/** Every site of an area: its own (type 1) first, then its schools by name. */
export const listSitesOfArea = async (db: Db, areaId: number): Promise<AreaSchool[]> =>
  db
    .select(columns)
    .from(school)
    .where(eq(school.areaId, areaId))
    .orderBy(desc(school.type), asc(school.name), asc(school.id));

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The schools (not the area's own site) of an area, a page at a time, searched by name or domain. */
export const pageSchoolsOfArea = async (
  db: Db,
  areaId: number,
  q: Pick<PageQuery, "page" | "size" | "keyword">,
): Promise<{ rows: AreaSchool[]; total: number }> => {
  const conditions: SQL[] = [eq(school.areaId, areaId), eq(school.type, 0)];
  if (q.keyword) {
    const match = or(ilike(school.name, like(q.keyword)), ilike(school.domain, like(q.keyword)));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(school)
      .where(where)
      .orderBy(asc(school.name), asc(school.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(school).where(where),
  ]);
  return { rows, total: Number(n) };
};
