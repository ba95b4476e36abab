/** One counter of a reservation: at most `limit` uses per window of `ttlMs`. */
export type CounterSlot = { key: string; limit: number; ttlMs: number };

/** Granted, or refused by the first counter already at its limit, with when that counter expires. */
export type Reservation = { granted: true } | { granted: false; key: string; resetAt: number };

/** A small shared cache: in-process by default, Redis when several server processes must agree. */
export type Cache = {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Adds one to a counter that expires ttlMs after it was first set; returns the new count. */
  incr(key: string, ttlMs: number): Promise<number>;
  /**
   * Takes one use from every counter if each is below its limit, else from none, in one atomic step (so a
   * burst of concurrent callers never gets more uses than the limits). A counter expires ttlMs after its first
   * use; the use that reaches the limit restarts that, so a spent counter stays spent for a whole window.
   */
  reserve(slots: ReadonlyArray<CounterSlot>): Promise<Reservation>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};
