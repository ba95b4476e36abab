import type { Lang } from "../model/codes.ts";
import { epochDay, formatDateTime } from "./calendar.ts";
import { type Instant, zonedParts } from "./zoned.ts";

export type RelativeTime =
  | { kind: "justNow" }
  | { kind: "minutesAgo"; minutes: number }
  | { kind: "today" | "yesterday" | "dayBefore"; time: string }
  | { kind: "dateTime"; text: string };

const ms = (t: Instant): number => (typeof t === "number" ? t : t.getTime());
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * SPEC 9's relative labels: just now under a minute, minutes ago under an hour, then today, yesterday and
 * the day before by calendar day in the school's zone, else the 16-character datetime.
 */
export const relativeTime = (then: Instant, now: Instant, timeZone: string): RelativeTime => {
  const diff = ms(now) - ms(then);
  // A little clock skew between devices should not print a future timestamp.
  if (diff < 60_000 && diff > -60_000) return { kind: "justNow" };
  if (diff > 0 && diff < 3_600_000) return { kind: "minutesAgo", minutes: Math.floor(diff / 60_000) };
  const a = zonedParts(then, timeZone);
  const days = epochDay(zonedParts(now, timeZone)) - epochDay(a);
  const time = `${pad(a.hour)}:${pad(a.minute)}`;
  if (diff > 0 && days === 0) return { kind: "today", time };
  if (diff > 0 && days === 1) return { kind: "yesterday", time };
  if (diff > 0 && days === 2) return { kind: "dayBefore", time };
  return { kind: "dateTime", text: formatDateTime(a) };
};

export const formatRelativeTime = (then: Instant, now: Instant, timeZone: string, lang: Lang): string => {
  const r = relativeTime(then, now, timeZone);
  const zh = lang === "zh-CN";
  switch (r.kind) {
    case "justNow":
      return zh ? "刚刚" : "just now";
    case "minutesAgo":
      return zh ? `${r.minutes}分钟前` : `${r.minutes} minute${r.minutes === 1 ? "" : "s"} ago`;
    case "today":
      return zh ? `今天 ${r.time}` : `today ${r.time}`;
    case "yesterday":
      return zh ? `昨天 ${r.time}` : `yesterday ${r.time}`;
    case "dayBefore":
      return zh ? `前天 ${r.time}` : `the day before yesterday ${r.time}`;
    case "dateTime":
      return r.text;
  }
};
