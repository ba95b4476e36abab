import { Limits } from "@eos/contracts";

/**
 * Wraps `fn` so that calls within `ms` of the last accepted call are ignored (SPEC 4: a click is disabled
 * for 2000 ms). Ignored calls return undefined.
 */
export function createClickLock<A extends unknown[], R>(
  fn: (...args: A) => R,
  ms: number = Limits.clickLockMs,
): (...args: A) => R | undefined {
  let lastAccepted = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const now = Date.now();
    if (now - lastAccepted < ms) return undefined;
    lastAccepted = now;
    return fn(...args);
  };
}
