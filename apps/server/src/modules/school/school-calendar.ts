import type { Db } from "../../platform/db/client.ts";
import { insertTerm, insertYear, listTerms, listYears, setCurrentTerm } from "./term.store.ts";

/**
 * The school year that holds a day, the way Chinese schools count it (and the demo seed lays it out): from
 * 1 September to 31 August, a first term to 31 January and a second from 1 February.
 */
export const schoolYearOf = (today: string) => {
  const [y, m] = today.split("-").map(Number);
  const start = m >= 9 ? y : y - 1;
  const name = `${start}-${start + 1}学年`;
  return {
    name,
    startDate: `${start}-09-01`,
    endDate: `${start + 1}-08-31`,
    terms: [
      { name: `${name}第一学期`, stime: `${start}-09-01`, etime: `${start + 1}-01-31` },
      { name: `${name}第二学期`, stime: `${start + 1}-02-01`, etime: `${start + 1}-08-31` },
    ],
  };
};

/**
 * A new school's calendar: when it has no school year yet, the year holding `today` (in the school's zone)
 * with its two terms, the one holding today current. A school that has years keeps them untouched.
 */
export const ensureSchoolCalendar = async (
  db: Db,
  schoolId: number,
  today: string,
): Promise<{ created: boolean; currentTermId: number | null }> => {
  const years = await listYears(db, schoolId);
  if (years.length > 0) {
    const current = (await listTerms(db, schoolId)).find((t) => t.isNow);
    return { created: false, currentTermId: current?.id ?? null };
  }
  const plan = schoolYearOf(today);
  const yearId = await insertYear(db, schoolId, {
    name: plan.name,
    startDate: plan.startDate,
    endDate: plan.endDate,
  });
  let currentTermId: number | null = null;
  for (const t of plan.terms) {
    const id = await insertTerm(db, schoolId, { schoolYearId: yearId, ...t });
    if (t.stime <= today && today <= t.etime) currentTermId = id;
  }
  if (currentTermId !== null) await setCurrentTerm(db, schoolId, currentTermId);
  return { created: true, currentTermId };
};
