/** A moment as the school's clock reads it: its day, HH:MM, minutes since midnight and ISO weekday. */
export type SchoolTime = { day: string; hhmm: string; minutes: number; weekday: number };

const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (zone: string) => {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      weekday: "short",
      hourCycle: "h23",
    });
    formats.set(zone, f);
  }
  return f;
};

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** Readings by zone and minute: a device batch's events fall in a few minutes, and formatting is the dear part. */
const readings = new Map<string, SchoolTime>();
const READINGS = 4096;

export const schoolTimeOf = (zone: string, at: Date): SchoolTime => {
  const key = `${zone}|${Math.floor(at.getTime() / 60_000)}`;
  let reading = readings.get(key);
  if (reading === undefined) {
    if (readings.size >= READINGS) readings.clear();
    reading = readSchoolTime(zone, at);
    readings.set(key, reading);
  }
  return reading;
};

const readSchoolTime = (zone: string, at: Date): SchoolTime => {
  const parts = Object.fromEntries(
    formatOf(zone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const hhmm = `${parts.hour}:${parts.minute}`;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hhmm,
    minutes: minutesOf(hhmm),
    weekday: WEEKDAYS.indexOf(parts.weekday) + 1,
  };
};

export const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

/** On time until start + grace minutes, late after. */
export const arrivalStatus = (
  point: { startTime: string; lateAfter: number },
  minutes: number,
): "present" | "late" => (minutes > minutesOf(point.startTime) + point.lateAfter ? "late" : "present");
