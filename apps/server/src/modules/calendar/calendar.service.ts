import type { CalendarEvent, CalendarEventInput, CalendarView, TermWeek } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { findSchoolById, listTerms, schoolTimeZone, type TermRow, todayIn } from "../school/index.ts";
import { addDays, daysBetween, mondayOf } from "./calendar.days.ts";
import { calendarError } from "./calendar.messages.ts";
import {
  allEvents,
  deleteEvent,
  type EventRow,
  type EventValues,
  eventsOverlapping,
  insertEvent,
  updateEvent,
} from "./calendar.store.ts";

export type CalendarDeps = { db: Db; now: () => Date };

/** The longest span one read covers: a school year and a little. */
export const MAX_RANGE_DAYS = 400;

/** Who reads: administrators see every event, others those shown to their role. */
export type Viewer = { userType: number; isAdmin: boolean };

export const eventView = (r: EventRow): CalendarEvent => ({
  id: r.id,
  title: r.title,
  kind: r.kind as CalendarEvent["kind"],
  start: r.allDay ? r.startDate : `${r.startDate}T${r.startTime}`,
  end: r.allDay ? r.endDate : `${r.endDate}T${r.endTime}`,
  allDay: r.allDay,
  description: r.description,
  audience: r.audience,
});

const shownTo = (viewer: Viewer | undefined) => (r: EventRow) =>
  !viewer || viewer.isAdmin || r.audience.includes(viewer.userType);

/**
 * A school's events that overlap the days from..to (both included, YYYY-MM-DD), for the home and other areas;
 * with a viewer, only those shown to that person's role.
 */
export const eventsBetween = async (
  db: Db,
  schoolId: number,
  from: string,
  to: string,
  viewer?: Viewer,
): Promise<Pick<CalendarEvent, "id" | "title" | "kind" | "start" | "end" | "allDay">[]> =>
  (await eventsOverlapping(db, schoolId, from, to)).filter(shownTo(viewer)).map((r) => {
    const { id, title, kind, start, end, allDay } = eventView(r);
    return { id, title, kind, start, end, allDay };
  });

/** The term weeks (Monday to Sunday, week 1 holding the term's first day) that overlap from..to. */
export const termWeeksBetween = (terms: TermRow[], from: string, to: string): TermWeek[] => {
  const weeks: TermWeek[] = [];
  for (const t of terms) {
    if (t.etime < from || t.stime > to) continue;
    const first = mondayOf(t.stime);
    const startWeek = t.stime >= from ? 0 : Math.floor(daysBetween(first, mondayOf(from)) / 7);
    for (let n = startWeek; ; n++) {
      const start = addDays(first, n * 7);
      if (start > to || start > t.etime) break;
      weeks.push({ termId: t.id, termName: t.name, week: n + 1, start, end: addDays(start, 6) });
    }
  }
  return weeks;
};

const checkRange = (from: string, to: string) => {
  if (to < from) throw calendarError(400, "rangeInvalid");
  if (daysBetween(from, to) > MAX_RANGE_DAYS)
    throw calendarError(400, "rangeTooLong", { days: MAX_RANGE_DAYS });
};

/** The calendar of the caller's school between two days: the events shown to them and the term weeks. */
export const calendarOf = async (
  deps: CalendarDeps,
  auth: AuthContext,
  schoolId: number,
  from: string,
  to: string,
): Promise<CalendarView> => {
  if (schoolId !== auth.schoolId) throw calendarError(403, "otherSchool");
  checkRange(from, to);
  const [rows, terms, zone] = await Promise.all([
    eventsOverlapping(deps.db, auth.schoolId, from, to),
    listTerms(deps.db, auth.schoolId),
    schoolTimeZone(deps.db, auth.schoolId),
  ]);
  return {
    start: from,
    end: to,
    today: todayIn(zone, deps.now()),
    events: rows.filter(shownTo(auth)).map(eventView),
    weeks: termWeeksBetween(terms, from, to),
  };
};

type ParsedInput = CalendarEventInput;

const valuesOf = (input: ParsedInput): EventValues => {
  const [startDate, startTime = null] = input.start.split("T");
  const [endDate, endTime = null] = input.end.split("T");
  if (input.end < input.start) throw calendarError(400, "rangeInvalid");
  if (daysBetween(startDate, endDate) > MAX_RANGE_DAYS)
    throw calendarError(400, "rangeTooLong", { days: MAX_RANGE_DAYS });
  return {
    title: input.title,
    kind: input.kind,
    startDate,
    endDate,
    startTime: input.allDay ? null : startTime,
    endTime: input.allDay ? null : endTime,
    allDay: input.allDay,
    description: input.description,
    audience: [...new Set(input.audience)].sort(),
  };
};

/** Adds or edits an event of the caller's school. */
export const saveEvent = async (
  deps: CalendarDeps,
  auth: AuthContext,
  input: ParsedInput,
): Promise<{ id: number }> => {
  const values = valuesOf(input);
  if (input.id) {
    if (!(await updateEvent(deps.db, auth.schoolId, input.id, values, deps.now())))
      throw calendarError(404, "eventNotFound");
    return { id: input.id };
  }
  return { id: await insertEvent(deps.db, auth.schoolId, values, auth.userId) };
};

export const removeEvent = async (deps: CalendarDeps, auth: AuthContext, id: number): Promise<void> => {
  if (!(await deleteEvent(deps.db, auth.schoolId, id))) throw calendarError(404, "eventNotFound");
};

/** Every event of the school shown to the caller, for the iCalendar export. */
export const exportableEvents = async (deps: CalendarDeps, auth: AuthContext, schoolId: number) => {
  if (schoolId !== auth.schoolId) throw calendarError(403, "otherSchool");
  const [rows, school] = await Promise.all([
    allEvents(deps.db, auth.schoolId),
    findSchoolById(deps.db, auth.schoolId),
  ]);
  return {
    events: rows.filter(shownTo(auth)),
    school: { id: auth.schoolId, name: school?.name ?? "", zone: school?.timeZone ?? "Asia/Shanghai" },
  };
};
