import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_KEYS, SnapshotRateLimitStore } from "./rate-limit-store.ts";

const WINDOW = 60_000;
const T0 = Date.parse("2026-11-28T03:00:00Z");

/** One request of `key`, as @fastify/rate-limit makes it: the count the store answers. */
const hit = (store: SnapshotRateLimitStore, key: string): number => {
  let current = Number.NaN;
  store.incr(
    key,
    (_err, res) => {
      current = res.current;
    },
    WINDOW,
  );
  return current;
};
const at = (ms: number) => vi.setSystemTime(new Date(T0 + ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  at(0);
});
afterEach(() => vi.useRealTimers());

describe("the rate limit's counters when callers rotate keys", () => {
  it("never drops a running window: a spent budget stays spent however many fresh keys come", () => {
    const store = new SnapshotRateLimitStore();
    for (let i = 0; i < 10; i++) hit(store, "victim");
    at(1000);
    // Twice the table's room in fresh keys, within the victim's window.
    for (let i = 0; i < 2 * MAX_KEYS; i++) hit(store, `rotating-${i}`);
    expect(hit(store, "victim")).toBe(11);
    // The keys that found room count on their own; the rest had one budget between them.
    expect(hit(store, "rotating-0")).toBe(2);
    expect(hit(store, "yet-another")).toBe(MAX_KEYS + 2);
    // Once the windows have ended, everyone starts again, newcomers with counters of their own.
    at(1000 + WINDOW);
    expect(hit(store, "newcomer")).toBe(1);
    expect(hit(store, "victim")).toBe(1);
    expect(hit(store, "yet-another")).toBe(1);
  });

  it("makes room from windows that have ended, and only from those", () => {
    const store = new SnapshotRateLimitStore();
    for (let i = 0; i < MAX_KEYS - 1; i++) hit(store, `early-${i}`);
    at(30_000);
    for (let i = 0; i < 10; i++) hit(store, "victim");
    // The early windows have ended, the victim's runs on: the newcomer takes an ended one's place.
    at(WINDOW + 1000);
    expect(hit(store, "newcomer")).toBe(1);
    expect(hit(store, "second-newcomer")).toBe(1);
    expect(hit(store, "newcomer")).toBe(2);
    expect(hit(store, "victim")).toBe(11);
    let read = Number.NaN;
    store.read("victim", (_err, res) => {
      read = res.current;
    });
    expect(read).toBe(11);
  });
});
