import type { Cache, CounterSlot, Reservation } from "./cache.ts";

type Entry = { value: unknown; expiresAt: number };

/** In-process cache bounded by entry count; the least recently used entry goes first when full. */
export const createMemoryCache = (maxEntries = 10_000, now: () => number = Date.now): Cache => {
  const entries = new Map<string, Entry>();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.expiresAt <= now()) return undefined;
    // Re-inserting keeps the Map in recency order, so the first key is always the least recently used.
    entries.set(key, entry);
    return entry;
  };

  const put = (key: string, value: unknown, ttlMs: number) => {
    entries.delete(key);
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { value, expiresAt: now() + ttlMs });
  };

  // Synchronous from the first read to the last write: no other caller runs in between, so it is atomic.
  const reserve = (slots: ReadonlyArray<CounterSlot>): Reservation => {
    const counters = slots.map((slot) => live(slot.key));
    for (const [i, slot] of slots.entries()) {
      const counter = counters[i];
      if (counter && (counter.value as number) >= slot.limit) {
        return { granted: false, key: slot.key, resetAt: counter.expiresAt };
      }
    }
    for (const [i, slot] of slots.entries()) {
      const counter = counters[i];
      if (!counter) {
        put(slot.key, 1, slot.ttlMs);
        continue;
      }
      counter.value = (counter.value as number) + 1;
      if ((counter.value as number) >= slot.limit) counter.expiresAt = now() + slot.ttlMs;
    }
    return { granted: true };
  };

  return {
    get: async <T>(key: string) => live(key)?.value as T | undefined,
    set: async (key, value, ttlMs) => put(key, value, ttlMs),
    del: async (key) => {
      entries.delete(key);
    },
    incr: async (key, ttlMs) => {
      const entry = live(key);
      if (!entry) {
        put(key, 1, ttlMs);
        return 1;
      }
      entry.value = (entry.value as number) + 1;
      return entry.value as number;
    },
    reserve: async (slots) => reserve(slots),
    ping: async () => true,
    close: async () => entries.clear(),
  };
};
