import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { notFound } from "../../platform/http/errors.ts";
import { dateTimeFormat } from "../../platform/intl.ts";
import { findSchoolById } from "./school.store.ts";
import { termError } from "./term.messages.ts";
import {
  findYear,
  insertTerm,
  insertYear,
  listTerms,
  listYears,
  setCurrentTerm,
  type TermRow,
  updateTerm,
  updateYear,
} from "./term.store.ts";

export type TermView = {
  id: number;
  schoolYearId: number;
  name: string;
  stime: string;
  etime: string;
  isNow: "Y" | "N";
};
export type YearView = { id: number; name: string; startDate: string; endDate: string; terms: TermView[] };

const view = (t: TermRow): TermView => ({ ...t, isNow: t.isNow ? "Y" : "N" });

/** Today's date (YYYY-MM-DD) where the school is, not where the server is. */
export const todayIn = (timeZone: string, now: Date): string =>
  dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);

export const schoolYears = async (db: Db, auth: AuthContext): Promise<YearView[]> => {
  const [years, terms] = await Promise.all([listYears(db, auth.schoolId), listTerms(db, auth.schoolId)]);
  return years.map((y) => ({ ...y, terms: terms.filter((t) => t.schoolYearId === y.id).map(view) }));
};

/**
 * The current term, and whether today lies outside its dates: SPEC 8's term mismatch warning (the current time
 * does not match the term range; contact the school administrator).
 */
export const currentTerm = async (db: Db, auth: AuthContext, now: Date) => {
  const [terms, school] = await Promise.all([
    listTerms(db, auth.schoolId),
    findSchoolById(db, auth.schoolId),
  ]);
  const current = terms.find((t) => t.isNow);
  const today = todayIn(school?.timeZone ?? "Asia/Shanghai", now);
  return {
    term: current ? view(current) : null,
    today,
    mismatch: !current || today < current.stime || today > current.etime,
  };
};

const badRange = () => termError(400, "dateRangeInvalid");

export const saveYear = async (
  db: Db,
  auth: AuthContext,
  input: { id?: number; name: string; startDate: string; endDate: string },
): Promise<{ id: number }> => {
  if (input.startDate >= input.endDate) throw badRange();
  if (input.id) {
    if (!(await updateYear(db, auth.schoolId, { ...input, id: input.id }))) throw notFound();
    return { id: input.id };
  }
  return { id: await insertYear(db, auth.schoolId, input) };
};

export const saveTerm = async (
  db: Db,
  auth: AuthContext,
  input: { id?: number; schoolYearId: number; name: string; stime: string; etime: string },
): Promise<{ id: number }> => {
  if (input.stime >= input.etime) throw badRange();
  const year = await findYear(db, auth.schoolId, input.schoolYearId);
  if (!year) throw notFound();
  if (input.stime < year.startDate || input.etime > year.endDate) {
    throw termError(400, "termOutsideYear", { start: year.startDate, end: year.endDate });
  }
  if (input.id) {
    if (!(await updateTerm(db, auth.schoolId, { ...input, id: input.id }))) throw notFound();
    return { id: input.id };
  }
  return { id: await insertTerm(db, auth.schoolId, input) };
};

export const makeCurrent = async (db: Db, auth: AuthContext, id: number): Promise<void> => {
  if (!(await setCurrentTerm(db, auth.schoolId, id))) throw notFound();
};
