import { createHash, randomBytes } from "node:crypto";
import {
  type ConsumeEvent,
  consumeEventSchema,
  DEVICE_KEY_PREFIX,
  type EventResult,
  type SigninEvent,
  signinEventSchema,
} from "@eos/contracts";
import type { z } from "zod";
import type { Db, Tx } from "../../platform/db/client.ts";
import { asSystem } from "../../platform/db/tenant-context.ts";
import { onecardError } from "./onecard.messages.ts";
import {
  addBadInput,
  deviceByKeyHash,
  holdersOf,
  insertConsumes,
  noteUnknownCards,
  storeSignins,
  touchDevice,
} from "./onecard.store.ts";
import type { SigninDeriver } from "./signin-derive.service.ts";

/**
 * A device key: the prefix, the device's school (so that its look-up, like a session's, is keyed by the tenant)
 * and 32 random bytes, base64url: `eosd_<school>.<43 characters>`.
 */
const KEY_PATTERN = /^eosd_([1-9][0-9]{0,14})\.[A-Za-z0-9_-]{43}$/;

export const newDeviceKey = (schoolId: number) => {
  const key = `${DEVICE_KEY_PREFIX}${schoolId}.${randomBytes(32).toString("base64url")}`;
  return { key, keyHash: hashDeviceKey(key), keyHint: key.slice(0, key.indexOf(".") + 5) };
};

export const hashDeviceKey = (key: string) => createHash("sha256").update(key, "utf8").digest("hex");

/** The device calling, as its key says; the school comes from the device, never from the body. */
export type DeviceCaller = { schoolId: number; deviceId: number; kind: string; place: string };

/**
 * Finds the device of an `Authorization: Bearer eosd_…` header (a lookup of the system's: the school is not
 * known until the device is found). Missing or malformed: 401; unknown or revoked: 401.
 */
export const authenticateDevice = async (db: Db, key: string | undefined): Promise<DeviceCaller> => {
  const schoolId = key ? KEY_PATTERN.exec(key)?.[1] : undefined;
  if (!key || !schoolId) throw onecardError(401, "deviceKeyMissing");
  const device = await asSystem(() => deviceByKeyHash(db, Number(schoolId), hashDeviceKey(key)));
  if (!device || device.revokedAt) throw onecardError(401, "deviceKeyRefused");
  return { schoolId: device.schoolId, deviceId: device.id, kind: device.kind, place: device.place };
};

/** Input refused before the batch was read (a body that is not JSON, too large): counted against the device. */
export const countBadInput = (db: Db, device: DeviceCaller) =>
  addBadInput(db, device.schoolId, device.deviceId, 1);

/** A batch the route could not read at all ({ events } missing, not a list, too long): counted, refused. */
export const refuseBatch = async (db: Db, device: DeviceCaller, max: number) => {
  await addBadInput(db, device.schoolId, device.deviceId, 1);
  return onecardError(400, "badBatch", { max });
};

export type BatchDeps = { db: Db; now: () => Date };
/** A batch of sign-ins: stored, then the deriver kicked (attendance follows the answer; signin-derive.service.ts). */
export type SigninBatchDeps = BatchDeps & { deriver?: Pick<SigninDeriver, "kick"> };

const FUTURE_MS = 10 * 60_000;
const PAST_MS = 400 * 86_400_000;

type Checked<E> = { ok: true; event: E } | { ok: false; result: EventResult };

/** One event read on its own: a malformed one is answered `invalid` with why, and never refuses the others. */
const check = <E extends SigninEvent>(schema: z.ZodType<E>, raw: unknown, now: Date): Checked<E> => {
  const parsed = schema.safeParse(raw);
  const given = (raw as { eventId?: unknown } | null)?.eventId;
  const eventId = typeof given === "string" || typeof given === "number" ? String(given).slice(0, 64) : "";
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const reason = `${issue.path.join(".") || "event"}: ${issue.message}`;
    return { ok: false, result: { eventId, result: "invalid", reason } };
  }
  const at = Date.parse(parsed.data.at);
  if (at > now.getTime() + FUTURE_MS)
    return { ok: false, result: { eventId, result: "invalid", reason: "future" } };
  if (at < now.getTime() - PAST_MS)
    return { ok: false, result: { eventId, result: "invalid", reason: "tooOld" } };
  return { ok: true, event: parsed.data };
};

type Plan<E> = { results: (EventResult | null)[]; fresh: { index: number; event: E }[]; invalid: number };

/** Reads each event; the second of an event id within the batch is a duplicate of the first. */
const plan = <E extends SigninEvent>(schema: z.ZodType<E>, events: unknown[], now: Date): Plan<E> => {
  const results: (EventResult | null)[] = [];
  const fresh: { index: number; event: E }[] = [];
  const seen = new Set<string>();
  let invalid = 0;
  events.forEach((raw, index) => {
    const c = check(schema, raw, now);
    if (!c.ok) {
      invalid++;
      results.push(c.result);
    } else if (seen.has(c.event.eventId)) {
      results.push({ eventId: c.event.eventId, result: "duplicate" });
    } else {
      seen.add(c.event.eventId);
      results.push(null);
      fresh.push({ index, event: c.event });
    }
  });
  return { results, fresh, invalid };
};

