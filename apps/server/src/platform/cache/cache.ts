/** A small shared cache: in-process by default, Redis when several server processes must agree. */
export type Cache = {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Adds one to a counter that expires ttlMs after it was first set; returns the new count. */
  incr(key: string, ttlMs: number): Promise<number>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};
