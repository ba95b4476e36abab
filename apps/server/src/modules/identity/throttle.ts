import { randomUUID } from "node:crypto";
import { dateTimeFormat } from "../../platform/intl.ts";
import type { IdentityDeps } from "./identity.deps.ts";
import { identityError } from "./identity.messages.ts";

const MINUTE = 60_000;
/** Guesses one address may have at one account: then that pair is locked for a whole window. */
const PER_ADDRESS = { limit: 5, ttlMs: 15 * MINUTE };
/** Guesses all addresses together may have at one account: then it is locked for everyone. */
const PER_ACCOUNT = { limit: 50, ttlMs: 60 * MINUTE };
/** How long a `clear` outlives the pair counters it orphaned (they last one window at most). */
const EPOCH_MS = 24 * 60 * MINUTE;

const lockedUntil = (until: number, timeZone: string) => {
  const time = dateTimeFormat("zh-CN", {
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
  return identityError(200, "accountLocked", { time }, -1003);
};

/**
 * Password guesses per (school, type, login name), shared by every password path. A guess is reserved before
 * it is evaluated, atomically, so concurrent requests never get more evaluations than the limits: 5 per
 * account and client address, so that nobody can lock an account for its owner elsewhere, and 50 per account
 * across addresses. Unknown names count like known ones, so the answers cannot tell whether an account exists.
 */
export const passwordThrottle = (
  deps: IdentityDeps,
  schoolId: number,
  userType: number,
  loginName: string,
) => {
  const account = `${schoolId}:${userType}:${loginName.toLowerCase()}`;
  const accountKey = `pwd-account:${account}`;
  // Pair counters carry the account's epoch, so that `clear` can lift every address's lock at once.
  const epochKey = `pwd-epoch:${account}`;
  const pairKey = async (ip: string) =>
    `pwd-pair:${account}:${(await deps.cache.get<string>(epochKey)) ?? "0"}:${ip}`;
  return {
    /**
     * Takes one guess for `ip` from both allowances, or throws -1003 naming when the spent one renews. The
     * answer's `succeed` forgets the failures once the password proved right.
     */
    reserve: async (ip: string, timeZone: string) => {
      const pair = await pairKey(ip);
      const reserved = await deps.cache.reserve([
        { key: pair, ...PER_ADDRESS },
        { key: accountKey, ...PER_ACCOUNT },
      ]);
      if (!reserved.granted) throw lockedUntil(reserved.resetAt, timeZone);
      return {
        succeed: async () => {
          await Promise.all([deps.cache.del(pair), deps.cache.del(accountKey)]);
        },
      };
    },
    /** Forgets failures and every lock: the owner proved themselves another way (phone code, admin reset). */
    clear: async () => {
      await Promise.all([deps.cache.set(epochKey, randomUUID(), EPOCH_MS), deps.cache.del(accountKey)]);
    },
  };
};
