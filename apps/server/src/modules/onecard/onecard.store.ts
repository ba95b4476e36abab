import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { inJsonList, jsonParam } from "../../platform/db/json-list.ts";
import { studentClassV } from "../org/index.ts";
import {
  onecardCard,
  onecardConsume,
  onecardDevice,
  onecardSignin,
  onecardSigninPending,
  onecardUnknownCard,
} from "./onecard.tables.ts";

type Conn = Db | Tx;

// ---- devices ----

export type DeviceRow = typeof onecardDevice.$inferSelect;

export const insertDevice = async (
  db: Conn,
  row: { schoolId: number; name: string; kind: string; place: string; keyHash: string; keyHint: string },
): Promise<number> => {
  const [r] = await db.insert(onecardDevice).values(row).returning({ id: onecardDevice.id });
  return r.id;
};

export const devicesOf = (db: Conn, schoolId: number) =>
  db.select().from(onecardDevice).where(eq(onecardDevice.schoolId, schoolId)).orderBy(asc(onecardDevice.id));

export const deviceOf = async (db: Conn, schoolId: number, id: number): Promise<DeviceRow | undefined> =>
  (
    await db
      .select()
      .from(onecardDevice)
      .where(and(eq(onecardDevice.schoolId, schoolId), eq(onecardDevice.id, id)))
  )[0];

/** The device a key belongs to (run as the system: the key names a school, but has not proven it yet). */
export const deviceByKeyHash = async (db: Conn, schoolId: number, keyHash: string) =>
  (
    await db
      .select({
        schoolId: onecardDevice.schoolId,
        id: onecardDevice.id,
        kind: onecardDevice.kind,
        place: onecardDevice.place,
        revokedAt: onecardDevice.revokedAt,
      })
      .from(onecardDevice)
      .where(and(eq(onecardDevice.schoolId, schoolId), eq(onecardDevice.keyHash, keyHash)))
  )[0];

export const setDeviceRevoked = async (db: Conn, schoolId: number, id: number, at: Date) =>
  (
    await db
      .update(onecardDevice)
      .set({ revokedAt: at })
      .where(and(eq(onecardDevice.schoolId, schoolId), eq(onecardDevice.id, id)))
      .returning({ id: onecardDevice.id })
  ).length;

export const setDeviceKey = async (
  db: Conn,
  schoolId: number,
  id: number,
  key: { keyHash: string; keyHint: string },
) =>
  (
    await db
      .update(onecardDevice)
      .set({ ...key, revokedAt: null })
      .where(and(eq(onecardDevice.schoolId, schoolId), eq(onecardDevice.id, id)))
      .returning({ id: onecardDevice.id })
  ).length;

/** Counts refused input against a device. */
export const addBadInput = async (db: Conn, schoolId: number, id: number, n: number) => {
  await db
    .update(onecardDevice)
    .set({ badInput: sql`${onecardDevice.badInput} + ${n}` })
    .where(and(eq(onecardDevice.schoolId, schoolId), eq(onecardDevice.id, id)));
};

/**
 * A batch's mark on its device: seen now, events stored, invalid events. Taken first in the batch's transaction,
 * it also holds the device's row, so that the batches of one device (a retry racing its original) go one at a time.
 */
export const touchDevice = async (
  db: Conn,
  schoolId: number,
  id: number,
  at: Date,
  add: { events: number; badInput: number },
) => {
  await db
    .update(onecardDevice)
    .set({
      lastSeenAt: at,
      events: sql`${onecardDevice.events} + ${add.events}`,
      badInput: sql`${onecardDevice.badInput} + ${add.badInput}`,
    })
    .where(and(eq(onecardDevice.schoolId, schoolId), eq(onecardDevice.id, id)));
};

// ---- cards ----

/** The students holding these card numbers. */
export const holdersOf = async (db: Conn, schoolId: number, cardNos: string[]) => {
  if (cardNos.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ cardNo: onecardCard.cardNo, studentId: onecardCard.studentId })
    .from(onecardCard)
    .where(and(eq(onecardCard.schoolId, schoolId), inJsonList(onecardCard.cardNo, cardNos, "text")));
  return new Map(rows.map((r) => [r.cardNo, r.studentId]));
};

