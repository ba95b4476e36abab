import { type Period, periodAt, type TaskTiming } from "./period.ts";

/** A reminder of one period: its deadline, how long before it, and when it is sent. */
export type ReminderSlot = { period: Period & { end: Date }; minutesBefore: number; at: Date };

/** Whether a task has deadlines to remind before: a range task, or a daily or weekly one. */
export const hasDeadlines = (t: Pick<TaskTiming, "joinTimeType" | "endAt" | "recurrence">) =>
  t.recurrence !== 0 || (t.joinTimeType === 2 && t.endAt !== null);

/** The current period and, for recurring tasks, the next two (within the task's range). */
const periodsFrom = (t: TaskTiming, now: Date, zone: string): Period[] => {
  const out = [periodAt(t, now, zone)];
  while (out.length < 3 && t.recurrence !== 0) {
    const last = out[out.length - 1];
    if (!last.end) break;
    const next = periodAt(t, last.end, zone);
    if (next.start?.getTime() !== last.end.getTime()) break;
    out.push(next);
  }
  return out;
};

/**
 * The reminders of the current and next periods: each `minutesBefore` its period's deadline, but never before
 * the period begins (a daily task's "48 hours before" goes out when its day starts).
 */
export const reminderSlots = (t: TaskTiming, minutesBefore: number[], now: Date, zone: string) => {
  const slots: ReminderSlot[] = [];
  for (const period of periodsFrom(t, now, zone)) {
    const end = period.end;
    if (!end) continue;
    for (const m of minutesBefore) {
      const at = new Date(Math.max(end.getTime() - m * 60_000, period.start?.getTime() ?? -Infinity));
      slots.push({ period: { start: period.start, end }, minutesBefore: m, at });
    }
  }
  return slots.sort((a, b) => a.at.getTime() - b.at.getTime());
};

/** The reminders due now: their time has come and their period's deadline has not passed. */
export const dueSlots = (slots: ReminderSlot[], now: Date) =>
  slots.filter((s) => s.at <= now && now < s.period.end);

/** When the next reminder after now goes out, or null when none is ahead. */
export const nextSlotAt = (slots: ReminderSlot[], now: Date): Date | null =>
  slots.find((s) => s.at > now)?.at ?? null;
