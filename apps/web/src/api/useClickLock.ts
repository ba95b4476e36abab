import { Limits } from "@eos/contracts";
import { useCallback, useRef } from "react";

/** React binding of createClickLock: a stable handler that ignores repeats within `ms`. */
export function useClickLock<A extends unknown[], R>(
  fn: (...args: A) => R,
  ms: number = Limits.clickLockMs,
): (...args: A) => R | undefined {
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const lastAccepted = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - lastAccepted.current < ms) return undefined;
      lastAccepted.current = now;
      return fnRef.current(...args);
    },
    [ms],
  );
}
