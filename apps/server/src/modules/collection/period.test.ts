import { describe, expect, it } from "vitest";
import { isOpen, periodAt, periodsOf, type TaskTiming } from "./period.ts";

const at = (iso: string) => new Date(iso);
const task = (t: Partial<TaskTiming>): TaskTiming => ({
  state: 1,
  joinTimeType: 0,
  startAt: null,
  endAt: null,
  recurrence: 0,
  ...t,
});
const shanghai = "Asia/Shanghai";
const iso = (p: { start: Date | null; end: Date | null }) => [
  p.start?.toISOString() ?? null,
  p.end?.toISOString() ?? null,
];

describe("when a task is open", () => {
  it("is open only while published, and for a range task only inside [start, end)", () => {
    const range = task({
      joinTimeType: 2,
      startAt: at("2026-11-23T00:00:00Z"),
      endAt: at("2026-11-30T00:00:00Z"),
    });
    expect(isOpen(range, at("2026-11-22T23:59:59Z"))).toBe(false);
    expect(isOpen(range, at("2026-11-23T00:00:00Z"))).toBe(true);
    expect(isOpen(range, at("2026-11-30T00:00:00Z"))).toBe(false);
    expect(isOpen(task({ state: 0 }), at("2026-11-23T00:00:00Z"))).toBe(false);
    expect(isOpen(task({ state: 2 }), at("2026-11-23T00:00:00Z"))).toBe(false);
    // Unlimited and manual tasks ignore any stored window.
    expect(
      isOpen(task({ joinTimeType: 1, endAt: at("2020-01-01T00:00:00Z") }), at("2026-11-23T00:00:00Z")),
    ).toBe(true);
  });
});

describe("the period a fill counts for", () => {
  it("is the whole task for one-off tasks (the range when it has one)", () => {
    expect(iso(periodAt(task({}), at("2026-11-23T00:00:00Z"), shanghai))).toEqual([null, null]);
    const range = task({
      joinTimeType: 2,
      startAt: at("2026-11-23T00:00:00Z"),
      endAt: at("2026-11-30T00:00:00Z"),
    });
    expect(iso(periodAt(range, at("2026-11-25T00:00:00Z"), shanghai))).toEqual([
      "2026-11-23T00:00:00.000Z",
      "2026-11-30T00:00:00.000Z",
    ]);
  });

  it("is the school's local day for daily tasks, across the UTC date line", () => {
    const daily = task({ recurrence: 1 });
    // 23:30 UTC on the 22nd is 07:30 on the 23rd in Shanghai.
    expect(iso(periodAt(daily, at("2026-11-22T23:30:00Z"), shanghai))).toEqual([
      "2026-11-22T16:00:00.000Z",
      "2026-11-23T16:00:00.000Z",
    ]);
    expect(iso(periodAt(daily, at("2026-11-22T23:30:00Z"), "UTC"))).toEqual([
      "2026-11-22T00:00:00.000Z",
      "2026-11-23T00:00:00.000Z",
    ]);
  });

  it("is the local week starting on Monday for weekly tasks", () => {
    // Sunday 2026-11-29 20:00 in Shanghai still belongs to the week of Monday the 23rd.
    expect(iso(periodAt(task({ recurrence: 2 }), at("2026-11-29T12:00:00Z"), shanghai))).toEqual([
      "2026-11-22T16:00:00.000Z",
      "2026-11-29T16:00:00.000Z",
    ]);
  });

  it("is clipped to a range task's bounds, and after the end it is the last period", () => {
    const daily = task({
      recurrence: 1,
      joinTimeType: 2,
      startAt: at("2026-11-23T04:00:00Z"),
      endAt: at("2026-11-25T10:00:00Z"),
    });
    expect(iso(periodAt(daily, at("2026-11-23T05:00:00Z"), shanghai))).toEqual([
      "2026-11-23T04:00:00.000Z",
      "2026-11-23T16:00:00.000Z",
    ]);
    expect(iso(periodAt(daily, at("2026-12-10T00:00:00Z"), shanghai))).toEqual([
      "2026-11-24T16:00:00.000Z",
      "2026-11-25T10:00:00.000Z",
    ]);
    expect(iso(periodAt(daily, at("2026-11-01T00:00:00Z"), shanghai))).toEqual([
      "2026-11-23T04:00:00.000Z",
      "2026-11-23T16:00:00.000Z",
    ]);
  });
});

describe("the periods of a task so far", () => {
  const starts = (ps: { start: Date | null }[]) => ps.map((p) => p.start?.toISOString() ?? null);

  it("runs back from now to the first publication, newest first", () => {
    const daily = task({ recurrence: 1, publishedAt: at("2026-11-23T02:00:00Z") });
    expect(starts(periodsOf(daily, at("2026-11-24T20:00:00Z"), shanghai, []))).toEqual([
      "2026-11-24T16:00:00.000Z",
      "2026-11-23T16:00:00.000Z",
      "2026-11-22T16:00:00.000Z",
    ]);
  });

  it("starts no earlier than the current term, and ignores a term that does not hold now", () => {
    const daily = task({ recurrence: 1, publishedAt: at("2026-01-01T00:00:00Z") });
    const term = { stime: "2026-11-24", etime: "2027-01-20" };
    expect(starts(periodsOf(daily, at("2026-11-25T02:00:00Z"), shanghai, [term]))).toEqual([
      "2026-11-24T16:00:00.000Z",
      "2026-11-23T16:00:00.000Z",
    ]);
    const past = { stime: "2026-03-01", etime: "2026-07-01" };
    expect(periodsOf(daily, at("2026-11-25T02:00:00Z"), shanghai, [past]).length).toBeGreaterThan(300);
  });

  it("keeps inside a range task's window and ends with its last period", () => {
    const daily = task({
      recurrence: 1,
      joinTimeType: 2,
      startAt: at("2026-11-23T04:00:00Z"),
      endAt: at("2026-11-25T10:00:00Z"),
      publishedAt: at("2026-11-20T00:00:00Z"),
    });
    expect(starts(periodsOf(daily, at("2026-12-10T00:00:00Z"), shanghai, []))).toEqual([
      "2026-11-24T16:00:00.000Z",
      "2026-11-23T16:00:00.000Z",
      "2026-11-23T04:00:00.000Z",
    ]);
  });
});
