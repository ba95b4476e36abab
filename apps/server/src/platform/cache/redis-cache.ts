import { Redis } from "ioredis";
import type { Cache, CounterSlot, Reservation } from "./cache.ts";

/**
 * Cache.reserve in one script, which Redis runs without interleaving any other command. KEYS are the
 * counters; ARGV holds each one's limit and window in turn. Answers {0, 0} when granted, else {i, pttl} for
 * the first counter i (1-based) already at its limit.
 */
const RESERVE = `
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[2 * i - 1]) then
    return { i, redis.call('PTTL', key) }
  end
end
for i, key in ipairs(KEYS) do
  local used = redis.call('INCR', key)
  if used == 1 or used >= tonumber(ARGV[2 * i - 1]) then
    redis.call('PEXPIRE', key, ARGV[2 * i])
  end
end
return { 0, 0 }
`;

type ReserveCommand = {
  eosReserve: (keyCount: number, ...keysThenArgs: Array<string | number>) => Promise<[number, number]>;
};

const windowOf = (ttlMs: number) => Math.max(1, Math.round(ttlMs));

/** Redis behind the same interface, so that several server processes share one cache. */
export const createRedisCache = (url: string, prefix = "eos:"): Cache => {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // A named command: ioredis sends the script's SHA (EVALSHA) and loads the constant script only when Redis
  // does not know it yet, so each reservation sends a hash rather than the script's text.
  redis.defineCommand("eosReserve", { lua: RESERVE });
  const reserveScript = (redis as unknown as ReserveCommand).eosReserve.bind(redis);
  const reserve = async (slots: ReadonlyArray<CounterSlot>): Promise<Reservation> => {
    const keys = slots.map((slot) => prefix + slot.key);
    const args = slots.flatMap((slot) => [slot.limit, windowOf(slot.ttlMs)]);
    const [refused, pttl] = (await reserveScript(keys.length, ...keys, ...args)) as [number, number];
    if (refused === 0) return { granted: true };
    const slot = slots[refused - 1];
    return { granted: false, key: slot.key, resetAt: Date.now() + (pttl > 0 ? pttl : slot.ttlMs) };
  };

  return {
    get: async <T>(key: string) => {
      const raw = await redis.get(prefix + key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    set: async (key, value, ttlMs) => {
      await redis.set(prefix + key, JSON.stringify(value), "PX", Math.max(1, Math.round(ttlMs)));
    },
    del: async (key) => {
      await redis.del(prefix + key);
    },
    incr: async (key, ttlMs) => {
      const [[, count]] = (await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, Math.max(1, Math.round(ttlMs)), "NX")
        .exec()) as [[Error | null, number]];
      return count;
    },
    reserve,
    ping: async () => {
      try {
        return (await redis.ping()) === "PONG";
      } catch {
        return false;
      }
    },
    close: async () => {
      await redis.quit();
    },
  };
};

export const cacheFromConfig = async (redisUrl: string | undefined): Promise<Cache> => {
  if (redisUrl) return createRedisCache(redisUrl);
  const { createMemoryCache } = await import("./memory-cache.ts");
  return createMemoryCache();
};
