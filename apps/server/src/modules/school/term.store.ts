import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { schoolYear, term } from "./school.tables.ts";

export type YearRow = { id: number; name: string; startDate: string; endDate: string };
export type TermRow = {
  id: number;
  schoolYearId: number;
  name: string;
  stime: string;
  etime: string;
  isNow: boolean;
};

export const listYears = (db: Db, schoolId: number): Promise<YearRow[]> =>
  db
    .select({
      id: schoolYear.id,
      name: schoolYear.name,
      startDate: schoolYear.startDate,
      endDate: schoolYear.endDate,
    })
    .from(schoolYear)
    .where(eq(schoolYear.schoolId, schoolId))
    .orderBy(asc(schoolYear.startDate));

export const listTerms = (db: Db, schoolId: number): Promise<TermRow[]> =>
  db
    .select({
      id: term.id,
      schoolYearId: term.schoolYearId,
      name: term.name,
      stime: term.stime,
      etime: term.etime,
      isNow: term.isNow,
    })
    .from(term)
    .where(eq(term.schoolId, schoolId))
    .orderBy(asc(term.stime));

/** The current term of each of many schools in one query (an area reads its schools' summaries this way). */
export const currentTermsOf = async (
  db: Db,
  schoolIds: number[],
): Promise<Map<number, { id: number; name: string }>> => {
  if (schoolIds.length === 0) return new Map();
  const rows = await db
    .select({ schoolId: term.schoolId, id: term.id, name: term.name })
    .from(term)
    .where(and(inArray(term.schoolId, schoolIds), eq(term.isNow, true)));
  return new Map(rows.map((r) => [r.schoolId, { id: r.id, name: r.name }]));
};

/**
 * Each school's term that holds a day, in one query (an area reads its schools in one of its own terms this
 * way); where terms overlap, the one that started last.
 */
export const termsHolding = async (
  db: Db,
  schoolIds: number[],
  day: string,
): Promise<Map<number, { id: number; name: string }>> => {
  if (schoolIds.length === 0) return new Map();
  const rows = await db
    .select({ schoolId: term.schoolId, id: term.id, name: term.name })
    .from(term)
    .where(and(inArray(term.schoolId, schoolIds), lte(term.stime, day), gte(term.etime, day)))
    .orderBy(asc(term.stime));
  return new Map(rows.map((r) => [r.schoolId, { id: r.id, name: r.name }]));
};

export const findYear = async (db: Db, schoolId: number, id: number): Promise<YearRow | undefined> =>
  (await listYears(db, schoolId)).find((y) => y.id === id);

export const insertYear = async (db: Db, schoolId: number, row: Omit<YearRow, "id">): Promise<number> => {
  const [created] = await db
    .insert(schoolYear)
    .values({ schoolId, ...row })
    .returning({ id: schoolYear.id });
  return created.id;
};

export const updateYear = async (db: Db, schoolId: number, row: YearRow): Promise<boolean> => {
  const { id, ...values } = row;
  const done = await db
    .update(schoolYear)
    .set(values)
    .where(and(eq(schoolYear.schoolId, schoolId), eq(schoolYear.id, id)))
    .returning({ id: schoolYear.id });
  return done.length > 0;
};

export const insertTerm = async (
  db: Db,
  schoolId: number,
  row: Omit<TermRow, "id" | "isNow">,
): Promise<number> => {
  const [created] = await db
    .insert(term)
    .values({ schoolId, ...row })
    .returning({ id: term.id });
  return created.id;
};

export const updateTerm = async (db: Db, schoolId: number, row: Omit<TermRow, "isNow">): Promise<boolean> => {
  const { id, ...values } = row;
  const done = await db
    .update(term)
    .set(values)
    .where(and(eq(term.schoolId, schoolId), eq(term.id, id)))
    .returning({ id: term.id });
  return done.length > 0;
};

/** Makes one term the current one, and no other. */
export const setCurrentTerm = async (db: Db, schoolId: number, id: number): Promise<boolean> =>
  db.transaction(async (tx) => {
    const target = await tx
      .select({ id: term.id })
      .from(term)
      .where(and(eq(term.schoolId, schoolId), eq(term.id, id)));
    if (target.length === 0) return false;
    await tx.update(term).set({ isNow: false }).where(eq(term.schoolId, schoolId));
    await tx
      .update(term)
      .set({ isNow: true })
      .where(and(eq(term.schoolId, schoolId), eq(term.id, id)));
    return true;
  });
