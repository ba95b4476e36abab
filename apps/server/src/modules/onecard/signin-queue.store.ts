import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { jsonParam } from "../../platform/db/json-list.ts";
import { onecardSignin, onecardSigninPending } from "./onecard.tables.ts";

/** The deriver's queue of acknowledged sign-in batches (onecard_signin_pending): its lock, reads and removal. */
type Conn = Db | Tx;

/** Any number, the same in every process: the deriver's lock (pg_advisory_xact_lock), one deriver at a time. */
const DERIVE_LOCK = 2_020_000_020;

/**
 * Waits until no other deriver (this process's or another's) is in its transaction, nor a card's link; held until
 * this transaction ends.
 */
export const lockSigninDerivation = async (tx: Tx) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(DERIVE_LOCK))}::bigint)`);
};

export type PendingSignin = {
  pendingId: number;
  schoolId: number;
  id: number;
  deviceId: number;
  eventId: string;
  cardNo: string;
  studentId: number | null;
  at: Date;
};

/** The school of the oldest batch not derived yet (the system's question: it spans schools), but the batches `skip`. */
export const schoolPending = async (db: Conn, skip: readonly number[]): Promise<number | undefined> => {
  const r = await db.execute(sql`select school_id from ${onecardSigninPending}
     where not (id in (select (jsonb_array_elements_text(${jsonParam(skip)}))::bigint))
     order by school_id, id limit 1`);
  const row = r.rows[0] as { school_id: unknown } | undefined;
  return row ? Number(row.school_id) : undefined;
};

/**
 * The sign-ins of a school's oldest batches not derived yet, whole batches up to about `limit` sign-ins (at least
 * one batch), but the batches `skip`.
 */
export const pendingSignins = async (
  tx: Tx,
  schoolId: number,
  limit: number,
  skip: readonly number[],
): Promise<PendingSignin[]> => {
  const r = await tx.execute(sql`with p as (
      select school_id, id, signin_ids,
             sum(cardinality(signin_ids)) over (order by id) - cardinality(signin_ids) as before
        from ${onecardSigninPending}
       where school_id = ${schoolId}::bigint
         and not (id in (select (jsonb_array_elements_text(${jsonParam(skip)}))::bigint))
    )
    select p.id as pending_id, s.school_id, s.id, s.device_id, s.event_id, s.card_no, s.student_id, s.at
      from p
     cross join lateral unnest(p.signin_ids) as u(signin_id)
      join ${onecardSignin} s on s.school_id = p.school_id and s.id = u.signin_id
     where p.before < ${limit}::int
     order by p.school_id, p.id, s.id`);
  return (
    r.rows as {
      pending_id: unknown;
      school_id: unknown;
      id: unknown;
      device_id: unknown;
      event_id: string;
      card_no: string;
      student_id: unknown;
      at: string | Date;
    }[]
  ).map((x) => ({
    pendingId: Number(x.pending_id),
    schoolId: Number(x.school_id),
    id: Number(x.id),
    deviceId: Number(x.device_id),
    eventId: x.event_id,
    cardNo: x.card_no,
    studentId: x.student_id === null ? null : Number(x.student_id),
    at: new Date(x.at),
  }));
};

/** Their batches derived: off the queue. */
export const deletePending = async (tx: Tx, rows: { schoolId: number; pendingId: number }[]) => {
  const keys = [
    ...new Map(rows.map((r) => [r.pendingId, { school_id: r.schoolId, id: r.pendingId }])).values(),
  ];
  if (keys.length === 0) return;
  await tx.execute(sql`delete from ${onecardSigninPending} p
      using jsonb_to_recordset(${jsonParam(keys)}) as r(school_id bigint, id bigint)
     where p.school_id = r.school_id and p.id = r.id`);
};
