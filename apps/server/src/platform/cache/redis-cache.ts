import { Redis } from "ioredis";
import type { Cache } from "./cache.ts";

/** Redis behind the same interface, so that several server processes share one cache. */
export const createRedisCache = (url: string, prefix = "eos:"): Cache => {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
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
