type Window = { current: number; iterationStartMs: number };
type Answer = { current: number; ttl: number };
type Callback = (err: Error | null, res: Answer) => void;

const MAX_KEYS = 5000;

/**
 * The in-process store of @fastify/rate-limit's counters, answering each caller with its own count. The plugin's
 * LocalStore hands every caller the one shared counter object and reads its count only after an await, so a burst
 * of concurrent requests all read the burst's final count: with 75 at once against a limit of 60, all 75 were
 * refused. Here each increment answers a snapshot taken at once, so exactly the limit passes.
 */
export class SnapshotRateLimitStore {
  private readonly windows = new Map<string, Window>();

  incr(key: string, cb: Callback, timeWindow: number): void {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.iterationStartMs + timeWindow <= now) {
      w = { current: 0, iterationStartMs: now };
      this.windows.delete(key);
      if (this.windows.size >= MAX_KEYS) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
      this.windows.set(key, w);
    }
    w.current += 1;
    cb(null, { current: w.current, ttl: timeWindow - (now - w.iterationStartMs) });
  }

  read(key: string, cb: Callback, timeWindow: number): void {
    const now = Date.now();
    const w = this.windows.get(key);
    if (!w || w.iterationStartMs + timeWindow <= now) cb(null, { current: 0, ttl: 0 });
    else cb(null, { current: w.current, ttl: timeWindow - (now - w.iterationStartMs) });
  }

  /** A route's own counters. */
  child(): SnapshotRateLimitStore {
    return new SnapshotRateLimitStore();
  }
}
