import { dateRange, parseDate, zonedToInstant } from "@eos/forms-core";

/** The parts of a task that decide when it is open and which period a fill belongs to. */
export type TaskTiming = {
  state: number;
  publishedAt?: Date | null;
  joinTimeType: number;
  startAt: Date | null;
  endAt: Date | null;
  recurrence: number;
};

/** A period of a task: fills inside [start, end) count for it; null bounds are open. */
export type Period = { start: Date | null; end: Date | null };

/** Whether a task takes fills now: published, and inside its window when it has a range (join-time type 2). */
export const isOpen = (t: TaskTiming, now: Date): boolean => {
  if (t.state !== 1) return false;
  if (t.joinTimeType !== 2) return true;
  return (!t.startAt || t.startAt <= now) && (!t.endAt || now < t.endAt);
};

const min = (a: Date | null, b: Date | null): Date | null => (!a ? b : !b ? a : a < b ? a : b);
const max = (a: Date | null, b: Date | null): Date | null => (!a ? b : !b ? a : a > b ? a : b);

/**
 * The period `now` falls in, in the school's time zone: the whole task for one-off tasks, the day for daily
 * and the week (Monday first) for weekly ones, clipped to the task's range. After a range task has ended,
 * its last period.
 */
export const periodAt = (t: TaskTiming, now: Date, timeZone: string): Period => {
  const ranged = t.joinTimeType === 2;
  const endAt = ranged ? t.endAt : null;
  const startAt = ranged ? t.startAt : null;
  if (t.recurrence === 0) return { start: startAt, end: endAt };
  let at = now;
  if (endAt && at >= endAt) at = new Date(endAt.getTime() - 1);
  if (startAt && at < startAt) at = startAt;
  const r = dateRange(t.recurrence === 1 ? "today" : "thisWeek", at.getTime(), timeZone);
  return { start: max(new Date(r.start), startAt), end: min(new Date(r.end), endAt) };
};

/** The deadline to show: the end of the current period, or null when the task has none. */
export const deadlineOf = (t: TaskTiming, now: Date, timeZone: string): Date | null =>
  periodAt(t, now, timeZone).end;

/** A term as the school stores it: local dates, the last day included. */
export type TermDates = { stime: string; etime: string };

const PERIOD_CAP = 400;

/** The first instant of a local date (YYYY-MM-DD) in the zone, or null when it does not parse. */
const localStart = (date: string, timeZone: string, days = 0): Date | null => {
  const d = parseDate(date);
  if (!d) return null;
  const day = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  const at = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
  return new Date(zonedToInstant(at, timeZone));
};

/**
 * A task's periods so far, newest first: from the later of its first publication, its range's start and the
 * start of the term `now` falls in, up to `now` (or the range's end). Each period is the one `periodAt` gives,
 * so the figures of a listed period match what the gate and the to-do list counted. One-off tasks have one.
 */
export const periodsOf = (t: TaskTiming, now: Date, timeZone: string, terms: TermDates[]): Period[] => {
  const current = periodAt(t, now, timeZone);
  if (t.recurrence === 0) return [current];
  const termStart = terms
    .map((term) => [localStart(term.stime, timeZone), localStart(term.etime, timeZone, 1)])
    .find(([s, e]) => s && e && s <= now && now < e)?.[0];
  const from = max(max(t.publishedAt ?? null, t.joinTimeType === 2 ? t.startAt : null), termStart ?? null);
  const out: Period[] = [current];
  let p = current;
  while (out.length < PERIOD_CAP && p.start && (!from || p.start > from)) {
    const before = periodAt(t, new Date(p.start.getTime() - 1), timeZone);
    if (!before.start || before.start >= p.start) break;
    out.push(before);
    p = before;
  }
  return out;
};

/** The listed period that starts at `start`, or undefined when the task has no such period so far. */
export const findPeriod = (periods: Period[], start: Date): Period | undefined =>
  periods.find((p) => p.start?.getTime() === start.getTime());
