import { dateTimeFormat } from "../../platform/intl.ts";

/** Day arithmetic on YYYY-MM-DD strings (a school's days, no time zone involved). */

const toUtc = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

export const addDays = (day: string, n: number): string => fromUtc(toUtc(day) + n * DAY_MS);
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
/** The Monday of the week (Monday to Sunday) that holds the day. */
export const mondayOf = (day: string): string => addDays(day, -((new Date(toUtc(day)).getUTCDay() + 6) % 7));

/**
 * The UTC instant of a school's local time (YYYY-MM-DD, HH:mm in an IANA zone): the zone's offset at that
 * moment, read from Intl (two passes settle a daylight-saving change).
 */
export const utcOfLocal = (day: string, time: string, timeZone: string): Date => {
  const wanted = Date.UTC(
    +day.slice(0, 4),
    +day.slice(5, 7) - 1,
    +day.slice(8, 10),
    +time.slice(0, 2),
    +time.slice(3, 5),
  );
  const parts = (ms: number) => {
    const p = Object.fromEntries(
      dateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      })
        .formatToParts(new Date(ms))
        .map((x) => [x.type, x.value]),
    );
    return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute);
  };
  let guess = wanted - (parts(wanted) - wanted);
  guess = wanted - (parts(guess) - guess);
  return new Date(guess);
};
