import {
  addDays,
  type CalendarDate,
  epochDay,
  formatDate,
  isValidDate,
  parseDate,
} from "../dates/calendar.ts";
import { formatDateTime16, zonedToday } from "../dates/zoned.ts";
import { failAt } from "./errors.ts";
import { allArgs, type Call, type FnSpec, MANY } from "./fn-types.ts";
import { text, toNumber, toText } from "./runtime.ts";

const str = (c: Call, i: number) => toText(c.arg(i), c.argPos(i));
const int = (c: Call, i: number) => Math.trunc(toNumber(c.arg(i), c.argPos(i)));
const chars = (s: string) => [...s];

const TEXT: FnSpec[] = [
  {
    name: "CONCAT",
    min: 0,
    max: MANY,
    run: (c) =>
      text(
        allArgs(c)
          .map((v, i) => toText(v, c.argPos(i)))
          .join(""),
        c.pos,
      ),
  },
  { name: "LEN", min: 1, max: 1, run: (c) => chars(str(c, 0)).length },
  {
    name: "LEFT",
    min: 1,
    max: 2,
    run: (c) =>
      chars(str(c, 0))
        .slice(0, Math.max(0, c.count > 1 ? int(c, 1) : 1))
        .join(""),
  },
  {
    name: "RIGHT",
    min: 1,
    max: 2,
    run: (c) => {
      const n = Math.max(0, c.count > 1 ? int(c, 1) : 1);
      return n === 0 ? "" : chars(str(c, 0)).slice(-n).join("");
    },
  },
  {
    name: "MID",
    min: 3,
    max: 3,
    run: (c) => {
      const start = Math.max(1, int(c, 1));
      return chars(str(c, 0))
        .slice(start - 1, start - 1 + Math.max(0, int(c, 2)))
        .join("");
    },
  },
  { name: "UPPER", min: 1, max: 1, run: (c) => str(c, 0).toUpperCase() },
  { name: "LOWER", min: 1, max: 1, run: (c) => str(c, 0).toLowerCase() },
  { name: "TRIM", min: 1, max: 1, run: (c) => str(c, 0).trim() },
  { name: "CONTAINS", min: 2, max: 2, run: (c) => str(c, 0).includes(str(c, 1)) },
  {
    name: "SUBSTITUTE",
    min: 3,
    max: 3,
    run: (c) => {
      const find = str(c, 1);
      return find === "" ? str(c, 0) : text(str(c, 0).split(find).join(str(c, 2)), c.pos);
    },
  },
  { name: "TEXT", min: 1, max: 1, run: (c) => str(c, 0) },
  { name: "VALUE", min: 1, max: 1, run: (c) => toNumber(c.arg(0), c.argPos(0)) },
];

/** Dates in formulas are the contract's text: `YYYY-MM-DD`, or a datetime whose first 10 characters are one. */
const date = (c: Call, i: number): CalendarDate =>
  parseDate(str(c, i).slice(0, 10)) ?? failAt("badDate", c.argPos(i));

const monthsBetween = (a: CalendarDate, b: CalendarDate): number => {
  const months = (b.year - a.year) * 12 + (b.month - a.month);
  if (months > 0 && b.day < a.day) return months - 1;
  if (months < 0 && b.day > a.day) return months + 1;
  return months;
};

const DATE: FnSpec[] = [
  { name: "TODAY", min: 0, max: 0, run: (c) => formatDate(zonedToday(c.now, c.timeZone)) },
  { name: "NOW", min: 0, max: 0, run: (c) => formatDateTime16(c.now, c.timeZone) },
  {
    name: "DATE",
    min: 3,
    max: 3,
    run: (c) => {
      const [y, m, d] = [int(c, 0), int(c, 1), int(c, 2)];
      return isValidDate(y, m, d) ? formatDate({ year: y, month: m, day: d }) : failAt("badDate", c.pos);
    },
  },
  { name: "YEAR", min: 1, max: 1, run: (c) => date(c, 0).year },
  { name: "MONTH", min: 1, max: 1, run: (c) => date(c, 0).month },
  { name: "DAY", min: 1, max: 1, run: (c) => date(c, 0).day },
  { name: "DAYS", min: 2, max: 2, run: (c) => epochDay(date(c, 0)) - epochDay(date(c, 1)) },
  {
    name: "ADDDAYS",
    min: 2,
    max: 2,
    run: (c) => {
      const n = int(c, 1);
      return Math.abs(n) > 3_000_000 ? failAt("badDate", c.argPos(1)) : formatDate(addDays(date(c, 0), n));
    },
  },
  {
    name: "DATEDIF",
    min: 3,
    max: 3,
    run: (c) => {
      const [a, b, unit] = [date(c, 0), date(c, 1), str(c, 2).toUpperCase()];
      if (unit === "D") return epochDay(b) - epochDay(a);
      if (unit === "M") return monthsBetween(a, b);
      return unit === "Y" ? Math.trunc(monthsBetween(a, b) / 12) : failAt("typeMismatch", c.argPos(2));
    },
  },
];

export const TEXT_DATE_FUNCTIONS: FnSpec[] = [...TEXT, ...DATE];
