import {
  type CalendarDate,
  type CalendarDateTime,
  formatDate,
  formatDateTime,
  parseDateTime,
} from "./calendar.ts";

/** A wall-clock reading in some time zone, to the second. */
export type ZonedParts = CalendarDateTime & { second: number };

/** An instant: a Date or epoch milliseconds. */
export type Instant = Date | number;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building Intl.DateTimeFormat is far slower than using one. */
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (!f) {
    // Throws RangeError for an unknown zone: a misconfigured school must be noticed, not silently shifted.
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
};

export const isValidTimeZone = (timeZone: string): boolean => {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
};

const ms = (t: Instant): number => (typeof t === "number" ? t : t.getTime());

/** The wall clock of `instant` in `timeZone`. */
export const zonedParts = (instant: Instant, timeZone: string): ZonedParts => {
  const out: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(ms(instant)))
    if (p.type !== "literal") out[p.type] = Number(p.value);
  return {
    year: out.year,
    month: out.month,
    day: out.day,
    hour: out.hour % 24,
    minute: out.minute,
    second: out.second,
  };
};

const offsetAt = (t: number, timeZone: string): number => {
  const p = zonedParts(t, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(t / 1000) * 1000;
};

/** The instant a wall-clock reading in `timeZone` names; in a DST gap, the reading just after the gap. */
export const zonedToInstant = (parts: CalendarDate & Partial<ZonedParts>, timeZone: string): number => {
  const guess = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  return first === second ? first : Math.max(first, second);
};

/** Today's date in the school's time zone. */
export const zonedToday = (now: Instant, timeZone: string): CalendarDate => {
  const { year, month, day } = zonedParts(now, timeZone);
  return { year, month, day };
};

/** SPEC 9's 16-character datetime, `YYYY-MM-DD HH:mm`, in the given zone. */
export const formatDateTime16 = (instant: Instant, timeZone: string): string =>
  formatDateTime(zonedParts(instant, timeZone));

export const formatDate10 = (instant: Instant, timeZone: string): string =>
  formatDate(zonedParts(instant, timeZone));

/** Reads a 16-character datetime in the given zone; null when it is not one. */
export const parseDateTime16 = (text: string, timeZone: string): number | null => {
  const dt = parseDateTime(text);
  return dt ? zonedToInstant(dt, timeZone) : null;
};

/** Cuts longer datetime text (seconds, ISO `T`) to the 16 characters time filters show. */
export const toDateTime16 = (text: string): string => text.replace("T", " ").slice(0, 16);
