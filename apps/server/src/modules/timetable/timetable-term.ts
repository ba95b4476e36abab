import type { Db } from "../../platform/db/client.ts";
import { listTerms, type TermRow } from "../school/index.ts";
import { timetableError } from "./timetable.messages.ts";

/** Dates are YYYY-MM-DD in the school's time zone; these helpers count days in UTC so that no zone shifts them. */
const dayMs = 86_400_000;
const utcOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The ISO day of the week of a date: 1 Monday … 7 Sunday. */
export const isoDayOf = (date: string): number => {
  const d = new Date(utcOf(date)).getUTCDay();
  return d === 0 ? 7 : d;
};

const mondayOf = (date: string) => utcOf(date) - (isoDayOf(date) - 1) * dayMs;

/** The week of the term a date falls in: week 1 holds the term's first day, weeks start on Monday. */
export const weekOfTerm = (term: Pick<TermRow, "stime">, date: string): number =>
  Math.floor((mondayOf(date) - mondayOf(term.stime)) / (7 * dayMs)) + 1;

export const termWeeks = (term: Pick<TermRow, "stime" | "etime">): number => weekOfTerm(term, term.etime);

export const addDays = (date: string, n: number): string =>
  new Date(utcOf(date) + n * dayMs).toISOString().slice(0, 10);

/** The term asked for, or the current one. */
export const termOf = async (db: Db, schoolId: number, termId: number | undefined): Promise<TermRow> => {
  const terms = await listTerms(db, schoolId);
  const term = termId ? terms.find((t) => t.id === termId) : terms.find((t) => t.isNow);
  if (!term) throw termId ? timetableError(400, "termNotFound") : timetableError(400, "noTerm");
  return term;
};

/** The term a date belongs to: the current term when it holds the date, else any term that does. */
export const termHolding = (terms: TermRow[], date: string): TermRow | undefined =>
  [...terms]
    .sort((a, b) => Number(b.isNow) - Number(a.isNow))
    .find((t) => t.stime <= date && date <= t.etime);
