import { dateRange } from "@eos/forms-core";

/** The parts of a task that decide when it is open and which period a fill belongs to. */
export type TaskTiming = {
  state: number;
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
