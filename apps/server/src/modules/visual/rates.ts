import type { VisualCounts, VisualDayRate } from "@eos/contracts";

type Counts = {
  total: number;
  present: number;
  late: number;
  leave: number;
  absent: number;
  earlyLeave: number;
  unmarked: number;
};

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * Rates of the marked records: those who came (present, late, early leave), late, on leave, absent. Leave is its
 * own status and never absence; nothing marked gives null rates (a board shows a dash, not 0 %).
 */
export const withRates = <T extends Counts>(c: T): T & VisualCounts => {
  const marked = c.present + c.late + c.leave + c.absent + c.earlyLeave;
  const of = (n: number) => (marked === 0 ? null : round(n / marked));
  return {
    ...c,
    presentRate: of(c.present + c.late + c.earlyLeave),
    lateRate: of(c.late),
    leaveRate: of(c.leave),
    absentRate: of(c.absent),
  };
};

export const zeroCounts = (): Counts => ({
  total: 0,
  present: 0,
  late: 0,
  leave: 0,
  absent: 0,
  earlyLeave: 0,
  unmarked: 0,
});

/** The sum of several rows' counts, with its rates. */
export const sumCounts = (rows: readonly Counts[]): VisualCounts =>
  withRates(
    rows.reduce<Counts>(
      (s, r) => ({
        total: s.total + r.total,
        present: s.present + r.present,
        late: s.late + r.late,
        leave: s.leave + r.leave,
        absent: s.absent + r.absent,
        earlyLeave: s.earlyLeave + r.earlyLeave,
        unmarked: s.unmarked + r.unmarked,
      }),
      zeroCounts(),
    ),
  );

export const addDays = (day: string, n: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const isWeekday = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** The last `n` school days (Monday to Friday) up to and including `day`, oldest first. */
export const schoolDaysUpTo = (day: string, n: number): string[] => {
  const days: string[] = [];
  for (let d = day; days.length < n; d = addDays(d, -1)) if (isWeekday(d)) days.unshift(d);
  return days;
};

/** Every day of a range, oldest first. */
export const everyDay = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
};

/** A row per day of `days`, zero where nothing was counted. */
export const fillDays = (
  days: readonly string[],
  rows: readonly (Counts & { day: string })[],
): VisualDayRate[] => {
  const byDay = new Map<string, Counts[]>();
  for (const r of rows) byDay.set(r.day, [...(byDay.get(r.day) ?? []), r]);
  return days.map((day) => ({ day, ...sumCounts(byDay.get(day) ?? []) }));
};

/** The Monday of a day's week. */
export const mondayOf = (day: string): string => {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
};
