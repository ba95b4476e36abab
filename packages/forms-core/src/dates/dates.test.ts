import { describe, expect, it } from "vitest";
import { addDays, daysInMonth, isoWeekday, parseDate, parseDateTime } from "./calendar.ts";
import { countdownStage, formatCountdown, remainingTime } from "./countdown.ts";
import { dateRange } from "./ranges.ts";
import { formatRelativeTime, relativeTime } from "./relative.ts";
import {
  formatDateTime16,
  isValidTimeZone,
  parseDateTime16,
  toDateTime16,
  zonedParts,
  zonedToInstant,
} from "./zoned.ts";

const SH = "Asia/Shanghai";
const NY = "America/New_York";
const at = (iso: string) => Date.parse(iso);

describe("calendar", () => {
  it.each([
    ["2024-02-29", true],
    ["2023-02-29", false],
    ["2000-02-29", true],
    ["1900-02-29", false],
    ["2024-04-31", false],
    ["2024-4-1", false],
  ])("%s is a date: %s", (text, valid) => {
    expect(parseDate(text) !== undefined).toBe(valid);
  });

  it("reads 16-character datetimes only", () => {
    expect(parseDateTime("2024-01-01 23:59")).toEqual({ year: 2024, month: 1, day: 1, hour: 23, minute: 59 });
    expect(parseDateTime("2024-01-01 24:00")).toBeUndefined();
    expect(parseDateTime("2024-01-01 10:00:00")).toBeUndefined();
  });

  it("counts days and weekdays", () => {
    expect(addDays({ year: 2024, month: 2, day: 28 }, 2)).toEqual({ year: 2024, month: 3, day: 1 });
    expect(isoWeekday({ year: 2024, month: 5, day: 13 })).toBe(1);
    expect(isoWeekday({ year: 2024, month: 5, day: 19 })).toBe(7);
    expect(daysInMonth(2024, 2)).toBe(29);
  });
});

describe("time zones", () => {
  it("reads the wall clock of an instant in the school's zone", () => {
    expect(zonedParts(at("2024-05-01T16:30:00Z"), SH)).toEqual({
      year: 2024,
      month: 5,
      day: 2,
      hour: 0,
      minute: 30,
      second: 0,
    });
    expect(formatDateTime16(at("2024-05-01T16:30:00Z"), SH)).toBe("2024-05-02 00:30");
    expect(formatDateTime16(at("2024-05-01T16:30:00Z"), "UTC")).toBe("2024-05-01 16:30");
  });

  it("turns a wall-clock reading back into the instant, across DST", () => {
    expect(zonedToInstant({ year: 2024, month: 5, day: 2, hour: 0, minute: 30 }, SH)).toBe(
      at("2024-05-01T16:30:00Z"),
    );
    expect(zonedToInstant({ year: 2024, month: 7, day: 1 }, NY)).toBe(at("2024-07-01T04:00:00Z"));
    expect(zonedToInstant({ year: 2024, month: 1, day: 1 }, NY)).toBe(at("2024-01-01T05:00:00Z"));
    expect(zonedToInstant({ year: 2024, month: 3, day: 10, hour: 2, minute: 30 }, NY)).toBe(
      at("2024-03-10T07:30:00Z"),
    );
  });

  it("parses and cuts 16-character datetimes", () => {
    expect(parseDateTime16("2024-05-02 00:30", SH)).toBe(at("2024-05-01T16:30:00Z"));
    expect(parseDateTime16("2024-05-02", SH)).toBeNull();
    expect(toDateTime16("2024-05-02T00:30:59.123Z")).toBe("2024-05-02 00:30");
    expect(toDateTime16("2024-05-02 00:30:59")).toBe("2024-05-02 00:30");
  });

  it("knows a bad zone", () => {
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(isValidTimeZone(SH)).toBe(true);
    expect(() => zonedParts(0, "Mars/Olympus")).toThrow(RangeError);
  });
});

