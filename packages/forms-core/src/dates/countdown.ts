import type { Lang } from "../model/codes.ts";
import type { Instant } from "./zoned.ts";

/** SPEC 9's meeting countdown thresholds, in seconds. */
export const COUNTDOWN_THRESHOLDS = { soon: 900, hour: 3600, day: 86400 } as const;
/** SPEC 9's remaining-time window: remaining time shows only in the last 2 days. */
export const REMAINING_WINDOW_SECONDS = 172800;

export type CountdownStage = "ended" | "within15Minutes" | "withinHour" | "withinDay" | "later";

export const countdownStage = (seconds: number): CountdownStage => {
  if (!(seconds > 0)) return "ended";
  if (seconds <= COUNTDOWN_THRESHOLDS.soon) return "within15Minutes";
  if (seconds <= COUNTDOWN_THRESHOLDS.hour) return "withinHour";
  return seconds <= COUNTDOWN_THRESHOLDS.day ? "withinDay" : "later";
};

const UNITS: Record<Lang, { d: string; h: string; m: string; s: string; ended: string; sep: string }> = {
  "zh-CN": { d: "天", h: "小时", m: "分", s: "秒", ended: "已结束", sep: "" },
  "en-US": { d: " d", h: " h", m: " min", s: " s", ended: "ended", sep: " " },
};

/** A countdown in the two largest units that matter at its stage: `14 min 5 s`, `2 h 3 min`, `3 d 4 h`. */
export const formatCountdown = (seconds: number, lang: Lang): string => {
  const u = UNITS[lang];
  if (!(seconds > 0)) return u.ended;
  const s = Math.floor(seconds);
  const [d, h, m, sec] = [
    Math.floor(s / 86400),
    Math.floor((s % 86400) / 3600),
    Math.floor((s % 3600) / 60),
    s % 60,
  ];
  if (s <= COUNTDOWN_THRESHOLDS.hour) return `${Math.floor(s / 60)}${u.m}${u.sep}${sec}${u.s}`;
  if (s <= COUNTDOWN_THRESHOLDS.day) return `${Math.floor(s / 3600)}${u.h}${u.sep}${m}${u.m}`;
  return `${d}${u.d}${u.sep}${h}${u.h}`;
};

export type Remaining =
  | { kind: "expired" }
  | { kind: "outsideWindow" }
  | { kind: "remaining"; seconds: number; days: number; hours: number; minutes: number };

const ms = (t: Instant): number => (typeof t === "number" ? t : t.getTime());

/** Time left before a deadline, shown only inside the 2-day window. */
export const remainingTime = (deadline: Instant, now: Instant): Remaining => {
  const seconds = Math.floor((ms(deadline) - ms(now)) / 1000);
  if (seconds <= 0) return { kind: "expired" };
  if (seconds > REMAINING_WINDOW_SECONDS) return { kind: "outsideWindow" };
  return {
    kind: "remaining",
    seconds,
    days: Math.floor(seconds / 86400),
    hours: Math.floor((seconds % 86400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
  };
};
