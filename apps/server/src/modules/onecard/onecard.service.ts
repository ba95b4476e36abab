import type {
  CardLinkResult,
  ConsumePage,
  ConsumeQuery,
  DeviceKeyIssued,
  DeviceKind,
  OnecardCard,
  OnecardDevice,
  OnecardDeviceInput,
  UnknownCard,
} from "@eos/contracts";
import type { Db } from "../../platform/db/client.ts";
import { writeWorkbook } from "../../platform/files/xlsx.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import type { Exports } from "../exports/index.ts";
import { classLabel } from "../org/index.ts";
import { schoolTimeZone } from "../school/index.ts";
import { newDeviceKey } from "./device-api.service.ts";
import { onecardError, onecardText } from "./onecard.messages.ts";
import type { CardSignin, CardSigninSink } from "./onecard.port.ts";
import {
  cardHolder,
  deviceOf,
  devicesOf,
  fillStudentOfCard,
  insertCards,
  insertDevice,
  pageCards,
  pageConsumes,
  setDeviceKey,
  setDeviceRevoked,
  studentOf,
  unknownCardsOf,
} from "./onecard.store.ts";
import { lockSigninDerivation } from "./signin-queue.store.ts";

export const CONSUME_EXPORT_JOB = "onecard.consumeExport";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Registers a device; its key is in this answer only. */
export const registerDevice = async (
  db: Db,
  schoolId: number,
  input: OnecardDeviceInput,
): Promise<DeviceKeyIssued> => {
  const { key, keyHash, keyHint } = newDeviceKey(schoolId);
  const id = await insertDevice(db, { schoolId, ...input, keyHash, keyHint });
  return { id, key };
};

export const listDevices = async (db: Db, schoolId: number): Promise<OnecardDevice[]> =>
  (await devicesOf(db, schoolId)).map((d) => ({
    id: d.id,
    name: d.name,
    kind: d.kind as DeviceKind,
    place: d.place,
    keyHint: d.keyHint,
    revoked: d.revokedAt !== null,
    lastSeenAt: iso(d.lastSeenAt),
    events: d.events,
    badInput: d.badInput,
    createdAt: d.createdAt.toISOString(),
  }));

/** Revokes a device: its key is refused from now on (a new key brings it back). */
export const revokeDevice = async (db: Db, schoolId: number, id: number, now: Date) => {
  const device = await deviceOf(db, schoolId, id);
  if (!device) throw onecardError(404, "deviceNotFound");
  if (device.revokedAt) return;
  await setDeviceRevoked(db, schoolId, id, now);
};

/** A new key for a device (its old key is refused from now on); shown in this answer only. */
export const reissueDeviceKey = async (db: Db, schoolId: number, id: number): Promise<DeviceKeyIssued> => {
  const { key, keyHash, keyHint } = newDeviceKey(schoolId);
  if ((await setDeviceKey(db, schoolId, id, { keyHash, keyHint })) === 0)
    throw onecardError(404, "deviceNotFound");
  return { id, key };
};

/** Links cards to students without looking back (the demo seed's cards, before any event). */
export const seedCards = (db: Db, schoolId: number, cards: { cardNo: string; studentId: number }[]) =>
  insertCards(db, schoolId, cards);

/**
 * Links a card to a student: the card's stored events that named no student now name this one, its stored
 * sign-ins are handed to attendance again (in the same transaction), and it leaves the unknown cards' list.
 */
export const linkCard = async (
  deps: { db: Db; sink: CardSigninSink },
  schoolId: number,
  input: { cardNo: string; studentId: number },
): Promise<CardLinkResult> =>
  deps.db.transaction(async (tx) => {
    // Not beside the deriver: a sign-in of this card it holds would list the card again once linked.
    await lockSigninDerivation(tx);
    const student = await studentOf(tx, schoolId, input.studentId);
    if (!student) throw onecardError(404, "studentNotFound");
    const holder = await cardHolder(tx, schoolId, input.cardNo);
    if (holder && holder.studentId !== input.studentId)
      throw onecardError(409, "cardTaken", {
        cardNo: input.cardNo,
        name: holder.name ?? String(holder.studentId),
      });
    if (!holder) await insertCards(tx, schoolId, [input]);
    const filled = await fillStudentOfCard(tx, schoolId, input.cardNo, input.studentId);
    const signins: CardSignin[] = filled.signins.map((s) => ({
      schoolId,
      studentId: input.studentId,
      at: s.at,
      deviceId: s.deviceId,
      eventId: s.eventId,
    }));
    if (signins.length > 0) await deps.sink(tx, signins);
    return { events: signins.length + filled.consumed, signins: signins.length };
  });

