import { addressMatcher, LOOPBACK, relayedByUnbelievedProxy } from "../http/address-list.ts";

type Caller = { ip: string; ips?: string[]; headers: Record<string, string | string[] | undefined> };

/**
 * Who may read the development outbox's codes: this machine (loopback) and the blocks of DEV_OUTBOX_ALLOW,
 * judged on `req.ip` after TRUST_PROXY. A request relayed by a proxy the server does not believe is nobody's:
 * behind a local proxy every caller would otherwise look like this machine.
 */
export const outboxReaders = (allow: ReadonlyArray<string>): ((caller: Caller) => boolean) => {
  const mayRead = addressMatcher([...LOOPBACK, ...allow]);
  return (caller) => mayRead(caller.ip) && !relayedByUnbelievedProxy(caller);
};

/** The start-up line saying who may read the outbox (or that there is none). */
export const describeOutboxReaders = (outbox: boolean, allow: ReadonlyArray<string>): string =>
  outbox
    ? `Development SMS outbox (GET /api/dev/outbox) answers this machine (loopback)${
        allow.length > 0
          ? ` and DEV_OUTBOX_ALLOW (${allow.join(", ")})`
          : " only; DEV_OUTBOX_ALLOW adds others"
      }`
    : "No development SMS outbox (production, or SMS_PROVIDER unset)";
