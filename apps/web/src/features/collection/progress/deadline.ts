import {
  countdownStage,
  formatCountdown,
  formatDateTime16,
  formatRelativeTime,
  remainingTime,
} from "@eos/forms-core";
import type { TFunction } from "i18next";

type Lang = "zh-CN" | "en-US";

export const langOf = (language: string): Lang => (language === "en-US" ? "en-US" : "zh-CN");

/** The zone dates show in: the browser's (the school's zone is not in the session yet). */
export const localZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "Asia/Shanghai";

/** How strongly a deadline is highlighted, by SPEC 9's countdown thresholds (900 s, 3600 s, 86400 s). */
export type DeadlineLevel = "none" | "ended" | "within15Minutes" | "withinHour" | "withinDay" | "later";

export type Deadline = { text: string; level: DeadlineLevel };

/**
 * A deadline in SPEC 9's words: the time left inside the 2-day remaining-time window, else the 16-character
 * datetime; past deadlines say so.
 */
export function describeDeadline(t: TFunction, iso: string | null, now: number, lang: Lang): Deadline {
  if (!iso) return { text: t("progress.todo.noDeadline"), level: "none" };
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return { text: iso, level: "none" };
  const left = remainingTime(at, now);
  if (left.kind === "expired") return { text: t("progress.todo.overdue"), level: "ended" };
  if (left.kind === "outsideWindow")
    return { text: t("progress.todo.due", { time: formatDateTime16(at, localZone()) }), level: "later" };
  return {
    text: t("progress.todo.left", { time: formatCountdown(left.seconds, lang) }),
    level: countdownStage(left.seconds),
  };
}

/** Antd tag colours for the levels: the nearer the deadline, the stronger. */
export const levelColor: Record<DeadlineLevel, string | undefined> = {
  none: undefined,
  ended: "default",
  within15Minutes: "red",
  withinHour: "volcano",
  withinDay: "orange",
  later: "blue",
};

/** A past moment in SPEC 9's relative words (just now, minutes ago, today, yesterday, ...). */
export const relativeWhen = (iso: string, now: number, lang: Lang): string =>
  formatRelativeTime(Date.parse(iso), now, localZone(), lang);

/** A moment as a 16-character datetime, or nothing. */
export const dateTime16 = (iso: string | null): string =>
  iso && !Number.isNaN(Date.parse(iso)) ? formatDateTime16(Date.parse(iso), localZone()) : "";
