import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { calendarEvent } from "./calendar.tables.ts";

type Conn = Db | Tx;

export type EventRow = typeof calendarEvent.$inferSelect;
export type EventValues = {
  title: string;
  kind: string;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  allDay: boolean;
  description: string;
  audience: number[];
};

/** A school's events that overlap the days from..to (both included), in the order they start. */
export const eventsOverlapping = (
  db: Conn,
  schoolId: number,
  from: string,
  to: string,
): Promise<EventRow[]> =>
  db
    .select()
    .from(calendarEvent)
    .where(
      and(
        eq(calendarEvent.schoolId, schoolId),
        lte(calendarEvent.startDate, to),
        gte(calendarEvent.endDate, from),
      ),
    )
    .orderBy(asc(calendarEvent.startDate), asc(calendarEvent.startTime), asc(calendarEvent.id));

export const allEvents = (db: Conn, schoolId: number): Promise<EventRow[]> =>
  db
    .select()
    .from(calendarEvent)
    .where(eq(calendarEvent.schoolId, schoolId))
    .orderBy(asc(calendarEvent.startDate), asc(calendarEvent.id));

export const insertEvent = async (
  db: Conn,
  schoolId: number,
  values: EventValues,
  createdBy: number | null,
): Promise<number> => {
  const [row] = await db
    .insert(calendarEvent)
    .values({ schoolId, ...values, createdBy })
    .returning({ id: calendarEvent.id });
  return row.id;
};

export const updateEvent = async (
  db: Conn,
  schoolId: number,
  id: number,
  values: EventValues,
  now: Date,
): Promise<boolean> =>
  (
    await db
      .update(calendarEvent)
      .set({ ...values, updatedAt: now })
      .where(and(eq(calendarEvent.schoolId, schoolId), eq(calendarEvent.id, id)))
      .returning({ id: calendarEvent.id })
  ).length > 0;

export const deleteEvent = async (db: Conn, schoolId: number, id: number): Promise<boolean> =>
  (
    await db
      .delete(calendarEvent)
      .where(and(eq(calendarEvent.schoolId, schoolId), eq(calendarEvent.id, id)))
      .returning({ id: calendarEvent.id })
  ).length > 0;