export const cardHolder = async (db: Conn, schoolId: number, cardNo: string) =>
  (
    await db
      .select({ studentId: onecardCard.studentId, name: studentClassV.studentName })
      .from(onecardCard)
      .leftJoin(
        studentClassV,
        and(
          eq(studentClassV.schoolId, onecardCard.schoolId),
          eq(studentClassV.studentId, onecardCard.studentId),
        ),
      )
      .where(and(eq(onecardCard.schoolId, schoolId), eq(onecardCard.cardNo, cardNo)))
  )[0];

export const studentOf = async (db: Conn, schoolId: number, studentId: number) =>
  (
    await db
      .select({ id: studentClassV.studentId, name: studentClassV.studentName })
      .from(studentClassV)
      .where(and(eq(studentClassV.schoolId, schoolId), eq(studentClassV.studentId, studentId)))
  )[0];

/** Links cards to students (a card already linked is left as it is). */
export const insertCards = async (
  db: Conn,
  schoolId: number,
  cards: { cardNo: string; studentId: number }[],
) => {
  for (let i = 0; i < cards.length; i += 1000)
    await db
      .insert(onecardCard)
      .values(cards.slice(i, i + 1000).map((c) => ({ schoolId, ...c })))
      .onConflictDoNothing();
};

/** Fills in the student of a card's stored events that had none; the sign-ins so filled, oldest first. */
export const fillStudentOfCard = async (db: Conn, schoolId: number, cardNo: string, studentId: number) => {
  const signins = await db
    .update(onecardSignin)
    .set({ studentId })
    .where(
      and(
        eq(onecardSignin.schoolId, schoolId),
        eq(onecardSignin.cardNo, cardNo),
        isNull(onecardSignin.studentId),
      ),
    )
    .returning({ deviceId: onecardSignin.deviceId, eventId: onecardSignin.eventId, at: onecardSignin.at });
  const consumed = await db
    .update(onecardConsume)
    .set({ studentId })
    .where(
      and(
        eq(onecardConsume.schoolId, schoolId),
        eq(onecardConsume.cardNo, cardNo),
        isNull(onecardConsume.studentId),
      ),
    )
    .returning({ id: onecardConsume.id });
  await db
    .delete(onecardUnknownCard)
    .where(and(eq(onecardUnknownCard.schoolId, schoolId), eq(onecardUnknownCard.cardNo, cardNo)));
  signins.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { signins, consumed: consumed.length };
};

export const pageCards = async (
  db: Conn,
  schoolId: number,
  q: { keyword?: string; limit: number; offset: number },
) => {
  const where = and(
    eq(onecardCard.schoolId, schoolId),
    q.keyword
      ? or(
          ilike(onecardCard.cardNo, `%${q.keyword}%`),
          ilike(studentClassV.studentName, `%${q.keyword}%`),
          ilike(studentClassV.studentNo, `%${q.keyword}%`),
        )
      : undefined,
  );
  const join = and(
    eq(studentClassV.schoolId, onecardCard.schoolId),
    eq(studentClassV.studentId, onecardCard.studentId),
  );
  const rows = await db
    .select({
      cardNo: onecardCard.cardNo,
      studentId: onecardCard.studentId,
      studentName: studentClassV.studentName,
      studentNo: studentClassV.studentNo,
      className: studentClassV.className,
      gradeName: studentClassV.gradeName,
    })
    .from(onecardCard)
    .innerJoin(studentClassV, join)
    .where(where)
    .orderBy(asc(studentClassV.gradeSort), asc(studentClassV.classSort), asc(studentClassV.studentNo))
    .limit(q.limit)
    .offset(q.offset);
  const [{ n }] = await db
    .select({ n: count() })
    .from(onecardCard)
    .innerJoin(studentClassV, join)
    .where(where);
  return { rows, total: n };
};

