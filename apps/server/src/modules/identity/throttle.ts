import { AppError } from "../../platform/http/errors.ts";
import type { IdentityDeps } from "./identity.deps.ts";

const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60 * 1000;

/**
 * Password failures per (school, type, login name), shared by every password path. Unknown names count
 * like known ones, so the answers cannot tell whether an account exists.
 */
export const passwordThrottle = (
  deps: IdentityDeps,
  schoolId: number,
  userType: number,
  loginName: string,
) => {
  const key = `pwd-fail:${schoolId}:${userType}:${loginName.toLowerCase()}`;
  const lockKey = `pwd-lock:${key}`;
  return {
    /** Throws -1003 while locked, naming when the lock ends. */
    ensureOpen: async (timeZone: string) => {
      const until = await deps.cache.get<number>(lockKey);
      if (until && until > deps.now().getTime()) {
        const time = new Intl.DateTimeFormat("zh-CN", {
          timeZone,
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
          hour12: false,
        })
          .format(new Date(until))
          .replaceAll("/", "-");
        throw new AppError(200, -1003, { key: "accountLocked", params: { time } });
      }
    },
    fail: async () => {
      const failures = await deps.cache.incr(key, LOCK_MS);
      if (failures >= MAX_FAILURES) {
        await deps.cache.set(lockKey, deps.now().getTime() + LOCK_MS, LOCK_MS);
        await deps.cache.del(key);
      }
    },
    succeed: () => deps.cache.del(key),
    /** Forgets failures and any lock: the owner proved themselves another way (phone code, admin reset). */
    clear: async () => {
      await Promise.all([deps.cache.del(key), deps.cache.del(lockKey)]);
    },
  };
};
