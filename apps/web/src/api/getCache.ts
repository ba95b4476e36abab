import { Limits } from "@eos/contracts";

/** GET paths whose answers are kept in session storage for a minute (SPEC 4 'Caching'). */
export const cachedGetPaths: ReadonlySet<string> = new Set([
  "/auth/my/getschool",
  "/auth/getschool/byDomain",
]);

const prefix = "eos.getCache:";

type Entry = { at: number; data: unknown };

/** Cache key: the path plus its parameters in sorted order, so parameter order never matters. */
export function cacheKey(url: string, params: Record<string, unknown>): string {
  const sorted = Object.keys(params)
    .filter((k) => params[k] !== undefined && params[k] !== null)
    .sort()
    .map((k) => [k, params[k]]);
  return `${prefix}${url}${JSON.stringify(sorted)}`;
}

export function readCache(key: string, maxAgeMs: number = Limits.getCacheMs): { data: unknown } | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return null;
    const entry = JSON.parse(raw) as Entry;
    if (Date.now() - entry.at < maxAgeMs) return { data: entry.data };
    sessionStorage.removeItem(key);
  } catch {
    // A broken entry is a miss.
  }
  return null;
}

export function writeCache(key: string, data: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ at: Date.now(), data } satisfies Entry));
  } catch {
    // Quota exceeded: simply do not cache.
  }
}

export function clearGetCache(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(prefix)) sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
