import type { Db } from "../../platform/db/client.ts";
import { asSystem, runInScope, schoolsScope } from "../../platform/db/tenant-context.ts";
import type { CardSignin, CardSigninSink } from "./onecard.port.ts";
import { noteUnknownCards } from "./onecard.store.ts";
import {
  deletePending,
  lockSigninDerivation,
  type PendingSignin,
  pendingSignins,
  schoolPending,
} from "./signin-queue.store.ts";

/** Sign-ins derived per transaction, about: many device batches at once (a morning's rush is a few of them). */
export const DERIVE_BULK = 5000;
/** How long a batch attendance failed on waits before the deriver tries it again (drain() does at once). */
const RETRY_MS = 30_000;

/** The unknown cards of stored sign-ins no student holds, per card: first and last seen, count, last device. */
const unknownOf = (rows: PendingSignin[]) => {
  const byCard = new Map<
    string,
    { cardNo: string; first: Date; last: Date; events: number; deviceId: number }
  >();
  for (const r of rows) {
    if (r.studentId !== null) continue;
    const u = byCard.get(r.cardNo);
    if (!u)
      byCard.set(r.cardNo, { cardNo: r.cardNo, first: r.at, last: r.at, events: 1, deviceId: r.deviceId });
    else {
      if (r.at < u.first) u.first = r.at;
      if (r.at >= u.last) {
        u.last = r.at;
        u.deviceId = r.deviceId;
      }
      u.events++;
    }
  }
  return [...byCard.values()];
};

/**
 * One derivation, in one transaction of one school's (the school of the oldest batch, found as the system): waits
 * for the deriver's lock (one at a time, in this process or another, and never beside a card's link), takes the
 * school's oldest acknowledged batches not yet derived (whole, up to about `limit` sign-ins; but the batches
 * `skip`), hands the sign-ins of known cards to attendance's sink in bulk, lists the unknown cards of the others,
 * and takes the batches off the queue, so that a sign-in is derived once or, if the transaction fails, not at all.
 * In the school's scope, its transaction is on the pool's school connections, not the few of the system's that
 * every device's key look-up needs. `held` gets the batches taken before the sink runs (the caller's to set aside
 * if it fails). Answers how many sign-ins it derived.
 */
export const deriveSignins = async (
  db: Db,
  sink: CardSigninSink,
  limit: number,
  skip: readonly number[] = [],
  held: number[] = [],
): Promise<number> => {
  const schoolId = await asSystem(() => schoolPending(db, skip));
  if (schoolId === undefined) return 0;
  return runInScope(schoolsScope([schoolId], null), () =>
    db.transaction(async (tx) => {
      await lockSigninDerivation(tx);
      const rows = await pendingSignins(tx, schoolId, limit, skip);
      if (rows.length === 0) return 0;
      held.push(...new Set(rows.map((r) => r.pendingId)));
      const signins: CardSignin[] = rows.flatMap((r) =>
        r.studentId === null
          ? []
          : [
              {
                schoolId: r.schoolId,
                studentId: r.studentId,
                at: r.at,
                deviceId: r.deviceId,
                eventId: r.eventId,
              },
            ],
      );
      if (signins.length > 0) await sink(tx, signins);
      await noteUnknownCards(tx, schoolId, null, unknownOf(rows));
      await deletePending(tx, rows);
      return rows.length;
    }),
  );
};

/** Derives until nothing is left (the demo seed's way, without the app's deriver); failures throw. */
export const deriveAllSignins = async (db: Db, sink: CardSigninSink) => {
  let total = 0;
  for (
    let n = await deriveSignins(db, sink, DERIVE_BULK);
    n > 0;
    n = await deriveSignins(db, sink, DERIVE_BULK)
  )
    total += n;
  return total;
};

export type SigninDeriver = {
  /** Derives what is stored and not derived yet, soon (after a batch's answer; at start). Never throws. */
  kick: () => void;
  /** Resolves once everything stored so far is derived, batches attendance failed on tried again at once. */
  drain: () => Promise<void>;
  /** Waits for the derivation under way; derives nothing after. */
  stop: () => Promise<void>;
};

type Log = { warn: (obj: object, msg: string) => void };

/**
 * The app's deriver of card sign-ins, after the devices' answers: a batch is acknowledged once its events are
 * stored, and attendance follows here, in bulk (many batches per transaction). Kicked after each stored batch and
 * at start (what a crash left between answer and derivation is derived then); one derivation at a time in this
 * process, and the lock in deriveSignins keeps two processes apart. A transaction attendance fails is taken again
 * one device batch at a time, so that one failing batch holds up no other; those failing alone wait RETRY_MS.
 */
export const createSigninDeriver = (deps: { db: Db; sink: CardSigninSink; log: Log }): SigninDeriver => {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const failed = new Map<number, number>();
  let retry: NodeJS.Timeout | null = null;

  const skipNow = () => {
    const now = Date.now();
    const ids: number[] = [];
    for (const [id, until] of failed) {
      if (until > now) ids.push(id);
      else failed.delete(id);
    }
    return ids;
  };

  const scheduleRetry = () => {
    if (retry || failed.size === 0 || stopped) return;
    const soonest = Math.min(...failed.values());
    retry = setTimeout(
      () => {
        retry = null;
        kick();
      },
      Math.max(0, soonest - Date.now()) + 10,
    );
    retry.unref();
  };

  /** One batch at a time through what a failed bulk derivation held. */
  const oneByOne = async (count: number) => {
    for (let i = 0; i < count && !stopped; i++) {
      const held: number[] = [];
      try {
        if ((await deriveSignins(deps.db, deps.sink, 1, skipNow(), held)) === 0) return;
      } catch (err) {
        for (const id of held) failed.set(id, Date.now() + RETRY_MS);
        deps.log.warn({ err, batches: held }, "card sign-ins not derived; tried again later");
        if (held.length === 0) return;
      }
    }
  };

  const untilEmpty = async () => {
    while (!stopped) {
      const held: number[] = [];
      try {
        if ((await deriveSignins(deps.db, deps.sink, DERIVE_BULK, skipNow(), held)) === 0) return;
      } catch (err) {
        deps.log.warn(
          { err, batches: held.length },
          "card sign-ins not derived in bulk; one batch at a time",
        );
        if (held.length === 0) return; // not even read (the database is away): the next kick tries again
        await oneByOne(held.length);
      }
    }
  };

  const run = async () => {
    do {
      again = false;
      await untilEmpty();
    } while (again && !stopped);
    scheduleRetry();
  };

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((err: unknown) => deps.log.warn({ err }, "card sign-in deriver failed"))
      .finally(() => {
        running = null;
      });
  };

  return {
    kick,
    drain: async () => {
      failed.clear();
      kick();
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      while (running) await running;
    },
  };
};
