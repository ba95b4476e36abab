/** Calendar arithmetic on plain dates, independent of any time zone. */
export type CalendarDate = { year: number; month: number; day: number };
export type CalendarDateTime = CalendarDate & { hour: number; minute: number };

export const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

export const daysInMonth = (y: number, m: number): number => {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
};

export const isValidDate = (y: number, m: number, d: number): boolean =>
  Number.isInteger(y) && y >= 1 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

export const formatDate = (d: CalendarDate): string => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
export const formatDateTime = (d: CalendarDateTime): string =>
  `${formatDate(d)} ${pad(d.hour)}:${pad(d.minute)}`;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

/** Reads `YYYY-MM-DD`, the contract's date encoding; impossible dates (02-30) are rejected. */
export const parseDate = (text: string): CalendarDate | undefined => {
  const m = DATE_RE.exec(text);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isValidDate(year, month, day) ? { year, month, day } : undefined;
};

/** Reads `YYYY-MM-DD HH:mm`, the contract's datetime encoding (16 characters). */
export const parseDateTime = (text: string): CalendarDateTime | undefined => {
  const m = DATETIME_RE.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = [
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
    Number(m[4]),
    Number(m[5]),
  ];
  // One literal, no spread or slice: this runs for every datetime value of every submission.
  return isValidDate(year, month, day) && hour <= 23 && minute <= 59
    ? { year, month, day, hour, minute }
    : undefined;
};

/** Days since 1970-01-01 of a calendar date (proleptic Gregorian), for day differences without time zones. */
export const epochDay = (d: CalendarDate): number =>
  Math.floor(Date.UTC(d.year, d.month - 1, d.day) / 86_400_000);

export const fromEpochDay = (n: number): CalendarDate => {
  const t = new Date(n * 86_400_000);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};

export const addDays = (d: CalendarDate, days: number): CalendarDate => fromEpochDay(epochDay(d) + days);

/** ISO weekday, Monday 1 … Sunday 7: Chinese schools start the week on Monday. */
export const isoWeekday = (d: CalendarDate): number => ((((epochDay(d) + 3) % 7) + 7) % 7) + 1;
