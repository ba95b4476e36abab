import { z } from "zod";

/** What a school calendar event is (issue 19): a holiday, an exam, a school event, or a term-week marker. */
export const calendarKinds = ["holiday", "exam", "event", "week"] as const;
export type CalendarKind = (typeof calendarKinds)[number];

/** Who an event is shown to, by SPEC 9 role code: 0 teachers, 1 students, 2 parents. */
export const calendarAudienceSchema = z.array(z.union([z.literal(0), z.literal(1), z.literal(2)])).min(1);

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");
/** An all-day event's day (YYYY-MM-DD) or a timed event's local time at the school (YYYY-MM-DDTHH:mm). */
const moment = z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/, "YYYY-MM-DD or YYYY-MM-DDTHH:mm");

export const calendarEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  kind: z.enum(calendarKinds),
  start: moment,
  end: moment,
  allDay: z.boolean(),
  description: z.string(),
  audience: z.array(z.number()),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarEventInputSchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    title: z.string().trim().min(1).max(100),
    kind: z.enum(calendarKinds),
    start: moment,
    end: moment,
    allDay: z.boolean(),
    description: z.string().max(2000).default(""),
    audience: calendarAudienceSchema.default([0, 1, 2]),
  })
  .refine((e) => e.allDay === (e.start.length === 10 && e.end.length === 10), {
    message: "all-day events take days (YYYY-MM-DD), timed events times (YYYY-MM-DDTHH:mm)",
    path: ["allDay"],
  });
export type CalendarEventInput = z.output<typeof calendarEventInputSchema>;

/** One week of a term: week 1 is the week (Monday to Sunday) that holds the term's first day. */
export const termWeekSchema = z.object({
  termId: z.number(),
  termName: z.string(),
  week: z.number(),
  start: day,
  end: day,
});
export type TermWeek = z.infer<typeof termWeekSchema>;

export const calendarRangeQuerySchema = z.object({ start: day, end: day });

export const calendarViewSchema = z.object({
  start: day,
  end: day,
  today: day,
  events: z.array(calendarEventSchema),
  weeks: z.array(termWeekSchema),
});
export type CalendarView = z.infer<typeof calendarViewSchema>;