// ---- unknown cards ----

/**
 * Counts newly stored events of cards no student holds (one row per card, sorted: no two batches deadlock); the
 * card's last device is `deviceId`'s, or the one each card names.
 */
export const noteUnknownCards = async (
  db: Conn,
  schoolId: number,
  deviceId: number | null,
  seen: { cardNo: string; first: Date; last: Date; events: number; deviceId?: number }[],
) => {
  if (seen.length === 0) return;
  const rows = [...seen]
    .sort((a, b) => (a.cardNo < b.cardNo ? -1 : 1))
    .map((s) => ({
      schoolId,
      cardNo: s.cardNo,
      firstSeenAt: s.first,
      lastSeenAt: s.last,
      events: s.events,
      lastDeviceId: s.deviceId ?? deviceId,
    }));
  await db
    .insert(onecardUnknownCard)
    .values(rows)
    .onConflictDoUpdate({
      target: [onecardUnknownCard.schoolId, onecardUnknownCard.cardNo],
      set: {
        firstSeenAt: sql`least(${onecardUnknownCard.firstSeenAt}, excluded.first_seen_at)`,
        lastSeenAt: sql`greatest(${onecardUnknownCard.lastSeenAt}, excluded.last_seen_at)`,
        events: sql`${onecardUnknownCard.events} + excluded.events`,
        lastDeviceId: sql`excluded.last_device_id`,
      },
    });
};

export const unknownCardsOf = (db: Conn, schoolId: number) =>
  db
    .select({
      cardNo: onecardUnknownCard.cardNo,
      firstSeenAt: onecardUnknownCard.firstSeenAt,
      lastSeenAt: onecardUnknownCard.lastSeenAt,
      events: onecardUnknownCard.events,
      deviceName: onecardDevice.name,
    })
    .from(onecardUnknownCard)
    .leftJoin(
      onecardDevice,
      and(
        eq(onecardDevice.schoolId, onecardUnknownCard.schoolId),
        eq(onecardDevice.id, onecardUnknownCard.lastDeviceId),
      ),
    )
    .where(eq(onecardUnknownCard.schoolId, schoolId))
    .orderBy(desc(onecardUnknownCard.lastSeenAt))
    .limit(500);

// ---- events ----

export type SigninRow = { eventId: string; cardNo: string; studentId: number | null; at: Date };
export type ConsumeRow = SigninRow & { amount: number; balance: number | null; place: string };

/**
 * A device's batch of sign-ins in one statement (atomic on its own, no transaction around it): what is new of the
 * events, each with the student holding its card (by join); the batch's row of sign-ins to derive (the deriver's
 * queue); and the device's mark (seen now, events stored, invalid events). Answers the event ids stored now and
 * whether a student holds the card; an event id the device already sent is not among them. Rows go in by event
 * id, so that two batches of one device (a retry racing its original) wait for each other in one order; the
 * device's row is updated once every insert is done (its count reads them), so that it is always taken last.
 */
export const storeSignins = async (
  db: Conn,
  schoolId: number,
  deviceId: number,
  events: { eventId: string; cardNo: string; at: Date }[],
  mark: { at: Date; badInput: number },
): Promise<Map<string, boolean>> => {
  if (events.length === 0) {
    await touchDevice(db, schoolId, deviceId, mark.at, { events: 0, badInput: mark.badInput });
    return new Map();
  }
  const json = events.map((e) => ({ event_id: e.eventId, card_no: e.cardNo, at: e.at.toISOString() }));
  const stored = await db.execute(sql`with ins as (
      insert into ${onecardSignin} (school_id, device_id, event_id, card_no, student_id, at)
      select ${schoolId}::bigint, ${deviceId}::bigint, r.event_id, r.card_no, c.student_id, r.at
        from jsonb_to_recordset(${jsonParam(json)}) as r(event_id text, card_no text, at timestamptz)
        left join ${onecardCard} c on c.school_id = ${schoolId}::bigint and c.card_no = r.card_no
       order by r.event_id
      on conflict (school_id, device_id, event_id) do nothing
      returning id, event_id, student_id
    ), pending as (
      insert into ${onecardSigninPending} (school_id, signin_ids)
      select ${schoolId}::bigint, array_agg(id order by id) from ins having count(*) > 0
    ), dev as (
      update ${onecardDevice}
         set last_seen_at = ${mark.at.toISOString()}::timestamptz,
             events = events + (select count(*) from ins),
             bad_input = bad_input + ${mark.badInput}::int
       where school_id = ${schoolId}::bigint and id = ${deviceId}::bigint
    )
    select event_id, student_id is not null as known from ins`);
  return new Map(
    (stored.rows as { event_id: unknown; known: boolean }[]).map((r) => [String(r.event_id), r.known]),
  );
};

