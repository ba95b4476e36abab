import type { TimetablePeriod, TimetableSet, TimetableSetSave } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { listTerms } from "../school/index.ts";
import { timetableError } from "./timetable.messages.ts";
import {
  countEntries,
  countEntriesOutside,
  deleteSet,
  findSet,
  insertSet,
  pageSets,
  type SetRow,
  setStatus,
  updateSet,
} from "./timetable.store.ts";
import { termOf, termWeeks } from "./timetable-term.ts";

export type TimetableDeps = { db: Db; now: () => Date };

export const setView = (s: SetRow, termName: string, entryCount: number): TimetableSet => ({
  id: s.id,
  termId: s.termId,
  termName,
  name: s.name,
  days: s.days,
  periods: s.periods,
  weeks: s.weeks,
  status: s.status,
  entryCount,
  updatedAt: s.updatedAt.toISOString(),
});

const termNames = async (db: Db, schoolId: number) =>
  new Map((await listTerms(db, schoolId)).map((t) => [t.id, t.name]));

/** A set of the caller's school that the caller may see: administrators any, others published ones. */
export const visibleSet = async (deps: TimetableDeps, auth: AuthContext, id: number): Promise<SetRow> => {
  const set = await findSet(deps.db, auth.schoolId, id);
  if (!set || (set.status !== 1 && !auth.isAdmin)) throw timetableError(404, "setNotFound");
  return set;
};

export const viewOf = async (deps: TimetableDeps, schoolId: number, set: SetRow): Promise<TimetableSet> => {
  const [names, n] = await Promise.all([
    termNames(deps.db, schoolId),
    countEntries(deps.db, schoolId, set.id),
  ]);
  return setView(set, names.get(set.termId) ?? "", n);
};

export const setPage = async (
  deps: TimetableDeps,
  auth: AuthContext,
  q: { page: number; size: number; termId?: number; keyword?: string },
) => {
  const [r, names] = await Promise.all([
    pageSets(deps.db, auth.schoolId, {
      termId: q.termId,
      keyword: q.keyword,
      publishedOnly: !auth.isAdmin,
      limit: q.size,
      offset: (q.page - 1) * q.size,
    }),
    termNames(deps.db, auth.schoolId),
  ]);
  return {
    list: r.rows.map((s) => setView(s, names.get(s.termId) ?? "", s.entryCount)),
    total: r.total,
    page: q.page,
    size: q.size,
  };
};

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** Periods numbered 1, 2, … each ending after it starts and before the next begins. */
const checkPeriods = (periods: TimetablePeriod[]) => {
  periods.forEach((p, i) => {
    if (p.no !== i + 1) throw timetableError(400, "periodNumbers");
    if (minutes(p.end) <= minutes(p.start)) throw timetableError(400, "periodTimes", { no: p.no });
    const prev = periods[i - 1];
    if (prev && minutes(p.start) < minutes(prev.end))
      throw timetableError(400, "periodsOverlap", { a: prev.no, b: p.no });
  });
};

/** Creates a set (a draft) or edits one; a change may not strand lessons on removed days or periods. */
export const saveSet = async (
  deps: TimetableDeps,
  auth: AuthContext,
  input: TimetableSetSave,
): Promise<{ id: number }> => {
  const schoolId = auth.schoolId;
  const existing = input.id ? await findSet(deps.db, schoolId, input.id) : undefined;
  if (input.id && !existing) throw timetableError(404, "setNotFound");
  const term = await termOf(deps.db, schoolId, input.termId ?? existing?.termId);
  if (new Set(input.days).size !== input.days.length) throw timetableError(400, "repeatedDay");
  const periods = [...input.periods].sort((a, b) => a.no - b.no);
  checkPeriods(periods);
  const n = termWeeks(term);
  const tooLate = input.weeks.find((w) => w > n);
  if (tooLate) throw timetableError(400, "weeksOutsideTerm", { n, week: tooLate });
  const fields = {
    termId: term.id,
    name: input.name,
    days: [...input.days].sort((a, b) => a - b),
    periods,
    weeks: [...new Set(input.weeks)].sort((a, b) => a - b),
  };
  const now = deps.now();
  if (!existing) return { id: await insertSet(deps.db, schoolId, fields, now) };
  return deps.db.transaction(async (tx) => {
    const stranded = await countEntriesOutside(tx, schoolId, existing.id, fields.days, periods.length);
    if (stranded > 0) throw timetableError(400, "entriesOutside", { n: stranded });
    await updateSet(tx, schoolId, existing.id, fields, now);
    return { id: existing.id };
  });
};

export const removeSet = async (deps: TimetableDeps, auth: AuthContext, id: number) => {
  const set = await findSet(deps.db, auth.schoolId, id);
  if (!set) throw timetableError(404, "setNotFound");
  await deps.db.transaction((tx) => deleteSet(tx, auth.schoolId, id));
};

export const publishSet = async (deps: TimetableDeps, auth: AuthContext, id: number, publish: boolean) => {
  const set = await findSet(deps.db, auth.schoolId, id);
  if (!set) throw timetableError(404, "setNotFound");
  await setStatus(deps.db, auth.schoolId, id, publish ? 1 : 0, deps.now());
};
