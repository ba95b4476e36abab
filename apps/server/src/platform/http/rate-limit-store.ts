type Window = { current: number; endMs: number };
type Answer = { current: number; ttl: number };
type Callback = (err: Error | null, res: Answer) => void;

/**
 * How many callers one route's counters hold: about 200 bytes each (the key, the window, the map's slot), so
 * some 4 MB a limited route at the most. Far more than a school district's people in one window.
 */
export const MAX_KEYS = 20_000;

/**
 * The in-process store of @fastify/rate-limit's counters, answering each caller with its own count. The plugin's
 * LocalStore hands every caller the one shared counter object and reads its count only after an await, so a burst
 * of concurrent requests all read the burst's final count: with 75 at once against a limit of 60, all 75 were
 * refused. Here each increment answers a snapshot taken at once, so exactly the limit passes.
 *
 * A counter is never dropped while its window lasts: were the oldest evicted to make room, whoever can rotate
 * keys (visitor tokens, addresses) could reset a counter, their own or another's, by pushing enough fresh keys
 * through. When the table is full, windows that have ended make room first (they sit at the front: the map keeps
 * the order windows started in, and a route's windows are all as long). If every window is still running, new keys get no budget of their own: they
 * all count on one shared window, so that a flood of fresh keys has one limit's worth between them, and the
 * callers already counted keep their counts.
 */
export class SnapshotRateLimitStore {
  private readonly windows = new Map<string, Window>();
  private overflow: Window | null = null;

  incr(key: string, cb: Callback, timeWindow: number): void {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.endMs <= now) {
      this.windows.delete(key);
      if (this.windows.size >= MAX_KEYS) this.dropEnded(now);
      if (this.windows.size >= MAX_KEYS) {
        if (!this.overflow || this.overflow.endMs <= now)
          this.overflow = { current: 0, endMs: now + timeWindow };
        w = this.overflow;
      } else {
        w = { current: 0, endMs: now + timeWindow };
        this.windows.set(key, w);
      }
    }
    w.current += 1;
    cb(null, { current: w.current, ttl: w.endMs - now });
  }

  read(key: string, cb: Callback): void {
    const now = Date.now();
    const w = this.windows.get(key);
    if (!w || w.endMs <= now) cb(null, { current: 0, ttl: 0 });
    else cb(null, { current: w.current, ttl: w.endMs - now });
  }

  /** A route's own counters. */
  child(): SnapshotRateLimitStore {
    return new SnapshotRateLimitStore();
  }

  /** Drops the windows that have ended, from the oldest on, stopping at the first still running. */
  private dropEnded(now: number): void {
    for (const [key, w] of this.windows) {
      if (w.endMs > now) return;
      this.windows.delete(key);
    }
  }
}
