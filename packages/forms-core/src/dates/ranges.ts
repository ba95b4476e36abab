import { addDays, type CalendarDate, daysInMonth, formatDate, isoWeekday } from "./calendar.ts";
import { type Instant, zonedToday, zonedToInstant } from "./zoned.ts";

/** SPEC 9's date helper ranges. */
export type RangeKind = "today" | "thisWeek" | "last7Days" | "thisMonth" | "last30Days" | "thisYear";
export const RANGE_KINDS: readonly RangeKind[] = [
  "today",
  "thisWeek",
  "last7Days",
  "thisMonth",
  "last30Days",
  "thisYear",
];

export type DateRange = {
  /** First instant inside the range. */
  start: number;
  /** First instant after the range (exclusive), so ranges tile without gaps across DST changes. */
  end: number;
  firstDay: string;
  lastDay: string;
  /** 16-character bounds as time filters show them. */
  startText: string;
  endText: string;
};

const bounds = (kind: RangeKind, today: CalendarDate): [CalendarDate, CalendarDate] => {
  switch (kind) {
    case "today":
      return [today, today];
    case "thisWeek": {
      const monday = addDays(today, 1 - isoWeekday(today));
      return [monday, addDays(monday, 6)];
    }
    case "last7Days":
      return [addDays(today, -6), today];
    case "last30Days":
      return [addDays(today, -29), today];
    case "thisMonth":
      return [
        { ...today, day: 1 },
        { ...today, day: daysInMonth(today.year, today.month) },
      ];
    case "thisYear":
      return [
        { year: today.year, month: 1, day: 1 },
        { year: today.year, month: 12, day: 31 },
      ];
  }
};

/** The range around `now` in the school's time zone; weeks start on Monday. */
export const dateRange = (kind: RangeKind, now: Instant, timeZone: string): DateRange => {
  const [first, last] = bounds(kind, zonedToday(now, timeZone));
  return {
    start: zonedToInstant(first, timeZone),
    end: zonedToInstant(addDays(last, 1), timeZone),
    firstDay: formatDate(first),
    lastDay: formatDate(last),
    startText: `${formatDate(first)} 00:00`,
    endText: `${formatDate(last)} 23:59`,
  };
};