// ---- deriving stored sign-ins (after the device's answer) ----

export const insertConsumes = async (db: Conn, schoolId: number, deviceId: number, rows: ConsumeRow[]) => {
  if (rows.length === 0) return new Set<string>();
  const stored = await db
    .insert(onecardConsume)
    .values(rows.map((r) => ({ schoolId, deviceId, ...r })))
    .onConflictDoNothing({
      target: [onecardConsume.schoolId, onecardConsume.deviceId, onecardConsume.eventId],
    })
    .returning({ eventId: onecardConsume.eventId });
  return new Set(stored.map((s) => s.eventId));
};

/** A school's day range as instants: from the start of `from` to the start of the day after `to`. */
const inDays = (column: SQL | typeof onecardConsume.at, p: { from: string; to: string; zone: string }) =>
  and(
    sql`${column} >= (${p.from}::date::timestamp at time zone ${p.zone})`,
    sql`${column} < ((${p.to}::date + 1)::timestamp at time zone ${p.zone})`,
  );

export const pageConsumes = async (
  db: Conn,
  schoolId: number,
  q: {
    from: string;
    to: string;
    zone: string;
    classId?: number;
    keyword?: string;
    limit: number;
    offset: number;
  },
) => {
  const where = and(
    eq(onecardConsume.schoolId, schoolId),
    inDays(onecardConsume.at, q),
    q.classId === undefined ? undefined : eq(studentClassV.classId, q.classId),
    q.keyword
      ? or(ilike(onecardConsume.cardNo, `%${q.keyword}%`), ilike(studentClassV.studentName, `%${q.keyword}%`))
      : undefined,
  );
  const base = () =>
    db
      .select({
        id: onecardConsume.id,
        at: onecardConsume.at,
        cardNo: onecardConsume.cardNo,
        studentId: onecardConsume.studentId,
        studentName: studentClassV.studentName,
        className: studentClassV.className,
        gradeName: studentClassV.gradeName,
        amount: onecardConsume.amount,
        balance: onecardConsume.balance,
        place: onecardConsume.place,
        deviceName: onecardDevice.name,
      })
      .from(onecardConsume)
      .leftJoin(
        studentClassV,
        and(
          eq(studentClassV.schoolId, onecardConsume.schoolId),
          eq(studentClassV.studentId, onecardConsume.studentId),
        ),
      )
      .innerJoin(
        onecardDevice,
        and(
          eq(onecardDevice.schoolId, onecardConsume.schoolId),
          eq(onecardDevice.id, onecardConsume.deviceId),
        ),
      )
      .where(where);
  const rows = await base()
    .orderBy(desc(onecardConsume.at), desc(onecardConsume.id))
    .limit(q.limit)
    .offset(q.offset);
  const [sum] = await db
    .select({ n: count(), amount: sql<number>`coalesce(sum(${onecardConsume.amount}), 0)::bigint` })
    .from(onecardConsume)
    .leftJoin(
      studentClassV,
      and(
        eq(studentClassV.schoolId, onecardConsume.schoolId),
        eq(studentClassV.studentId, onecardConsume.studentId),
      ),
    )
    .where(where);
  return { rows, total: sum.n, amount: Number(sum.amount) };
};