export const listCards = async (
  db: Db,
  schoolId: number,
  q: { page: number; size: number; keyword?: string },
): Promise<{ list: OnecardCard[]; total: number; page: number; size: number }> => {
  const r = await pageCards(db, schoolId, {
    keyword: q.keyword,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { list: r.rows, total: r.total, page: q.page, size: q.size };
};

export const listUnknownCards = async (db: Db, schoolId: number): Promise<UnknownCard[]> =>
  (await unknownCardsOf(db, schoolId)).map((u) => ({
    cardNo: u.cardNo,
    firstSeenAt: u.firstSeenAt.toISOString(),
    lastSeenAt: u.lastSeenAt.toISOString(),
    events: u.events,
    deviceName: u.deviceName,
  }));

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** A period of days: its end not before its start, at most 366 days. */
export const checkPeriod = (q: { from: string; to: string }) => {
  const span = dayNumber(q.to) - dayNumber(q.from);
  if (!(span >= 0 && span < 366)) throw onecardError(400, "badPeriod");
};

/** The canteen's payments of a period of the school's days (a class, a keyword), newest first, with the total. */
export const listConsumes = async (db: Db, schoolId: number, q: ConsumeQuery): Promise<ConsumePage> => {
  checkPeriod(q);
  const zone = await schoolTimeZone(db, schoolId);
  const r = await pageConsumes(db, schoolId, {
    from: q.from,
    to: q.to,
    zone,
    classId: q.classId,
    keyword: q.keyword,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return {
    list: r.rows.map((x) => ({
      id: x.id,
      at: x.at.toISOString(),
      cardNo: x.cardNo,
      studentId: x.studentId,
      studentName: x.studentName,
      className: x.className === null ? null : classLabel(x.gradeName ?? "", x.className),
      amount: x.amount,
      balance: x.balance,
      place: x.place,
      deviceName: x.deviceName,
    })),
    total: r.total,
    page: q.page,
    size: q.size,
    amount: r.amount,
  };
};

const yuan = (fen: number | null) => (fen === null ? "" : (fen / 100).toFixed(2));

/** The .xlsx of a period's payments (at most 100,000 rows), in the school's time zone. */
export const consumeWorkbook = async (
  db: Db,
  schoolId: number,
  q: Omit<ConsumeQuery, "page" | "size">,
  lang: Lang,
) => {
  const zone = await schoolTimeZone(db, schoolId);
  const page = await listConsumes(db, schoolId, { ...q, page: 1, size: 100_000 });
  const text = (k: Parameters<typeof onecardText>[1]) => onecardText(lang, k);
  const local = new Intl.DateTimeFormat("sv-SE", {
    timeZone: zone,
    dateStyle: "short",
    timeStyle: "medium",
  });
  return writeWorkbook([
    {
      name: text("exportSheet"),
      rows: [
        [
          text("colTime"),
          text("colCard"),
          text("colStudent"),
          text("colClass"),
          text("colAmount"),
          text("colBalance"),
          text("colPlace"),
          text("colDevice"),
        ],
        ...page.list.map((r) => [
          local.format(new Date(r.at)),
          r.cardNo,
          r.studentName ?? "",
          r.className ?? "",
          yuan(r.amount),
          yuan(r.balance),
          r.place,
          r.deviceName,
        ]),
      ],
    },
  ]);
};

/** The canteen payments' background export (the Downloads page lists the file). */
export const registerConsumeExport = (deps: { db: Db }, exports: Exports) =>
  exports.register<Omit<ConsumeQuery, "page" | "size">>({
    kind: CONSUME_EXPORT_JOB,
    make: async ({ schoolId, input, lang }) => ({
      fileName: `canteen-${input.from}-${input.to}.xlsx`,
      data: await consumeWorkbook(deps.db, schoolId, input, lang),
    }),
  });
