import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { area } from "./school.tables.ts";
import { isUniqueViolation } from "./unique-violation.ts";

export type AreaRow = {
  id: number;
  name: string;
  code: string | null;
  createdAt: Date;
  /** Its schools (type 0), enabled or not. */
  schoolCount: number;
  enabledSchoolCount: number;
  /** Its own site, where its administrators sign in; null until a platform administrator adds it. */
  siteId: number | null;
  siteDomain: string | null;
};

export type AreaFilter = {
  keyword?: string;
  sortField?: "name" | "createdAt" | "schoolCount";
  sortOrder?: "ascend" | "descend";
  page: number;
  size: number;
};

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Correlated on "area"."id" written out: inside a one-table select drizzle names columns without their table,
// and a bare "id" would mean the subquery's own school.
const perArea = (what: string, where: string) =>
  sql.raw(`(select ${what} from "school" s where s.area_id = "area"."id" and ${where})`);
const schoolCount = sql<number>`${perArea("count(*)", "s.type = 0")}`;
const enabledSchoolCount = sql<number>`${perArea("count(*)", "s.type = 0 and s.enabled")}`;
const siteId = sql<number | null>`${perArea("s.id", "s.type = 1")}`;
const siteDomain = sql<string | null>`${perArea("s.domain", "s.type = 1")}`;

const sortColumn = { name: area.name, createdAt: area.createdAt, schoolCount };

/** Areas a page at a time with their school counts, all counted in one SQL statement. */
export const pageAreas = async (db: Db, f: AreaFilter): Promise<{ rows: AreaRow[]; total: number }> => {
  const conditions: SQL[] = [];
  if (f.keyword) {
    const match = or(ilike(area.name, like(f.keyword)), ilike(area.code, like(f.keyword)));
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = sortColumn[f.sortField ?? "name"];
  const order = f.sortOrder === "descend" ? desc : asc;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: area.id,
        name: area.name,
        code: area.code,
        createdAt: area.createdAt,
        schoolCount,
        enabledSchoolCount,
        siteId,
        siteDomain,
      })
      .from(area)
      .where(where)
      .orderBy(order(column), asc(area.id))
      .limit(f.size)
      .offset((f.page - 1) * f.size),
    db.select({ n: count() }).from(area).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      schoolCount: Number(r.schoolCount),
      enabledSchoolCount: Number(r.enabledSchoolCount),
      siteId: r.siteId === null ? null : Number(r.siteId),
    })),
    total: Number(n),
  };
};

export const findArea = async (db: Db, id: number): Promise<{ id: number; name: string } | undefined> => {
  const [row] = await db.select({ id: area.id, name: area.name }).from(area).where(eq(area.id, id)).limit(1);
  return row;
};

/** Whether another area already has this name (any case). */
export const areaNameTaken = async (db: Db, name: string, exceptId?: number): Promise<boolean> => {
  const conditions: SQL[] = [sql`lower(${area.name}) = ${name.toLowerCase()}`];
  if (exceptId !== undefined) conditions.push(ne(area.id, exceptId));
  const rows = await db
    .select({ id: area.id })
    .from(area)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
};

/** A new area, or undefined when its name is taken (checked by the unique index, so races lose cleanly). */
export const insertArea = async (
  db: Db,
  input: { name: string; code: string | null },
): Promise<number | undefined> => {
  const [row] = await db.insert(area).values(input).onConflictDoNothing().returning({ id: area.id });
  return row?.id;
};

export const updateArea = async (
  db: Db,
  id: number,
  input: { name: string; code: string | null },
): Promise<"updated" | "missing" | "taken"> => {
  try {
    const done = await db.update(area).set(input).where(eq(area.id, id)).returning({ id: area.id });
    return done.length > 0 ? "updated" : "missing";
  } catch (err) {
    if (isUniqueViolation(err)) return "taken";
    throw err;
  }
};
