import { describe, expect, it } from "vitest";
import type { Cache } from "./cache.ts";
import { createMemoryCache } from "./memory-cache.ts";
import { createRedisCache } from "./redis-cache.ts";

const redisUp = async () => {
  const c = createRedisCache("redis://127.0.0.1:6379", `eos-test-${process.pid}:`);
  const up = await Promise.race([c.ping(), new Promise<boolean>((r) => setTimeout(() => r(false), 1000))]);
  await c.close().catch(() => {});
  return up;
};

const behaves = (make: () => Cache) => {
  it("keeps values until they expire", async () => {
    const cache = make();
    await cache.set("k", { a: 1 }, 60_000);
    expect(await cache.get("k")).toEqual({ a: 1 });
    await cache.set("short", "v", 20);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get("short")).toBeUndefined();
    await cache.del("k");
    expect(await cache.get("k")).toBeUndefined();
    await cache.close();
  });

  it("counts with incr within a window", async () => {
    const cache = make();
    const key = `n-${Math.random()}`;
    expect(await cache.incr(key, 60_000)).toBe(1);
    expect(await cache.incr(key, 60_000)).toBe(2);
    await cache.close();
  });

  it("grants no more reservations than the limits to a burst of concurrent callers, all or none", async () => {
    const cache = make();
    const tag = Math.random();
    const pair = { key: `pair-${tag}`, limit: 5, ttlMs: 60_000 };
    const account = { key: `account-${tag}`, limit: 7, ttlMs: 120_000 };
    const before = Date.now();
    const first = await Promise.all(Array.from({ length: 100 }, () => cache.reserve([pair, account])));
    expect(first.filter((r) => r.granted)).toHaveLength(5);
    const refused = first.find((r) => !r.granted);
    expect(refused).toMatchObject({ granted: false, key: pair.key });
    const resetAt = refused && !refused.granted ? refused.resetAt : 0;
    expect(resetAt).toBeGreaterThanOrEqual(before + 59_000);
    expect(resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    // A second address has its own pair counter; the shared account counter has 2 uses left.
    const other = { ...pair, key: `other-${tag}` };
    const second = await Promise.all(Array.from({ length: 10 }, () => cache.reserve([other, account])));
    expect(second.filter((r) => r.granted)).toHaveLength(2);
    expect(second.find((r) => !r.granted)).toMatchObject({ key: account.key });
    // Refusals by the account took nothing from the pair: it was used twice.
    expect(await cache.get(other.key)).toBe(2);
    await cache.close();
  });
};

describe("in-process cache", () => {
  behaves(() => createMemoryCache());

  it("drops the least recently used entry when full", async () => {
    const cache = createMemoryCache(2);
    await cache.set("a", 1, 60_000);
    await cache.set("b", 2, 60_000);
    expect(await cache.get("a")).toBe(1);
    await cache.set("c", 3, 60_000);
    expect(await cache.get("b")).toBeUndefined();
    expect(await cache.get("a")).toBe(1);
    expect(await cache.get("c")).toBe(3);
  });
});

describe.runIf(await redisUp())("Redis cache behind the same interface", () => {
  behaves(() => createRedisCache("redis://127.0.0.1:6379", `eos-test-${process.pid}:`));
});
