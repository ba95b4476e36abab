import { addDays, utcOfLocal } from "./calendar.days.ts";
import type { EventRow } from "./calendar.store.ts";

/** RFC 5545 text escaping: backslash, semicolon, comma and newlines. */
const escapeText = (s: string) =>
  s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
const fold = (line: string): string => {
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    if (size + n > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join("\r\n ");
};

const compactDay = (day: string) => day.replace(/-/g, "");
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * A school's events as an iCalendar document: all-day events as dates (the end exclusive, as RFC 5545 says),
 * timed ones as UTC instants of the school's local times.
 */
export const icsOf = (
  school: { id: number; name: string; zone: string },
  events: EventRow[],
  now: Date,
  host: string,
): string => {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//EOS//School calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(school.name)}`,
    `X-WR-TIMEZONE:${school.zone}`,
  ];
  for (const e of events) {
    lines.push("BEGIN:VEVENT", `UID:calendar-${school.id}-${e.id}@${host}`, `DTSTAMP:${utcStamp(now)}`);
    if (e.allDay) {
      lines.push(`DTSTART;VALUE=DATE:${compactDay(e.startDate)}`);
      lines.push(`DTEND;VALUE=DATE:${compactDay(addDays(e.endDate, 1))}`);
    } else {
      lines.push(`DTSTART:${utcStamp(utcOfLocal(e.startDate, e.startTime ?? "00:00", school.zone))}`);
      lines.push(`DTEND:${utcStamp(utcOfLocal(e.endDate, e.endTime ?? "23:59", school.zone))}`);
    }
    lines.push(`SUMMARY:${escapeText(e.title)}`, `CATEGORIES:${e.kind.toUpperCase()}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
};
