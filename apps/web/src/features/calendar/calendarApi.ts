import type { CalendarEvent, CalendarView } from "@eos/contracts";
import { get, post } from "../../api/request.ts";

export type EventDraft = Omit<CalendarEvent, "id"> & { id?: number };

/** The school calendar between two days (YYYY-MM-DD) of the caller's school. */
export const fetchCalendar = (schoolId: number, start: string, end: string) =>
  get<CalendarView>(`/schoolCalendar/${schoolId}/queryInfoByTime`, { start, end }, { noCache: true });

export const saveCalendarEvent = (event: EventDraft) =>
  post<{ id: number }>("/schoolCalendar/save", event, { json: true });
export const deleteCalendarEvent = (id: number) =>
  post<null>("/schoolCalendar/delete", { id }, { json: true });
export const icsUrl = (schoolId: number) => `/api/schoolCalendar/${schoolId}/export.ics`;

/** The events that touch a day (an event's start and end are a day or a day and a time). */
export const eventsOn = (events: CalendarEvent[], day: string) =>
  events.filter((e) => e.start.slice(0, 10) <= day && e.end.slice(0, 10) >= day);

export const kindColour: Record<CalendarEvent["kind"], string> = {
  holiday: "green",
  exam: "red",
  event: "blue",
  week: "purple",
};