/** The cards of the stored events that no student holds, for the administrators' list. */
const unknownOf = (rows: { cardNo: string; studentId: number | null; at: Date }[]) => {
  const byCard = new Map<string, { cardNo: string; first: Date; last: Date; events: number }>();
  for (const r of rows) {
    if (r.studentId !== null) continue;
    const u = byCard.get(r.cardNo);
    if (!u) byCard.set(r.cardNo, { cardNo: r.cardNo, first: r.at, last: r.at, events: 1 });
    else {
      if (r.at < u.first) u.first = r.at;
      if (r.at > u.last) u.last = r.at;
      u.events++;
    }
  }
  return [...byCard.values()];
};

/**
 * Stores a batch of payments in one transaction: the device's row first (a retry racing its original waits for
 * it), then what is new of the batch (one row per device and event id: a retried event is a duplicate), the
 * unknown cards. Per-event results in the batch's order.
 */
const storeBatch = async <
  E extends SigninEvent,
  R extends { eventId: string; studentId: number | null; cardNo: string; at: Date },
>(
  deps: BatchDeps,
  device: DeviceCaller,
  p: Plan<E>,
  rowOf: (e: E, studentId: number | null) => R,
  insert: (tx: Tx, rows: R[]) => Promise<Set<string>>,
): Promise<EventResult[]> => {
  const now = deps.now();
  const { schoolId, deviceId } = device;
  return deps.db.transaction(async (tx) => {
    await touchDevice(tx, schoolId, deviceId, now, { events: 0, badInput: 0 });
    const holders = await holdersOf(tx, schoolId, [...new Set(p.fresh.map((f) => f.event.cardNo))]);
    // Sorted by event id: two transactions inserting the same rows take their locks in the same order.
    const rows = p.fresh
      .map((f) => rowOf(f.event, holders.get(f.event.cardNo) ?? null))
      .sort((a, b) => (a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0));
    const storedIds = await insert(tx, rows);
    const stored = rows.filter((r) => storedIds.has(r.eventId));
    await noteUnknownCards(tx, schoolId, deviceId, unknownOf(stored));
    await touchDevice(tx, schoolId, deviceId, now, { events: stored.length, badInput: p.invalid });
    const results = [...p.results];
    for (const f of p.fresh) {
      const id = f.event.eventId;
      results[f.index] = !storedIds.has(id)
        ? { eventId: id, result: "duplicate" }
        : holders.has(f.event.cardNo)
          ? { eventId: id, result: "stored" }
          : { eventId: id, result: "unknownCard" };
    }
    return results as EventResult[];
  });
};

/**
 * POST /onecard/manage/signin: a device's batch of card sign-ins, stored in one statement (storeSignins: the new
 * events with their card's student, the device's counters) and acknowledged; attendance and the unknown cards'
 * list follow from the stored rows after the answer (the deriver, kicked here and at start), so that an
 * acknowledged event is stored once and derived once even across a crash. Per-event results in the batch's order.
 */
export const storeSigninBatch = async (
  deps: SigninBatchDeps,
  device: DeviceCaller,
  events: unknown[],
): Promise<EventResult[]> => {
  const now = deps.now();
  const p = plan<SigninEvent>(signinEventSchema, events, now);
  const stored = await storeSignins(
    deps.db,
    device.schoolId,
    device.deviceId,
    p.fresh.map((f) => ({ eventId: f.event.eventId, cardNo: f.event.cardNo, at: new Date(f.event.at) })),
    { at: now, badInput: p.invalid },
  );
  if (stored.size > 0) deps.deriver?.kick();
  const results = [...p.results];
  for (const f of p.fresh) {
    const id = f.event.eventId;
    const known = stored.get(id);
    results[f.index] =
      known === undefined
        ? { eventId: id, result: "duplicate" }
        : { eventId: id, result: known ? "stored" : "unknownCard" };
  }
  return results as EventResult[];
};

/** POST /onecard/manage/consume: a canteen device's batch of payments. */
export const storeConsumeBatch = (deps: BatchDeps, device: DeviceCaller, events: unknown[]) =>
  storeBatch(
    deps,
    device,
    plan<ConsumeEvent>(consumeEventSchema, events, deps.now()),
    (e, studentId) => ({
      eventId: e.eventId,
      cardNo: e.cardNo,
      studentId,
      at: new Date(e.at),
      amount: e.amount,
      balance: e.balance ?? null,
      place: e.place || device.place,
    }),
    (tx, rows) => insertConsumes(tx, device.schoolId, device.deviceId, rows),
  );