describe("date ranges (SPEC 9) in the school's zone", () => {
  // Wednesday 2024-05-15 07:00 in Shanghai, still Tuesday 23:00 in UTC.
  const now = at("2024-05-14T23:00:00Z");
  it.each([
    ["today", "2024-05-15", "2024-05-15"],
    ["thisWeek", "2024-05-13", "2024-05-19"],
    ["last7Days", "2024-05-09", "2024-05-15"],
    ["thisMonth", "2024-05-01", "2024-05-31"],
    ["last30Days", "2024-04-16", "2024-05-15"],
    ["thisYear", "2024-01-01", "2024-12-31"],
  ] as const)("%s runs %s to %s", (kind, first, last) => {
    const r = dateRange(kind, now, SH);
    expect([r.firstDay, r.lastDay]).toEqual([first, last]);
    expect(r.startText).toBe(`${first} 00:00`);
    expect(r.endText).toBe(`${last} 23:59`);
    expect(formatDateTime16(r.start, SH)).toBe(`${first} 00:00`);
    expect(formatDateTime16(r.end - 60_000, SH)).toBe(`${last} 23:59`);
  });

  it("is a different day in another zone", () => {
    expect(dateRange("today", now, "UTC").firstDay).toBe("2024-05-14");
  });

  it("starts the week on Monday even on a Sunday", () => {
    expect(dateRange("thisWeek", at("2024-05-19T12:00:00Z"), "UTC").firstDay).toBe("2024-05-13");
  });

  it("handles a leap February", () => {
    expect(dateRange("thisMonth", at("2024-02-10T00:00:00Z"), SH).lastDay).toBe("2024-02-29");
  });
});

describe("relative labels", () => {
  const now = at("2024-05-15T02:00:00Z"); // 10:00 in Shanghai
  it.each([
    ["2024-05-15T01:59:01Z", "just now", "刚刚"],
    ["2024-05-15T02:00:30Z", "just now", "刚刚"],
    ["2024-05-15T01:59:00Z", "1 minute ago", "1分钟前"],
    ["2024-05-15T01:00:01Z", "59 minutes ago", "59分钟前"],
    ["2024-05-15T01:00:00Z", "today 09:00", "今天 09:00"],
    ["2024-05-14T16:00:00Z", "today 00:00", "今天 00:00"],
    ["2024-05-14T15:59:00Z", "yesterday 23:59", "昨天 23:59"],
    ["2024-05-13T16:00:00Z", "yesterday 00:00", "昨天 00:00"],
    ["2024-05-12T16:00:00Z", "the day before yesterday 00:00", "前天 00:00"],
    ["2024-05-12T15:59:00Z", "2024-05-12 23:59", "2024-05-12 23:59"],
    ["2024-05-16T02:00:00Z", "2024-05-16 10:00", "2024-05-16 10:00"],
  ])("%s", (then, en, zh) => {
    expect(formatRelativeTime(at(then), now, SH, "en-US")).toBe(en);
    expect(formatRelativeTime(at(then), now, SH, "zh-CN")).toBe(zh);
  });

  it("returns a structured label for custom rendering", () => {
    expect(relativeTime(at("2024-05-15T01:30:00Z"), now, SH)).toEqual({ kind: "minutesAgo", minutes: 30 });
  });
});

describe("countdowns and remaining time", () => {
  it.each([
    [0, "ended"],
    [-5, "ended"],
    [1, "within15Minutes"],
    [900, "within15Minutes"],
    [901, "withinHour"],
    [3600, "withinHour"],
    [3601, "withinDay"],
    [86400, "withinDay"],
    [86401, "later"],
    [Number.NaN, "ended"],
  ])("%i s is %s", (seconds, stage) => {
    expect(countdownStage(seconds)).toBe(stage);
  });

  it.each([
    [845, "14 min 5 s", "14分5秒"],
    [3600, "60 min 0 s", "60分0秒"],
    [7380, "2 h 3 min", "2小时3分"],
    [273600, "3 d 4 h", "3天4小时"],
    [0, "ended", "已结束"],
  ])("formats %i s", (seconds, en, zh) => {
    expect(formatCountdown(seconds, "en-US")).toBe(en);
    expect(formatCountdown(seconds, "zh-CN")).toBe(zh);
  });

  it("shows remaining time only within 2 days (172800 s)", () => {
    const now = at("2024-05-15T00:00:00Z");
    expect(remainingTime(now + 172_800_000, now)).toEqual({
      kind: "remaining",
      seconds: 172800,
      days: 2,
      hours: 0,
      minutes: 0,
    });
    expect(remainingTime(now + 172_801_000, now)).toEqual({ kind: "outsideWindow" });
    expect(remainingTime(now, now)).toEqual({ kind: "expired" });
    expect(remainingTime(now + 3_723_000, now)).toEqual({
      kind: "remaining",
      seconds: 3723,
      days: 0,
      hours: 1,
      minutes: 2,
    });
  });
});
